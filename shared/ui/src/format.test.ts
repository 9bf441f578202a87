import {
  TAIPEI_TZ,
  formatCompactNumber,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  taipeiWallClock,
} from './format';
import dayjs from 'dayjs';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    // Rounds up to 1000.0K, so it moves to the next unit instead.
    [999_950, '1.0M'],
    [999_999, '1.0M'],
    [1e6, '1.0M'],
    [1_250_000, '1.3M'],
    [999_950_000, '1.0B'],
    [1e9, '1.0B'],
    [1e12, '1.0T'],
    [1e15, '1,000.0T'],
    [-999, '-999'],
    [-1000, '-1.0K'],
    [-1500, '-1.5K'],
    [-999_950, '-1.0M'],
    [-2e9, '-2.0B'],
    [12.34, '12.3'],
    [999.96, '1.0K'],
  ])('%p -> %p', (input, expected) => {
    expect(formatCompactNumber(input)).toBe(expected);
  });

  it('never prints 1000.0 of a unit below the largest one', () => {
    for (const n of [999_950, 999_999, 999_950_000, 999_999_999, 999_950_000_000]) {
      expect(formatCompactNumber(n)).not.toMatch(/^1,?000\.0[KMB]$/);
    }
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatCompactNumber(Number.NaN)).toBe('-');
    expect(formatCompactNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-9876.5, '-9,876.5'],
  ])('%p -> %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it.each([
    [0, 'NT$0'],
    [999, 'NT$999'],
    [1234.4, 'NT$1,234'],
    [1234.5, 'NT$1,235'],
    [1e6, 'NT$1,000,000'],
    [-50, '-NT$50'],
    [-0.2, 'NT$0'],
  ])('%p -> %p', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });
});

describe('Taipei dates', () => {
  it('uses Asia/Taipei', () => {
    expect(TAIPEI_TZ).toBe('Asia/Taipei');
  });

  it('shows an instant just before UTC midnight as the next morning in Taipei', () => {
    // 16:30 UTC on Jan 1 is 00:30 on Jan 2 in Taipei (UTC+8).
    expect(formatDate('2024-01-01T16:30:00Z')).toBe('2024/01/02');
    expect(formatDateTime('2024-01-01T16:30:00Z')).toBe('2024/01/02 00:30');
  });

  it('keeps the previous day until 16:00 UTC', () => {
    expect(formatDate('2024-01-01T15:59:00Z')).toBe('2024/01/01');
    expect(formatDateTime('2024-01-01T15:59:00Z')).toBe('2024/01/01 23:59');
  });

  it('crosses a year boundary', () => {
    expect(formatDateTime('2023-12-31T16:00:00.000Z')).toBe('2024/01/01 00:00');
  });

  it('reads a Date, a timestamp and a Dayjs as the instants they are', () => {
    const instant = '2024-02-29T20:15:00Z';
    expect(formatDateTime(new Date(instant))).toBe('2024/03/01 04:15');
    expect(formatDateTime(Date.parse(instant))).toBe('2024/03/01 04:15');
    expect(formatDateTime(dayjs(instant))).toBe('2024/03/01 04:15');
    expect(formatDate(dayjs('nonsense'))).toBe('');
  });

  it("shows a plain day as that day, whatever the browser's time zone", () => {
    // jest.config.cjs runs every test in Tokyo, east of Taipei: there a day read as the
    // browser's local midnight is the day before in Taipei.
    expect(new Date(2026, 10, 1).getTimezoneOffset()).toBe(-540);
    expect(formatDate('2026-11-01')).toBe('2026/11/01');
    expect(formatDate('2026-01-01')).toBe('2026/01/01');
    expect(formatDateTime('2026-11-01')).toBe('2026/11/01 00:00');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('gives the wall clock to the second, midnight as 00 (CSV files write it whole)', () => {
    expect(taipeiWallClock('2026-11-30T17:30:05Z')).toEqual({
      day: '2026-12-01',
      time: '01:30:05',
    });
    expect(taipeiWallClock(Date.parse('2026-11-30T16:00:00Z'))?.time).toBe('00:00:00');
    expect(taipeiWallClock('2026-11-01')).toEqual({ day: '2026-11-01', time: '00:00:00' });
    expect(taipeiWallClock('not a date')).toBeUndefined();
  });
});
