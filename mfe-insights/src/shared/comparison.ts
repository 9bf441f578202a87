import type { MonthlyStats, StatMetrics } from '@creator/api/contract';
import { formatNumber } from '@creator/ui';
import { daysInRange } from './date-range';
import { METRIC_KEYS, type MetricKey } from './metrics';

/**
 * A range's figures as the screens state them: each total of the range, but readers as the
 * average a day. The stats are daily: a day's readers are the people who read that day, and the
 * same people read on many days, so the range's sum of them (what `totals.readers` is) counts one
 * reader once per day read and is no number of readers at all. The daily average is, and it
 * compares with the previous period as it is (unrounded; shown rounded).
 */
export function rangeFigures(stats: MonthlyStats): StatMetrics {
  const days = daysInRange(stats);
  return { ...stats.totals, readers: days > 0 ? stats.totals.readers / days : 0 };
}

/** How a total moved against the previous period of the same length. */
export type Change =
  /** `percent` is the size of the move, always > 0; the kind says which way. */
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** The previous period had 0: any move from nothing has no percentage. */
  | { kind: 'fromZero' }
  /** The previous period's numbers are not there (still loading, or failed). */
  | { kind: 'unknown' };

/**
 * The change from `previous` to `current`, relative to the size of `previous` (so a negative
 * previous total that grows is 'up'). Equal totals, zeros included, are 'same'.
 */
export function changeBetween(current: number, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined) return { kind: 'unknown' };
  if (!Number.isFinite(previous) || !Number.isFinite(current)) return { kind: 'unknown' };
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'fromZero' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** Every metric's change; all 'unknown' while the previous period is missing. */
export function compareTotals(
  current: StatMetrics,
  previous: StatMetrics | undefined,
): Record<MetricKey, Change> {
  return Object.fromEntries(
    METRIC_KEYS.map((key) => [key, changeBetween(current[key], previous?.[key])]),
  ) as Record<MetricKey, Change>;
}

/**
 * The change as a signed whole percentage: '+12%', '-3%', '+1,250%', '0%'. A move that rounds to
 * 0% is still a move and reads '+<1%' or '-<1%'. Null when there is no percentage to give
 * (from zero, unknown): the screen says why in words.
 */
export function formatChange(change: Change): string | null {
  switch (change.kind) {
    case 'same':
      return '0%';
    case 'up':
    case 'down': {
      const sign = change.kind === 'up' ? '+' : '-';
      const whole = Math.round(change.percent);
      return whole === 0 ? `${sign}<1%` : `${sign}${formatNumber(whole)}%`;
    }
    default:
      return null;
  }
}
