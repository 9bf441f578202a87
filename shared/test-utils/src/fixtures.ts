import { STAT_METRICS, type StatMetrics } from '@creator/api/contract';

/** Statistics with every metric 0 but those given. */
export function statMetrics(overrides: Partial<StatMetrics> = {}): StatMetrics {
  const all = {} as StatMetrics;
  for (const key of STAT_METRICS) all[key] = overrides[key] ?? 0;
  return all;
}
