import { presetRange, taipeiToday } from './date-range';

describe('presetRange (Asia/Taipei calendar days)', () => {
  // 2026-03-01 01:30 in Taipei, while it is still 28 February in UTC.
  const earlyMorningTaipei = new Date('2026-02-28T17:30:00.000Z');
  // 2026-03-15 23:59:59 in Taipei.
  const lateEveningTaipei = new Date('2026-03-15T15:59:59.000Z');

  it('takes today from Taipei, not from UTC', () => {
    expect(taipeiToday(earlyMorningTaipei)).toBe('2026-03-01');
    expect(taipeiToday(new Date('2026-03-15T16:00:00.000Z'))).toBe('2026-03-16');
  });

  it('yesterday is one whole Taipei day', () => {
    expect(presetRange('yesterday', earlyMorningTaipei)).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
  });

  it('last 7 days ends today and spans seven days', () => {
    expect(presetRange('last7Days', earlyMorningTaipei)).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-03-01',
    });
  });

  it('last 30 days ends today and spans thirty days', () => {
    expect(presetRange('last30Days', lateEveningTaipei)).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });

  it('this month starts on the 1st of the Taipei month', () => {
    expect(presetRange('thisMonth', earlyMorningTaipei)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(presetRange('thisMonth', lateEveningTaipei)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
  });
});
