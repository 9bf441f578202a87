import {
  addMonths,
  formatMonth,
  isMonth,
  monthSpan,
  monthsDescending,
  taipeiMonth,
} from './months';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-06', -35)).toBe('2023-07');
  });

  it('counts and lists months, both ends included', () => {
    expect(monthSpan('2025-07', '2026-06')).toBe(12);
    expect(monthsDescending('2025-11', '2026-02')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthsDescending('2026-03', '2026-02')).toEqual([]);
  });

  it('takes only real months, and reads the month in Taipei', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    // 16:30 UTC on 31 May is already June in Taipei.
    expect(taipeiMonth(Date.parse('2026-05-31T16:30:00Z'))).toBe('2026-06');
    // 15:59 UTC is still 31 May there (and already June in Tokyo, where the tests run).
    expect(taipeiMonth(new Date('2026-05-31T15:59:00Z'))).toBe('2026-05');
    expect(formatMonth('2026-06')).toBe('2026/06');
  });
});
