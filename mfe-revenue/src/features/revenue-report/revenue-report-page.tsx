import { revenueReportQuery } from '@creator/api';
import {
  PLATFORM_SHARE_RATE,
  REVENUE_REPORT_MONTHS_MAX,
  REVENUE_SOURCES,
} from '@creator/api/contract';
import type { RevenueMonth, RevenueReport } from '@creator/api/contract';
import { StackedBarChart } from '@creator/charts';
import { CsvDownloadButton, csvFileName, type CsvColumn } from '@creator/charts/csv';
import { EmptyState, QueryState, formatCurrency, hrefs, staleStyle } from '@creator/ui';
import { STICKY_START, STICKY_START_SUMMARY, TableRegion, WIDE_TABLE } from '@creator/remote-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useId, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMonth, monthsDescending, taipeiMonth, addMonths } from '../../lib/months';
import { RevenueFrame } from '../../lib/revenue-frame';
import {
  settlementLabel,
  sourceLabel,
  useRevenueMessages,
  type RevenueMessages,
} from '../../lib/revenue-messages';
import { useRevenueReportMessages } from './messages';
import { presets, readRange, type ReportRange } from './report-range';

type Messages = ReturnType<typeof useRevenueReportMessages>;

export default function RevenueReportPage() {
  const t = useRevenueReportMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = taipeiMonth();
  const range = readRange(params.get('from'), params.get('to'), current);
  const report = useQuery({
    ...revenueReportQuery({ startMonth: range.from, endMonth: range.to }),
    placeholderData: keepPreviousData,
  });
  const go = (next: ReportRange) => navigate(hrefs.revenueReport(next));

  return (
    <RevenueFrame screen="revenueReport" title={t.pageTitle}>
      <Flex vertical gap={16}>
        <RangePicker
          range={range}
          current={current}
          firstMonth={report.data?.firstMonth ?? null}
          onChange={go}
        />
        {range.problems.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t.adjusted(
              range.problems.map((problem) =>
                problem === 'tooLong' ? t.tooLong(REVENUE_REPORT_MONTHS_MAX) : t[problem],
              ),
              formatMonth(range.from),
              formatMonth(range.to),
            )}
          />
        ) : null}
        <QueryState
          query={report}
          // Empty when no month has a line: lines that cancel out still make a month to show.
          isEmpty={(data) => data.months.every((month) => month.lineCount === 0)}
          empty={<EmptyState title={t.emptyTitle} hint={t.emptyHint} />}
        >
          {(data) => <Report report={data} stale={report.isPlaceholderData} />}
        </QueryState>
      </Flex>
    </RevenueFrame>
  );
}

function RangePicker({
  range,
  current,
  firstMonth,
  onChange,
}: {
  range: ReportRange;
  current: string;
  firstMonth: string | null;
  onChange: (range: ReportRange) => void;
}) {
  const t = useRevenueReportMessages();
  const ids = { from: useId(), to: useId(), presets: useId() };
  // Every month from the first revenue (or the range shown, if earlier) to now.
  const earliest = [firstMonth, range.from].filter(Boolean).sort()[0] ?? range.from;
  const months = monthsDescending(earliest, current);
  const option = (month: string) => ({ value: month, label: formatMonth(month) });
  const limit = (month: string, delta: number) => addMonths(month, delta);
  return (
    <Flex gap={16} wrap align="flex-end">
      <Flex vertical gap={4}>
        <label htmlFor={ids.from}>{t.from}</label>
        <Select
          id={ids.from}
          style={{ width: 140 }}
          virtual={false}
          value={range.from}
          // A start no later than the end and at most 36 months before it.
          options={months.filter((m) => m <= range.to && m >= limit(range.to, -35)).map(option)}
          onChange={(from: string) => onChange({ from, to: range.to })}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={ids.to}>{t.to}</label>
        <Select
          id={ids.to}
          style={{ width: 140 }}
          virtual={false}
          value={range.to}
          options={months.filter((m) => m >= range.from && m <= limit(range.from, 35)).map(option)}
          onChange={(to: string) => onChange({ from: range.from, to })}
        />
      </Flex>
      <div role="group" aria-labelledby={ids.presets}>
        <Typography.Text id={ids.presets} type="secondary" style={{ display: 'block' }}>
          {t.presets}
        </Typography.Text>
        <Flex gap={8} wrap>
          {presets(current).map((preset) => {
            const active = preset.range.from === range.from && preset.range.to === range.to;
            return (
              <Button
                key={preset.key}
                size="small"
                type={active ? 'primary' : 'default'}
                aria-pressed={active}
                onClick={() => onChange(preset.range)}
              >
                {t[preset.key as 'last6' | 'last12' | 'thisYear' | 'lastYear']}
              </Button>
            );
          })}
        </Flex>
      </div>
    </Flex>
  );
}

