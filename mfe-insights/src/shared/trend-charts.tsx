import type { DailyStat, MonthlyStats } from '@creator/api/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { TimeSeriesChart } from '@creator/charts';
import { staleStyle } from '@creator/ui';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { memo, useId } from 'react';
import { useStatsMessages } from './messages';
import { MAX_CHARTED_METRICS, METRIC_KEYS, isMoneyMetric, type MetricKey } from './metrics';

export interface TrendChartsProps {
  /** The range's days (Asia/Taipei), or undefined while they load. */
  days: readonly DailyStat[] | undefined;
  loading: boolean;
  /**
   * `days` are an earlier range's, kept on show while the new one loads: the charts are marked
   * busy and dimmed, as the totals are.
   */
  stale?: boolean;
  /** The range could not be loaded (`days` undefined): said in place of the charts, with Retry. */
  failed?: boolean;
  onRetry?: () => unknown;
  metrics: readonly MetricKey[];
  onMetrics: (metrics: MetricKey[]) => void;
}

/**
 * What the charts show of the range's query (kept on the previous range's data while a new one
 * loads, `placeholderData: keepPreviousData`).
 */
export function rangeCharts(
  range: UseQueryResult<MonthlyStats>,
): Pick<TrendChartsProps, 'days' | 'loading' | 'stale' | 'failed' | 'onRetry'> {
  return {
    days: range.data?.days,
    loading: range.isPending,
    stale: range.isPlaceholderData,
    // A failed refetch keeps the days it had: only a range with nothing to show has failed here.
    failed: range.isError && range.data === undefined,
    onRetry: range.refetch,
  };
}

/**
 * One daily chart per metric the author ticks (up to four): each on its own axis and in its own
 * unit, so gifts are not flattened under views and money is not mixed with counts.
 */
export const TrendCharts = memo(function TrendCharts({
  days,
  loading,
  stale = false,
  failed = false,
  onRetry,
  metrics,
  onMetrics,
}: TrendChartsProps) {
  const t = useStatsMessages();
  const headingId = useId();
  const pickerId = useId();
  const full = metrics.length >= MAX_CHARTED_METRICS;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {t.trendHeading}
      </Typography.Title>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Typography.Text id={pickerId} strong>
          {t.chartMetrics}
        </Typography.Text>
        <div role="group" aria-labelledby={pickerId}>
          <Checkbox.Group<MetricKey>
            value={[...metrics]}
            onChange={(next) => {
              // Kept in the screens' order whatever order they were ticked in.
              const picked = METRIC_KEYS.filter((key) => next.includes(key));
              if (picked.length > 0) onMetrics(picked);
            }}
            options={METRIC_KEYS.map((key) => {
              const checked = metrics.includes(key);
              return {
                value: key,
                label: t[key],
                // At least one chart; at most four.
                disabled: checked ? metrics.length === 1 : full,
              };
            })}
          />
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t.chartMetricsHint(MAX_CHARTED_METRICS)}
        </Typography.Text>
      </Flex>
      {failed ? (
        // Not "no data for this period": the period's data did not arrive.
        <Flex wrap gap={8} align="center">
          <Typography.Text type="danger">{t.chartsFailed}</Typography.Text>
          <Button onClick={() => void onRetry?.()}>{t.retryCharts}</Button>
        </Flex>
      ) : (
        <div
          aria-busy={stale}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
            gap: 24,
            ...staleStyle(stale),
          }}
        >
          {metrics.map((key) => (
            <TimeSeriesChart
              key={key}
              title={t.dailyChartTitle(t[key])}
              loading={loading}
              data={days ?? []}
              // Daily readers are largely the same people each day: their sum means nothing.
              series={[{ key, name: t[key], total: key !== 'readers' }]}
              format={isMoneyMetric(key) ? 'currency' : 'number'}
              height={220}
            />
          ))}
        </div>
      )}
    </section>
  );
});
