import { monthlyStatsByTitleQuery, monthlyStatsTotalQuery, totalOverallsQuery } from '@creator/api';
import type { TitleOverall } from '@creator/api/contract';
import { CsvDownloadButton, csvFileName } from '@creator/charts/csv';
import { STICKY_START, TableRegion, WIDE_TABLE } from '@creator/remote-kit';
import { EmptyState, PageFrame, QueryState, hrefs } from '@creator/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { workDayColumns, workDays } from '../../shared/csv-columns';
import { previousPeriod, type DateRange } from '../../shared/date-range';
import { useStatsMessages } from '../../shared/messages';
import { MetricTotals } from '../../shared/metric-totals';
import { MetricValue } from '../../shared/metric-value';
import { METRIC_KEYS, isMoneyMetric } from '../../shared/metrics';
import { RangeSelector } from '../../shared/range-selector';
import { RangeTotals } from '../../shared/range-totals';
import { statsParams, useStatsView } from '../../shared/stats-view';
import { TrendCharts, rangeCharts } from '../../shared/trend-charts';
import { useDataCenterMessages } from './messages';

/** The data center (/data-center): all of the author's works over a range, and all time. */
export default function DataCenterPage() {
  const t = useDataCenterMessages();
  const view = useStatsView();
  const current = useQuery({
    ...monthlyStatsTotalQuery(view.range),
    placeholderData: keepPreviousData,
  });
  const previous = useQuery(monthlyStatsTotalQuery(previousPeriod(view.range)));

  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={24}>
        <RangeSelector view={view} onChoose={view.chooseRange} />
        <RangeTotals
          range={view.range}
          current={current}
          previous={previous}
          actions={<PerWorkCsv range={view.range} />}
        />
        <TrendCharts
          {...rangeCharts(current)}
          metrics={view.metrics}
          onMetrics={view.chooseMetrics}
        />
        <AllTime search={view.search} />
      </Flex>
    </PageFrame>
  );
}

/** The range per day and per work, fetched when the author asks for the file. */
function PerWorkCsv({ range }: { range: DateRange }) {
  const t = useDataCenterMessages();
  const stats = useStatsMessages();
  const queryClient = useQueryClient();
  return (
    <CsvDownloadButton
      fileName={() => csvFileName('data-center', { from: range.startDate, to: range.endDate })}
      columns={workDayColumns(stats)}
      rows={async () => workDays(await queryClient.fetchQuery(monthlyStatsByTitleQuery(range)))}
    >
      {t.downloadPerWork}
    </CsvDownloadButton>
  );
}

function AllTime({ search }: { search: URLSearchParams }) {
  const t = useDataCenterMessages();
  const stats = useStatsMessages();
  const overalls = useQuery(totalOverallsQuery());
  const allTimeId = useId();
  const perWorkId = useId();
  return (
    <>
      <section aria-labelledby={allTimeId}>
        <Typography.Title level={2} id={allTimeId} style={{ fontSize: 18 }}>
          {stats.allTime}
        </Typography.Title>
        <QueryState query={overalls}>
          {(data) => <MetricTotals metrics={data.metrics} />}
        </QueryState>
      </section>
      {/* Same query as the totals above: its loading and error show there, once. */}
      {overalls.data && (
        <section aria-labelledby={perWorkId}>
          <Typography.Title level={2} id={perWorkId} style={{ fontSize: 18 }}>
            {t.perWork}
          </Typography.Title>
          {overalls.data.titles.length === 0 ? (
            <EmptyState compact headingLevel={3} title={t.noWorks} />
          ) : (
            <PerWorkTable titles={overalls.data.titles} search={search} />
          )}
        </section>
      )}
    </>
  );
}

function PerWorkTable({ titles, search }: { titles: TitleOverall[]; search: URLSearchParams }) {
  const t = useDataCenterMessages();
  const stats = useStatsMessages();
  // Each work's page opens on the same range and charts as this screen.
  const carried = useMemo(() => statsParams(search), [search]);
  const columns: TableColumnsType<TitleOverall> = useMemo(
    () => [
      {
        title: t.work,
        dataIndex: 'displayName',
        ...STICKY_START,
        render: (name: string, row: TitleOverall) => (
          <Link to={hrefs.workData({ titleId: row.titleId, ...carried })}>{name}</Link>
        ),
      },
      ...METRIC_KEYS.map((key) => ({
        title: stats[key],
        key,
        align: 'right' as const,
        sorter: (a: TitleOverall, b: TitleOverall) => a.metrics[key] - b.metrics[key],
        render: (_: unknown, row: TitleOverall) => (
          <MetricValue value={row.metrics[key]} money={isMoneyMetric(key)} variant="cell" />
        ),
      })),
    ],
    [t, stats, carried],
  );
  return (
    <TableRegion label={t.perWorkTable}>
      <Table<TitleOverall>
        rowKey="titleId"
        columns={columns}
        dataSource={titles}
        pagination={false}
        {...WIDE_TABLE}
      />
    </TableRegion>
  );
}
