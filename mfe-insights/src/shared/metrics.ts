import { STAT_METRICS, type StatMetrics } from '@creator/api/contract';

/** The eight totals, in the order the screens show them. */
export const METRIC_KEYS = STAT_METRICS satisfies ReadonlyArray<keyof StatMetrics>;

export type MetricKey = (typeof METRIC_KEYS)[number];

/** Revenue is money (NT$); every other metric is a count. */
export const isMoneyMetric = (key: MetricKey) => key === 'revenue';

/** The metrics charted when the address names none. */
export const DEFAULT_CHARTED: readonly MetricKey[] = ['readers'];

/** How many metrics can be charted at once: one small chart each, so they stay readable. */
export const MAX_CHARTED_METRICS = 4;
