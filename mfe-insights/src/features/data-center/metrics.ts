import type { StatMetrics } from '@creator/api/contract';

/** The eight totals, in the order the data center shows them. */
export const METRIC_KEYS = [
  'readers',
  'views',
  'favorites',
  'comments',
  'ticketUses',
  'paidUnlocks',
  'gifts',
  'revenue',
] as const satisfies ReadonlyArray<keyof StatMetrics>;

export type MetricKey = (typeof METRIC_KEYS)[number];

/** Revenue is money (NT$); every other metric is a count. */
export const isMoneyMetric = (key: MetricKey) => key === 'revenue';
