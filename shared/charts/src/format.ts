import { formatCompactNumber, formatCurrency, formatNumber } from '@creator/ui';
import { TAIPEI_TZ, dayjs, toTaipei, type Dayjs } from '@creator/ui/dates';

/**
 * How a chart's values read: counts (readers, views), whole NT$, or percentages given as 0-100
 * (a retention of 87.5 reads '87.5%').
 */
export type ValueFormat = 'number' | 'currency' | 'percent';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A percentage's number with at most one decimal: 87.54 -> '87.5' (also percentage points). */
export function formatPercentNumber(value: number): string {
  return Number.isFinite(value) ? percent.format(value) : '-';
}

/** The exact value: '1,234,567', 'NT$1,234', '87.5%'. Tooltips and screen readers use it. */
export function formatExact(value: number, format: ValueFormat): string {
  if (!Number.isFinite(value)) return '-';
  if (format === 'currency') return formatCurrency(value);
  if (format === 'percent') return `${formatPercentNumber(value)}%`;
  return formatNumber(value);
}

/** The short value for axes and the visible summary: '1.2M', 'NT$12.3K', '87.5%'. */
export function formatShort(value: number, format: ValueFormat): string {
  if (!Number.isFinite(value)) return '-';
  if (format === 'currency') {
    const rounded = Math.round(value);
    const sign = rounded < 0 ? '-' : '';
    return `${sign}NT$${formatCompactNumber(Math.abs(rounded))}`;
  }
  if (format === 'percent') return formatExact(value, format);
  return formatCompactNumber(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^\d{4}-\d{2}$/;

/**
 * A time of the data as a Dayjs in Asia/Taipei. A bare day 'YYYY-MM-DD' or month 'YYYY-MM' (how
 * the API names them) is already a Taipei calendar day or month: reading it as the browser's
 * local midnight and converting would give the day before in zones east of Taipei (Tokyo).
 */
export function taipeiTime(value: string | number | Date | Dayjs): Dayjs {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return dayjs.tz(value, TAIPEI_TZ);
  if (typeof value === 'string' && MONTH_ONLY.test(value)) {
    return dayjs.tz(`${value}-01`, TAIPEI_TZ);
  }
  return toTaipei(value);
}
