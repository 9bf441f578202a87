import type { DailyStat } from '@creator/api/contract';
import { TimeSeriesChart } from '@creator/charts';
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
  metrics: readonly MetricKey[];
  onMetrics: (metrics: MetricKey[]) => void;
}

/**
 * One daily chart per metric the author ticks (up to four): each on its own axis and in its own
 * unit, so gifts are not flattened under views and money is not mixed with counts.
 */
export const TrendCharts = memo(function TrendCharts({
  days,
  loading,
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
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
          gap: 24,
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
    </section>
  );
});
