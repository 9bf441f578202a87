import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date and time in the portal is shown and entered in Taipei time (docs/product-rules.md). */
export const TAIPEI_TZ = 'Asia/Taipei';

export { dayjs };
export type { Dayjs };

export type DateInput = string | number | Date | Dayjs;

/** The instant as a Dayjs in Asia/Taipei, whatever the browser's own time zone. */
export function toTaipei(value: DateInput): Dayjs {
  return dayjs(value).tz(TAIPEI_TZ);
}

/** A calendar day without a time ('2026-11-01'): a day in Taipei, not an instant. */
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatInTaipei(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  // dayjs would read a plain day as the browser's local midnight, which is the day before in
  // Taipei for a browser east of it (Tokyo, Sydney): read it as that day in Taipei instead.
  const parsed =
    typeof value === 'string' && PLAIN_DAY.test(value) ? dayjs.tz(value, TAIPEI_TZ) : dayjs(value);
  return parsed.isValid() ? parsed.tz(TAIPEI_TZ).format(pattern) : '';
}

/** 'YYYY/MM/DD' in Taipei; '' for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatInTaipei(value, 'YYYY/MM/DD');
}

/** 'YYYY/MM/DD HH:mm' (24-hour) in Taipei; '' for a missing or invalid value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatInTaipei(value, 'YYYY/MM/DD HH:mm');
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
