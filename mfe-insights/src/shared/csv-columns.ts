import type { MonthlyStatsByTitle, StatMetrics } from '@creator/api/contract';
import type { CsvColumn } from '@creator/charts/csv';
import type { StatsMessages } from './messages';
import { METRIC_KEYS, isMoneyMetric } from './metrics';

/** Headers of the eight metrics, money marked with its unit. */
function metricColumns<Row extends StatMetrics>(
  t: Pick<StatsMessages, (typeof METRIC_KEYS)[number] | 'csvMoney'>,
): CsvColumn<Row>[] {
  return METRIC_KEYS.map((key) => ({
    header: isMoneyMetric(key) ? t.csvMoney(t[key]) : t[key],
    value: (row: Row) => row[key],
    type: 'number' as const,
  }));
}

/** One day of one work, as the data center's export lists them. */
export interface WorkDay extends StatMetrics {
  date: string;
  titleId: string;
  displayName: string;
}

/**
 * Every work's days as rows, day by day and, within a day, in the works' order: a long table a
 * spreadsheet can filter or pivot by date or by work.
 */
export function workDays(stats: MonthlyStatsByTitle): WorkDay[] {
  const rows = stats.titles.flatMap((title, workIndex) =>
    title.days.map((day) => ({
      row: { ...day, titleId: title.titleId, displayName: title.displayName },
      workIndex,
    })),
  );
  rows.sort((a, b) =>
    a.row.date === b.row.date ? a.workIndex - b.workIndex : a.row.date < b.row.date ? -1 : 1,
  );
  return rows.map(({ row }) => row);
}

/** Date, work id, work name, then the eight metrics. */
export function workDayColumns(t: StatsMessages): CsvColumn<WorkDay>[] {
  return [
    { header: t.csvDate, value: (row) => row.date, type: 'date' },
    { header: t.csvWorkId, value: (row) => row.titleId },
    { header: t.csvWork, value: (row) => row.displayName },
    ...metricColumns<WorkDay>(t),
  ];
}

/** Date, then the eight metrics: one work's (or all works') days. */
export function dayColumns<Row extends StatMetrics & { date: string }>(
  t: StatsMessages,
): CsvColumn<Row>[] {
  return [{ header: t.csvDate, value: (row) => row.date, type: 'date' }, ...metricColumns<Row>(t)];
}
