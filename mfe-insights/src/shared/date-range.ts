import { STATS_RANGE_MAX_DAYS } from '@creator/api/contract';
import { TAIPEI_TZ, dayjs } from '@creator/ui/dates';

/** The quick choices above the data; 'custom' is whatever the RangePicker holds. */
export const RANGE_PRESETS = ['yesterday', 'last7Days', 'last30Days', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range shown when the address names none. */
export const DEFAULT_PRESET: RangePreset = 'last7Days';

/** Calendar dates (YYYY-MM-DD) in Asia/Taipei, both ends included, as the stats API takes them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Today's calendar date in Taipei, whatever the browser's own time zone. */
export function taipeiToday(now: Date): string {
  return dayjs(now).tz(TAIPEI_TZ).format(DATE_FORMAT);
}

/**
 * The range a preset stands for at `now`, in Taipei calendar days. "Last 7 / 30 days" end today
 * (today counts as one of them); "this month" runs from the 1st to today.
 */
export function presetRange(preset: RangePreset, now: Date): DateRange {
  const today = dayjs(now).tz(TAIPEI_TZ).startOf('day');
  const fmt = (d: typeof today) => d.format(DATE_FORMAT);
  switch (preset) {
    case 'yesterday': {
      const yesterday = fmt(today.subtract(1, 'day'));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: fmt(today.subtract(6, 'day')), endDate: fmt(today) };
    case 'last30Days':
      return { startDate: fmt(today.subtract(29, 'day')), endDate: fmt(today) };
    case 'thisMonth':
      return { startDate: fmt(today.startOf('month')), endDate: fmt(today) };
  }
}

// Calendar dates are counted as UTC midnights: whole days, no time zone or daylight saving in
// the arithmetic.
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return DATE_PATTERN.test(value) && dateOf(dayNumber(value)) === value;
}

/** How many days the range covers, both ends included. */
export function daysInRange(range: DateRange): number {
  return dayNumber(range.endDate) - dayNumber(range.startDate) + 1;
}

/**
 * The period of the same length that ends the day before the range starts: what each total is
 * compared with (the 7 days before the last 7, the day before yesterday, ...).
 */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysInRange(range);
  const start = dayNumber(range.startDate);
  return { startDate: dateOf(start - length), endDate: dateOf(start - 1) };
}

export type RangeProblem = 'invalidDate' | 'reversed' | 'future' | 'tooLong';

/**
 * What is wrong with a custom range at `now`, or null: real dates, start before end, nothing
 * after today in Taipei, at most the API's longest range.
 */
export function customRangeProblem(range: DateRange, now: Date): RangeProblem | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return 'invalidDate';
  if (range.startDate > range.endDate) return 'reversed';
  if (range.endDate > taipeiToday(now)) return 'future';
  if (daysInRange(range) > STATS_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}
