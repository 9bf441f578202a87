import {
  customRangeProblem,
  daysInRange,
  isCalendarDate,
  onTaipeiDay,
  presetRange,
  previousPeriod,
  taipeiToday,
  untilNextTaipeiDay,
} from './date-range';

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

describe('daysInRange and previousPeriod', () => {
  it('counts both ends', () => {
    expect(daysInRange({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(1);
    expect(daysInRange({ startDate: '2026-02-23', endDate: '2026-03-01' })).toBe(7);
    expect(daysInRange({ startDate: '2024-02-01', endDate: '2024-03-01' })).toBe(30);
  });

  it('is the same number of days, ending the day before the range starts', () => {
    expect(previousPeriod({ startDate: '2026-02-23', endDate: '2026-03-01' })).toEqual({
      startDate: '2026-02-16',
      endDate: '2026-02-22',
    });
    expect(previousPeriod({ startDate: '2026-02-28', endDate: '2026-02-28' })).toEqual({
      startDate: '2026-02-27',
      endDate: '2026-02-27',
    });
    // "This month" on the 15th: the 14 days before the 1st, not the whole previous month.
    expect(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-14' })).toEqual({
      startDate: '2026-02-15',
      endDate: '2026-02-28',
    });
    // Across a leap day and a year end.
    expect(previousPeriod({ startDate: '2024-03-01', endDate: '2024-03-02' })).toEqual({
      startDate: '2024-02-28',
      endDate: '2024-02-29',
    });
    expect(previousPeriod({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });
});

describe('customRangeProblem', () => {
  const now = new Date('2026-02-28T17:30:00.000Z'); // 2026-03-01 in Taipei
  const problem = (startDate: string, endDate: string) =>
    customRangeProblem({ startDate, endDate }, now);

  it('accepts real dates up to today in Taipei, up to 400 days long', () => {
    expect(problem('2026-02-01', '2026-03-01')).toBeNull();
    expect(problem('2026-03-01', '2026-03-01')).toBeNull();
    expect(problem('2025-01-26', '2026-03-01')).toBeNull(); // 400 days
  });

  it('names what is wrong', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(problem('2026-02-30', '2026-03-01')).toBe('invalidDate');
    expect(problem('2026-2-1', '2026-03-01')).toBe('invalidDate');
    expect(problem('', '2026-03-01')).toBe('invalidDate');
    expect(problem('2026-02-10', '2026-02-01')).toBe('reversed');
    expect(problem('2026-02-10', '2026-03-02')).toBe('future');
    expect(problem('2025-01-25', '2026-03-01')).toBe('tooLong'); // 401 days
  });
});

describe('untilNextTaipeiDay and onTaipeiDay', () => {
  it('counts to the next midnight in Taipei, not in UTC', () => {
    // 01:30 in Taipei: 22.5 hours to go.
    expect(untilNextTaipeiDay(new Date('2026-02-28T17:30:00.000Z'))).toBe(22.5 * 3_600_000);
    // 23:59:59.250 in Taipei.
    expect(untilNextTaipeiDay(new Date('2026-03-01T15:59:59.250Z'))).toBe(750);
  });

  it('gives an instant on that Taipei day', () => {
    expect(taipeiToday(onTaipeiDay('2026-03-02'))).toBe('2026-03-02');
  });
});
