import { monthlyStatsTotalQuery, totalOverallsQuery } from '@creator/api';
import type { StatMetrics, TitleOverall } from '@creator/api/contract';
import { PageFrame, QueryState, dayjs, hrefs } from '@creator/ui';
import type { Dayjs } from '@creator/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Empty, Flex, Segmented, Table, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { RANGE_PRESETS, presetRange, taipeiToday } from './date-range';
import type { DateRange, RangePreset } from './date-range';
import { useDataCenterMessages } from './messages';
import { METRIC_KEYS, isMoneyMetric } from './metrics';
import { MetricValue } from './metric-value';

type RangeChoice = RangePreset | 'custom';

const DEFAULT_PRESET: RangePreset = 'last7Days';

export default function DataCenterPage() {
  const t = useDataCenterMessages();
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_PRESET);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET, new Date()));

  const choose = (next: RangeChoice) => {
    setChoice(next);
    // 'custom' keeps the current range until the author picks dates in the RangePicker.
    if (next !== 'custom') setRange(presetRange(next, new Date()));
  };

  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={24}>
        <RangeSelector choice={choice} range={range} onChoose={choose} onCustom={setRange} />
        <RangeTotals range={range} />
        <AllTime />
      </Flex>
    </PageFrame>
  );
}

function RangeSelector({
  choice,
  range,
  onChoose,
  onCustom,
}: {
  choice: RangeChoice;
  range: DateRange;
  onChoose: (choice: RangeChoice) => void;
  onCustom: (range: DateRange) => void;
}) {
  const t = useDataCenterMessages();
  const options = [...RANGE_PRESETS, 'custom' as const].map((value) => ({
    value,
    label: t[value],
  }));
  const today = taipeiToday(new Date());
  const pickerValue: [Dayjs, Dayjs] = [dayjs(range.startDate), dayjs(range.endDate)];

  return (
    <Flex wrap gap={12} align="center">
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented<RangeChoice>
          options={options}
          value={choice}
          onChange={onChoose}
          aria-label={t.rangeLabel}
        />
      </div>
      {choice === 'custom' && (
        <DatePicker.RangePicker
          aria-label={t.customRange}
          placeholder={[t.startDate, t.endDate]}
          value={pickerValue}
          allowClear={false}
          // Stats exist up to today in Taipei; later days would only ever be empty.
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          onChange={(dates) => {
            const [start, end] = dates ?? [];
            if (start && end) {
              onCustom({
                startDate: start.format('YYYY-MM-DD'),
                endDate: end.format('YYYY-MM-DD'),
              });
            }
          }}
        />
      )}
    </Flex>
  );
}

function RangeTotals({ range }: { range: DateRange }) {
  const t = useDataCenterMessages();
  const stats = useQuery({ ...monthlyStatsTotalQuery(range), placeholderData: keepPreviousData });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {t.rangeTotals(range.startDate.replaceAll('-', '/'), range.endDate.replaceAll('-', '/'))}
      </Typography.Title>
      <QueryState query={stats}>
        {(data) => <MetricCards metrics={data.totals} dimmed={stats.isPlaceholderData} />}
      </QueryState>
    </section>
  );
}

function AllTime() {
  const t = useDataCenterMessages();
  const overalls = useQuery(totalOverallsQuery());
  const allTimeId = useId();
  const perWorkId = useId();
  return (
    <>
      <section aria-labelledby={allTimeId}>
        <Typography.Title level={2} id={allTimeId} style={{ fontSize: 18 }}>
          {t.allTime}
        </Typography.Title>
        <QueryState query={overalls}>{(data) => <MetricCards metrics={data.metrics} />}</QueryState>
      </section>
      {/* Same query as the totals above: its loading and error show there, once. */}
      {overalls.data && (
        <section aria-labelledby={perWorkId}>
          <Typography.Title level={2} id={perWorkId} style={{ fontSize: 18 }}>
            {t.perWork}
          </Typography.Title>
          {overalls.data.titles.length === 0 ? (
            <Empty description={t.noWorks} />
          ) : (
            <PerWorkTable titles={overalls.data.titles} />
          )}
        </section>
      )}
    </>
  );
}

function MetricCards({ metrics, dimmed = false }: { metrics: StatMetrics; dimmed?: boolean }) {
  const t = useDataCenterMessages();
  const { token } = theme.useToken();
  // Each term and its value in one plain div drawn as a card: a <dl> may hold div groups, but
  // its dt and dd must be their direct children (antd's Card would put two divs in between).
  const cardStyle = {
    padding: 12,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
  };
  return (
    <dl
      aria-busy={dimmed}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        gap: 12,
        margin: 0,
        opacity: dimmed ? 0.6 : 1,
        transition: 'opacity 0.2s',
      }}
    >
      {METRIC_KEYS.map((key) => (
        <div key={key} style={cardStyle}>
          <dt>
            <Typography.Text type="secondary">{t[key]}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>
            <MetricValue value={metrics[key]} money={isMoneyMetric(key)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PerWorkTable({ titles }: { titles: TitleOverall[] }) {
  const t = useDataCenterMessages();
  const columns: TableColumnsType<TitleOverall> = useMemo(
    () => [
      {
        title: t.work,
        dataIndex: 'displayName',
        fixed: 'start',
        render: (name: string, row: TitleOverall) => (
          <Link to={hrefs.work({ titleId: row.titleId })}>{name}</Link>
        ),
      },
      ...METRIC_KEYS.map((key) => ({
        title: t[key],
        key,
        align: 'right' as const,
        sorter: (a: TitleOverall, b: TitleOverall) => a.metrics[key] - b.metrics[key],
        render: (_: unknown, row: TitleOverall) => (
          <MetricValue value={row.metrics[key]} money={isMoneyMetric(key)} />
        ),
      })),
    ],
    [t],
  );
  return (
    <Table<TitleOverall>
      rowKey="titleId"
      columns={columns}
      dataSource={titles}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
