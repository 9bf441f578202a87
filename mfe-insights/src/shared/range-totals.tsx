import type { MonthlyStats } from '@creator/api/contract';
import { QueryState } from '@creator/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId, type ReactNode } from 'react';
import { compareTotals, rangeFigures } from './comparison';
import { previousPeriod, type DateRange } from './date-range';
import { useStatsMessages } from './messages';
import { MetricTotals } from './metric-totals';

const slashed = (date: string) => date.replaceAll('-', '/');

export interface RangeTotalsProps {
  range: DateRange;
  current: UseQueryResult<MonthlyStats>;
  /** The same stats over the previous period of the same length (previousPeriod(range)). */
  previous: UseQueryResult<MonthlyStats>;
  /** Beside the heading (the export). */
  actions?: ReactNode;
}

/**
 * The range's totals (readers as the average a day, see rangeFigures), each compared with the
 * previous period of the same length. While a new
 * range loads the old numbers stay, dimmed, without a comparison (it would mix two ranges); a
 * previous period that fails to load leaves the totals alone and says so once, with a retry.
 */
export function RangeTotals({ range, current, previous, actions }: RangeTotalsProps) {
  const t = useStatsMessages();
  const headingId = useId();
  const before = previousPeriod(range);
  const comparable = !current.isPlaceholderData && previous.data !== undefined;
  return (
    <section aria-labelledby={headingId}>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 4 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {t.rangeTotals(slashed(range.startDate), slashed(range.endDate))}
        </Typography.Title>
        {actions}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t.comparedWith(slashed(before.startDate), slashed(before.endDate))}
        {previous.isError && (
          <>
            {' '}
            <span role="alert">{t.comparisonFailed}</span>{' '}
            <Button type="link" size="small" onClick={() => void previous.refetch()}>
              {t.retryComparison}
            </Button>
          </>
        )}
      </Typography.Paragraph>
      <QueryState query={current}>
        {(data) => (
          <MetricTotals
            metrics={rangeFigures(data)}
            labels={{ readers: t.averageDailyReaders, favorites: t.newFavorites }}
            changes={compareTotals(
              rangeFigures(data),
              comparable && previous.data ? rangeFigures(previous.data) : undefined,
            )}
            dimmed={current.isPlaceholderData}
          />
        )}
      </QueryState>
    </section>
  );
}
