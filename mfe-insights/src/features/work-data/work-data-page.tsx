import { monthlyStatsTitleQuery, titleOverallsQuery } from '@creator/api';
import type { TitleOveralls } from '@creator/api/contract';
import { CsvDownloadButton, csvFileName, type CsvColumn } from '@creator/charts/csv';
import type { ScreenProps } from '@creator/remote-kit';
import {
  EmptyState,
  LinkButton,
  PageFrame,
  QueryState,
  formatNumber,
  hrefs,
  type ScreenQuery,
} from '@creator/ui';
import {
  keepPreviousData,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayColumns } from '../../shared/csv-columns';
import { previousPeriod } from '../../shared/date-range';
import { useStatsMessages, type StatsMessages } from '../../shared/messages';
import { MetricTotals } from '../../shared/metric-totals';
import { RangeSelector } from '../../shared/range-selector';
import { RangeTotals } from '../../shared/range-totals';
import { statsParams, useStatsView } from '../../shared/stats-view';
import { TrendCharts, rangeCharts } from '../../shared/trend-charts';
import {
  chapterRows,
  readSort,
  sortChapters,
  writeSort,
  type ChapterRow,
  type ChapterSort,
} from './chapter-rows';
import { ChapterTable } from './chapter-table';
import { useWorkDataMessages, type WorkDataMessages } from './messages';
import { retentionOf } from './retention';
import { RetentionSection } from './retention-section';

/** One work's data (/data-center/book?titleId=): its range, all time, retention, chapters. */
export default function WorkDataPage({ params }: ScreenProps<'workData'>) {
  return <WorkData titleId={params.titleId} />;
}

function WorkData({ titleId }: { titleId: string }) {
  const t = useWorkDataMessages();
  const view = useStatsView();
  const overalls = useQuery(titleOverallsQuery(titleId));
  // The range's numbers start loading beside the work's own, not after them.
  usePrefetchQuery(monthlyStatsTitleQuery(titleId, view.range));
  const title = overalls.data;
  return (
    <PageFrame
      // Nothing of the work shows before the server has said it is the author's.
      title={title ? t.pageTitle(title.displayName) : t.loadingTitle}
      extra={
        title ? (
          <>
            <LinkButton to={hrefs.dataCenter(statsParams(view.search))}>{t.dataCenter}</LinkButton>
            <LinkButton to={hrefs.work({ titleId })}>{t.backToWork}</LinkButton>
          </>
        ) : null
      }
    >
      <QueryState query={overalls}>{(data) => <WorkDataBody title={data} />}</QueryState>
    </PageFrame>
  );
}

function WorkDataBody({ title }: { title: TitleOveralls }) {
  const t = useWorkDataMessages();
  const stats = useStatsMessages();
  const view = useStatsView();
  const queryClient = useQueryClient();
  const allTimeId = useId();
  const { titleId } = title;
  const current = useQuery({
    ...monthlyStatsTitleQuery(titleId, view.range),
    placeholderData: keepPreviousData,
  });
  const previous = useQuery(monthlyStatsTitleQuery(titleId, previousPeriod(view.range)));
  const retention = useMemo(() => retentionOf(title.chapters), [title.chapters]);
  const rows = useMemo(() => chapterRows(title.chapters, retention), [title.chapters, retention]);
  const { range } = view;

  return (
    <Flex vertical gap={24}>
      <RangeSelector view={view} onChoose={view.chooseRange} />
      <RangeTotals
        range={range}
        current={current}
        previous={previous}
        actions={
          <CsvDownloadButton
            fileName={() =>
              csvFileName(`${title.displayName}_daily`, {
                from: range.startDate,
                to: range.endDate,
              })
            }
            columns={dayColumns(stats)}
            rows={async () =>
              (await queryClient.fetchQuery(monthlyStatsTitleQuery(titleId, range))).days
            }
          >
            {t.downloadDaily}
          </CsvDownloadButton>
        }
      />
      <TrendCharts
        {...rangeCharts(current)}
        metrics={view.metrics}
        onMetrics={view.chooseMetrics}
      />
      <section aria-labelledby={allTimeId}>
        <Typography.Title level={2} id={allTimeId} style={{ fontSize: 18 }}>
          {stats.allTime}
        </Typography.Title>
        <MetricTotals metrics={title.metrics} />
      </section>
      <RetentionSection retention={retention} />
      <ChaptersSection title={title} rows={rows} />
    </Flex>
  );
}

/** The address's `sort` (the registry's name for it), read and written. */
const SORT_PARAM: keyof ScreenQuery<'workData'> = 'sort';

function useChapterSort(): [ChapterSort, (sort: ChapterSort) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = useMemo(() => readSort(search.get(SORT_PARAM)), [search]);
  const setSort = useCallback(
    (next: ChapterSort) =>
      // Replaced, not pushed: Back leaves the screen rather than undoing each sort.
      setSearch(
        (prev) => {
          const copy = new URLSearchParams(prev);
          const value = writeSort(next);
          if (value === null) copy.delete(SORT_PARAM);
          else copy.set(SORT_PARAM, value);
          return copy;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [sort, setSort];
}

function ChaptersSection({ title, rows }: { title: TitleOveralls; rows: ChapterRow[] }) {
  const t = useWorkDataMessages();
  const stats = useStatsMessages();
  const headingId = useId();
  const [sort, setSort] = useChapterSort();
  const sorted = useMemo(() => sortChapters(rows, sort), [rows, sort]);
  return (
    <section aria-labelledby={headingId}>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8} align="baseline">
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {t.chaptersHeading}
          </Typography.Title>
          {rows.length > 0 && (
            <Typography.Text type="secondary">
              {t.chapterCount(formatNumber(rows.length))}
            </Typography.Text>
          )}
        </Flex>
        {rows.length > 0 && (
          <CsvDownloadButton
            fileName={() => csvFileName(`${title.displayName}_chapters`)}
            columns={chapterColumns(t, stats)}
            // What the author sees: the table in its current order.
            rows={() => sorted}
          >
            {t.downloadChapters}
          </CsvDownloadButton>
        )}
      </Flex>
      {rows.length === 0 ? (
        <EmptyState compact headingLevel={3} title={t.noChapters} />
      ) : (
        <ChapterTable rows={sorted} sort={sort} onSort={setSort} />
      )}
    </section>
  );
}

const roundedShare = (value: number | null) =>
  value === null ? null : Math.round(value * 10) / 10;

/** The per-chapter export: the table's columns, plus the chapter's state. */
function chapterColumns(t: WorkDataMessages, stats: StatsMessages): CsvColumn<ChapterRow>[] {
  return [
    { header: t.csvOrder, value: (row) => row.order, type: 'number' },
    { header: t.csvName, value: (row) => row.displayName },
    { header: t.state, value: (row) => t[row.state] },
    { header: stats.readers, value: (row) => row.readers, type: 'number' },
    { header: stats.views, value: (row) => row.views, type: 'number' },
    { header: stats.paidUnlocks, value: (row) => row.paidUnlocks, type: 'number' },
    { header: stats.ticketUses, value: (row) => row.ticketUses, type: 'number' },
    { header: stats.comments, value: (row) => row.comments, type: 'number' },
    { header: t.csvRetention, value: (row) => roundedShare(row.retention), type: 'number' },
  ];
}
