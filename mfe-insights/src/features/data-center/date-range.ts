import { TAIPEI_TZ, dayjs } from '@creator/ui';

/** The quick choices above the data center; 'custom' is whatever the RangePicker holds. */
export const RANGE_PRESETS = ['yesterday', 'last7Days', 'last30Days', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Calendar dates (YYYY-MM-DD) in Asia/Taipei, both ends included, as the stats API takes them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DATE_FORMAT = 'YYYY-MM-DD';

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
