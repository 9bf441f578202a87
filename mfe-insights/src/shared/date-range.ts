import { STATS_RANGE_MAX_DAYS } from '@creator/api/contract';
import { taipeiWallClock } from '@creator/ui';

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

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

// Calendar dates are counted as UTC midnights: whole days, no time zone or daylight saving in
// the arithmetic. Without dayjs: the routes compute the default range to prefetch its data, and
// dayjs there would be a wave of files before the screen's own code is even asked for.
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today's calendar date in Taipei, whatever the browser's own time zone. */
export function taipeiToday(now: Date): string {
  const clock = taipeiWallClock(now);
  if (!clock) throw new RangeError(`Not a time: ${String(now)}`);
  return clock.day;
}

/** The time left from `now` to the next midnight in Taipei (which keeps UTC+8 all year). */
export function untilNextTaipeiDay(now: Date): number {
  const clock = taipeiWallClock(now);
  if (!clock) throw new RangeError(`Not a time: ${String(now)}`);
  const [hours, minutes, seconds] = clock.time.split(':').map(Number);
  const sinceMidnight = ((hours * 60 + minutes) * 60 + seconds) * 1000 + now.getUTCMilliseconds();
  return DAY_MS - sinceMidnight;
}

/** An instant on that Taipei calendar day (its noon), for what asks for a time. */
export function onTaipeiDay(day: string): Date {
  return new Date(`${day}T12:00:00+08:00`);
}

/**
 * The range a preset stands for at `now`, in Taipei calendar days. "Last 7 / 30 days" end today
 * (today counts as one of them); "this month" runs from the 1st to today.
 */
export function presetRange(preset: RangePreset, now: Date): DateRange {
  const today = taipeiToday(now);
  const day = dayNumber(today);
  switch (preset) {
    case 'yesterday': {
      const yesterday = dateOf(day - 1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: dateOf(day - 6), endDate: today };
    case 'last30Days':
      return { startDate: dateOf(day - 29), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  }
}

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