/** Sums of the months shown, for the table's total row. */
function totals(months: readonly RevenueMonth[]) {
  const bySource = Object.fromEntries(
    REVENUE_SOURCES.map((source) => [
      source,
      months.reduce((sum, month) => sum + month.bySource[source], 0),
    ]),
  ) as RevenueMonth['bySource'];
  const sum = (pick: (month: RevenueMonth) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  return {
    bySource,
    gross: sum((m) => m.gross),
    platformShare: sum((m) => m.platformShare),
    net: sum((m) => m.net),
  };
}

function csvColumns(t: Messages, shared: RevenueMessages): CsvColumn<RevenueMonth>[] {
  return [
    { header: t.month, value: (m) => m.month, type: 'month' },
    ...REVENUE_SOURCES.map((source): CsvColumn<RevenueMonth> => ({
      header: sourceLabel(shared, source),
      value: (m) => m.bySource[source],
      type: 'number',
    })),
    { header: t.gross, value: (m) => m.gross, type: 'number' },
    { header: t.platformShare, value: (m) => m.platformShare, type: 'number' },
    { header: t.net, value: (m) => m.net, type: 'number' },
    { header: t.settlement, value: (m) => settlementLabel(shared, m.settlement) },
  ];
}

/**
 * The months of a report. While another range loads, the previous range's months stay on show,
 * dimmed and said busy (`stale`); the CSV file is named after the months it holds.
 */
function Report({ report, stale }: { report: RevenueReport; stale: boolean }) {
  const t = useRevenueReportMessages();
  const shared = useRevenueMessages();
  const sum = useMemo(() => totals(report.months), [report.months]);
  const money = (value: number) => (
    <Typography.Text type={value < 0 ? 'danger' : undefined}>
      {formatCurrency(value)}
    </Typography.Text>
  );
  const columns: TableColumnsType<RevenueMonth> = [
    { title: t.month, dataIndex: 'month', ...STICKY_START, render: (m: string) => formatMonth(m) },
    ...REVENUE_SOURCES.map((source) => ({
      title: sourceLabel(shared, source),
      key: source,
      align: 'right' as const,
      render: (_: unknown, m: RevenueMonth) => money(m.bySource[source]),
    })),
    { title: t.gross, dataIndex: 'gross', align: 'right', render: money },
    { title: t.platformShare, dataIndex: 'platformShare', align: 'right', render: money },
    {
      title: t.net,
      dataIndex: 'net',
      align: 'right',
      render: (value: number) => <strong>{money(value)}</strong>,
    },
    {
      title: t.settlement,
      dataIndex: 'settlement',
      render: (_: unknown, m: RevenueMonth) => (
        <Tag color={m.settlement === 'SETTLED' ? 'success' : 'processing'}>
          {settlementLabel(shared, m.settlement)}
        </Tag>
      ),
    },
  ];

  const shown = { from: report.months[0]?.month ?? '', to: report.months.at(-1)?.month ?? '' };

  return (
    <Flex vertical gap={16} aria-busy={stale} style={staleStyle(stale)}>
      <StackedBarChart
        title={t.chartTitle}
        totalName={t.net}
        months={report.months.map((m) => ({ month: m.month, values: m.bySource, total: m.net }))}
        series={REVENUE_SOURCES.map((key) => ({ key, name: sourceLabel(shared, key) }))}
      />
      <div>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t.tableTitle}
          </Typography.Title>
          <CsvDownloadButton
            fileName={() =>
              csvFileName('revenue-report', { from: shown.from, to: shown.to, unit: 'month' })
            }
            columns={csvColumns(t, shared)}
            rows={() => report.months}
          >
            {t.csv}
          </CsvDownloadButton>
        </Flex>
        <TableRegion label={t.tableTitle}>
          <Table<RevenueMonth>
            rowKey="month"
            columns={columns}
            dataSource={report.months}
            pagination={false}
            {...WIDE_TABLE}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} className={STICKY_START_SUMMARY}>
                  <strong>{t.total}</strong>
                </Table.Summary.Cell>
                {REVENUE_SOURCES.map((source, index) => (
                  <Table.Summary.Cell key={source} index={index + 1} align="right">
                    {money(sum.bySource[source])}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={6} align="right">
                  {money(sum.gross)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  {money(sum.platformShare)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} align="right">
                  <strong>{money(sum.net)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={9} />
              </Table.Summary.Row>
            )}
          />
        </TableRegion>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t.shareNote(`${Math.round(PLATFORM_SHARE_RATE * 100)}%`)}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{shared.settlementHint}</Typography.Paragraph>
      </div>
    </Flex>
  );
}
