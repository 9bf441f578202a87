import {
  getRevenueDetails,
  myTitleStatsQuery,
  onceEach,
  revenueDeletedTitlesQuery,
  revenueDetailsQuery,
} from '@creator/api';
import { REVENUE_SOURCES } from '@creator/api/contract';
import type { RevenueDetailPage, RevenueDetailsQuery, RevenueLine } from '@creator/api/contract';
import { CsvDownloadButton, csvFileName, type CsvColumn } from '@creator/charts/csv';
import {
  EmptyState,
  QueryState,
  WorkName,
  formatCurrency,
  formatDateTime,
  staleStyle,
  useWorkName,
} from '@creator/ui';
import { TableRegion, WIDE_TABLE, useLastPageFallback } from '@creator/remote-kit';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useId } from 'react';
import { formatMonth, monthsDescending, taipeiMonth } from '../../lib/months';
import { RevenueFrame } from '../../lib/revenue-frame';
import { sourceLabel, useRevenueMessages } from '../../lib/revenue-messages';
import { useRevenueDetailMessages } from './messages';
import { DETAIL_PAGE_SIZE, useDetailFilters, type DetailFilters } from './use-detail-filters';

export { DETAIL_PAGE_SIZE };
/** The export reads the ledger in pages this long (the API's most). */
const EXPORT_PAGE_SIZE = 100;

/**
 * Every line of a filter, page after page, for the CSV file, each once: a line booked while the
 * pages are read pushes a line already read onto the next page.
 */
async function allLines(filter: Omit<RevenueDetailsQuery, 'current' | 'limit'>) {
  const pages: RevenueLine[][] = [];
  for (let current = 1; ; current += 1) {
    const page = await getRevenueDetails({ ...filter, current, limit: EXPORT_PAGE_SIZE });
    pages.push(page.lines);
    if (!page.more || page.lines.length === 0) return onceEach(pages, (line) => line.entryId);
  }
}

