import type { Dayjs } from 'dayjs';

/** Every date and time in the portal is shown and entered in Taipei time (docs/product-rules.md). */
export const TAIPEI_TZ = 'Asia/Taipei';

/** A date as the API or a date picker gives it. A Dayjs is read as the instant it stands for. */
export type DateInput = string | number | Date | Dayjs;

/** A calendar day without a time ('2026-11-01'): a day in Taipei, not an instant. */
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Formatting goes through Intl, which every browser has, so that a screen that only shows dates
// does not load dayjs (and its time zone plugins); dayjs comes with '@creator/ui/dates'.
const taipeiClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TAIPEI_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A time on the Taipei wall clock: its day 'YYYY-MM-DD' and time 'HH:mm:ss'. */
export interface WallClock {
  day: string;
  time: string;
}

/**
 * The Taipei wall clock of a date, whatever the browser's zone; undefined for a missing or
 * invalid value. A plain day ('2026-11-01', how the API names a day) is that day at 00:00:00.
 */
export function taipeiWallClock(value: DateInput | null | undefined): WallClock | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    // Read as the browser's local midnight, a plain day would be the day before in Taipei for a
    // browser east of it (Tokyo, Sydney): it is that day in Taipei.
    if (PLAIN_DAY.test(value)) return { day: value, time: '00:00:00' };
  }
  const instant = new Date(typeof value === 'object' ? value.valueOf() : value);
  if (Number.isNaN(instant.getTime())) return undefined;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of taipeiClock.formatToParts(instant)) part[type] = text;
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
  };
}

/** 'YYYY/MM/DD' in Taipei; '' for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  return taipeiWallClock(value)?.day.replaceAll('-', '/') ?? '';
}

/** 'YYYY/MM/DD HH:mm' (24-hour) in Taipei; '' for a missing or invalid value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const clock = taipeiWallClock(value);
  return clock ? `${clock.day.replaceAll('-', '/')} ${clock.time.slice(0, 5)}` : '';
}

const COMPACT_UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Abbreviates at 1e3 (K), 1e6 (M), 1e9 (B) and 1e12 (T) with one decimal:
 * 999 -> '999', 1000 -> '1.0K', 1049 -> '1.0K', 1050 -> '1.1K', -1500 -> '-1.5K'.
 *
 * Rounding is half away from zero on the magnitude. A value that rounds up to 1000 of a unit
 * moves to the next unit, so it never prints '1000.0K': 999,950 -> '1.0M' (and 999,949 ->
 * '999.9K'). Past the last unit the count keeps growing with separators: 1e15 -> '1,000.0T'.
 * Below 1000 the number is shown with at most one decimal. Non-finite input gives '-'.
 */
export function formatCompactNumber(n: number): string {
  if (!Number.isFinite(n)) return '-';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  // Tenths of the magnitude, rounded, in integers so 1050 -> 10.5 is not lost to float error.
  const tenthsOf = (unit: number) => Math.round((abs * 10) / unit);

  if (tenthsOf(1) < 10_000) {
    const tenths = tenthsOf(1);
    return tenths === 0 ? '0' : `${sign}${upToOneDecimal.format(tenths / 10)}`;
  }
  for (let i = COMPACT_UNITS.length - 1; i >= 0; i -= 1) {
    const unit = COMPACT_UNITS[i];
    const tenths = tenthsOf(unit.value);
    const isLargest = i === 0;
    if (tenths < 10_000 || isLargest) {
      return `${sign}${oneDecimal.format(tenths / 10)}${unit.suffix}`;
    }
  }
  return String(n); // unreachable: the largest unit always returns
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Full number with thousands separators: 1234567 -> '1,234,567' (at most two decimals). */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? grouped.format(n) : '-';
}

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole New Taiwan dollars: 1234.4 -> 'NT$1,234', -50 -> '-NT$50'. */
export function formatCurrency(n: number): string {
  if (!Number.isFinite(n)) return '-';
  const rounded = Math.round(Math.abs(n));
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}NT$${wholeDollars.format(rounded)}`;
}