export default function RevenueDetailPage() {
  const t = useRevenueDetailMessages();
  const filters = useDetailFilters();
  const workName = useWorkName();
  const works = useQuery(myTitleStatsQuery());
  const deleted = useQuery(revenueDeletedTitlesQuery());
  // The works the filter offers: mine, then the deleted ones whose lines the ledger keeps, marked
  // deleted. Without the deleted ones (their list failed), the filter offers mine only.
  const options =
    works.data === undefined
      ? undefined
      : [
          ...works.data.titles,
          ...(deleted.data?.titles ?? []).map((work) => ({
            titleId: work.titleId,
            displayName: workName({ ...work, titleDeleted: true }) ?? '',
          })),
        ];
  // A work in the address that is not among them is dropped (and said so), never sent: the
  // server would refuse it and the author would see an error instead of their revenue.
  const unknownWork =
    filters.titleId !== undefined &&
    options !== undefined &&
    !deleted.isPending &&
    !options.some((work) => work.titleId === filters.titleId);
  const titleId = unknownWork ? undefined : filters.titleId;
  const details = useQuery({
    ...revenueDetailsQuery({
      month: filters.month,
      titleId,
      current: filters.page,
      limit: DETAIL_PAGE_SIZE,
    }),
    enabled: filters.titleId === undefined || (!works.isPending && !deleted.isPending),
  });
  const filtered = filters.month !== undefined || titleId !== undefined;
  const clear = () => filters.go({ page: 1 });
  const goToPage = (page: number, options?: { replace?: boolean }) =>
    filters.go({ month: filters.month, titleId, page }, options);
  const pastTheEnd = useLastPageFallback(details.data, goToPage);

  return (
    <RevenueFrame screen="revenueDetail" title={t.pageTitle}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-end" wrap gap={16}>
          <LedgerFilters
            filters={{ ...filters, titleId }}
            firstMonth={details.data?.firstMonth ?? null}
            works={options ?? []}
            worksFailed={works.isError}
            onChange={(next) => filters.go({ ...next, page: 1 })}
            onClear={filtered ? clear : undefined}
          />
          {details.data && details.data.total > 0 ? (
            <LedgerCsvButton
              month={filters.month}
              titleId={titleId}
              firstMonth={details.data.firstMonth}
            />
          ) : null}
        </Flex>
        {unknownWork ? <Alert type="warning" showIcon title={t.unknownWork} /> : null}
        <QueryState
          query={details}
          isEmpty={(data) => data.total === 0}
          empty={
            filtered ? (
              <EmptyState
                title={t.emptyFilteredTitle}
                hint={t.emptyFilteredHint}
                action={<Button onClick={clear}>{t.clearFilters}</Button>}
              />
            ) : (
              <EmptyState title={t.emptyTitle} hint={t.emptyHint} />
            )
          }
        >
          {(data) => (
            <>
              <Totals
                page={data}
                stale={details.isPlaceholderData}
                scope={[
                  filters.month && formatMonth(filters.month),
                  titleId && options?.find((w) => w.titleId === titleId)?.displayName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Ledger
                page={data}
                loading={details.isPlaceholderData || pastTheEnd}
                onPageChange={(page) => goToPage(page)}
              />
            </>
          )}
        </QueryState>
      </Flex>
    </RevenueFrame>
  );
}

interface LedgerFiltersProps {
  filters: DetailFilters;
  firstMonth: string | null;
  works: ReadonlyArray<{ titleId: string; displayName: string }>;
  worksFailed: boolean;
  onChange: (next: Omit<DetailFilters, 'page'>) => void;
  onClear?: () => void;
}

function LedgerFilters({
  filters,
  firstMonth,
  works,
  worksFailed,
  onChange,
  onClear,
}: LedgerFiltersProps) {
  const t = useRevenueDetailMessages();
  const shared = useRevenueMessages();
  const ids = { month: useId(), work: useId() };
  const current = taipeiMonth();
  const months = firstMonth ? monthsDescending(firstMonth, current) : [];
  // A bookmarked month outside the list still shows as chosen.
  if (filters.month && !months.includes(filters.month)) months.unshift(filters.month);
  const ALL = '';
  return (
    <Flex gap={16} wrap align="flex-end">
      <Flex vertical gap={4}>
        <label htmlFor={ids.month}>{t.month}</label>
        <Select
          id={ids.month}
          style={{ width: 160 }}
          virtual={false}
          value={filters.month ?? ALL}
          options={[
            { value: ALL, label: shared.allMonths },
            ...months.map((month) => ({ value: month, label: formatMonth(month) })),
          ]}
          onChange={(month: string) =>
            onChange({ month: month || undefined, titleId: filters.titleId })
          }
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={ids.work}>{t.work}</label>
        <Select
          id={ids.work}
          style={{ width: 240 }}
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.titleId ?? ALL}
          options={[
            { value: ALL, label: t.allWorks },
            ...works.map((work) => ({ value: work.titleId, label: work.displayName })),
          ]}
          onChange={(titleId: string) =>
            onChange({ month: filters.month, titleId: titleId || undefined })
          }
        />
      </Flex>
      {onClear ? <Button onClick={onClear}>{t.clearFilters}</Button> : null}
      {worksFailed ? (
        <Typography.Text type="secondary">{t.worksUnavailable}</Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The ledger of the filter as a CSV file: every line, not only the page shown. */
function LedgerCsvButton({
  month,
  titleId,
  firstMonth,
}: {
  month?: string;
  titleId?: string;
  firstMonth: string | null;
}) {
  const t = useRevenueDetailMessages();
  const shared = useRevenueMessages();
  const workName = useWorkName();
  const columns: CsvColumn<RevenueLine>[] = [
    { header: t.occurredAt, value: (line) => line.occurredAt, type: 'datetime' },
    { header: t.source, value: (line) => sourceLabel(shared, line.source) },
    { header: t.work, value: workName },
    { header: t.chapter, value: (line) => line.chapterName },
    { header: t.amount, value: (line) => line.amount, type: 'number' },
  ];
  const range = month
    ? { from: month, to: month }
    : { from: firstMonth ?? taipeiMonth(), to: taipeiMonth() };
  return (
    <CsvDownloadButton
      fileName={() => csvFileName('revenue-detail', { ...range, unit: 'month' })}
      columns={columns}
      rows={() => allLines({ month, titleId })}
    >
      {t.csv}
    </CsvDownloadButton>
  );
}

/**
 * The filter's total and its split by source, all lines counted (not only this page). While a new
 * filter loads, the previous filter's figures stay on show under the new scope, dimmed and said
 * busy (`stale`).
 */
function Totals({
  page,
  scope,
  stale,
}: {
  page: RevenueDetailPage;
  scope: string;
  stale: boolean;
}) {
  const t = useRevenueDetailMessages();
  const shared = useRevenueMessages();
  const headingId = useId();
  return (
    <Card size="small">
      <section aria-labelledby={headingId}>
        <Typography.Title id={headingId} level={2} style={{ fontSize: 16, marginTop: 0 }}>
          {t.totalsTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t.totalsOf(scope || t.everything)}
        </Typography.Paragraph>
        <div
          aria-busy={stale}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
            gap: 12,
            ...staleStyle(stale),
          }}
        >
          <Statistic
            title={t.total}
            value={page.totalAmount}
            formatter={(v) => formatCurrency(Number(v))}
          />
          {REVENUE_SOURCES.map((source) => (
            <Statistic
              key={source}
              title={sourceLabel(shared, source)}
              value={page.totalsBySource[source]}
              formatter={(v) => formatCurrency(Number(v))}
            />
          ))}
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
          {t.grossNote}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}

function Ledger({
  page,
  loading,
  onPageChange,
}: {
  page: RevenueDetailPage;
  loading: boolean;
  onPageChange: (page: number) => void;
}) {
  const t = useRevenueDetailMessages();
  const shared = useRevenueMessages();
  const columns: TableColumnsType<RevenueLine> = [
    { title: t.occurredAt, dataIndex: 'occurredAt', render: (v: string) => formatDateTime(v) },
    {
      title: t.source,
      dataIndex: 'source',
      render: (_: unknown, line: RevenueLine) => <Tag>{sourceLabel(shared, line.source)}</Tag>,
    },
    {
      title: t.work,
      dataIndex: 'titleName',
      // A deleted work's lines stay (they are money), with the name the work had, marked deleted.
      render: (_: unknown, line: RevenueLine) => <WorkName work={line} none={t.none} />,
    },
    { title: t.chapter, dataIndex: 'chapterName', render: (v: string | null) => v ?? t.none },
    {
      title: t.amount,
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (
        <Typography.Text type={amount < 0 ? 'danger' : undefined}>
          {formatCurrency(amount)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <TableRegion label={t.ledger}>
      <Table<RevenueLine>
        rowKey="entryId"
        columns={columns}
        dataSource={page.lines}
        loading={loading}
        {...WIDE_TABLE}
        pagination={{
          current: page.current,
          pageSize: page.limit,
          total: page.total,
          showSizeChanger: false,
          showTotal: (total) => t.lineCount(total),
          onChange: onPageChange,
        }}
      />
    </TableRegion>
  );
}
