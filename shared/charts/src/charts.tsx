import { useMemo } from 'react';
import { ChartFrame, type ChartFrameOptions } from './chart-frame';
import { taipeiTime, type ValueFormat } from './format';
import { useChartMessages } from './messages';
import { isValue, thin, type ChartModel, type SeriesSpec } from './model';

/** The keys of T whose values are numbers (the metrics a chart can draw). */
export type NumericKeys<T> = {
  [P in keyof T]-?: T[P] extends number | null | undefined ? P : never;
}[keyof T] &
  string;

/** Longest series drawn point by point; longer ones are thinned for drawing (see `thin`). */
const MAX_DRAWN_POINTS = 400;

const valueOrNull = (value: unknown): number | null =>
  typeof value === 'number' && isValue(value) ? value : null;

function useAriaLabel(model: ChartModel, title: string): string {
  const messages = useChartMessages();
  const first = model.categories[0]?.label ?? '';
  const last = model.categories[model.categories.length - 1]?.label ?? '';
  return (model.kind === 'stacked-bar' ? messages.stackedBarChart : messages.lineChart)(
    title,
    first,
    last,
  );
}

export interface TimeSeriesChartProps<
  T extends { date: string },
  K extends NumericKeys<T>,
> extends ChartFrameOptions {
  /** One entry per day; `date` is 'YYYY-MM-DD' in Asia/Taipei (or an instant). Any order. */
  data: readonly T[];
  /** The metrics to draw, one line each, in legend order (the author's pick). */
  series: readonly SeriesSpec<K>[];
  /** Default 'number'. */
  format?: ValueFormat;
}

/**
 * Daily values over a range in Asia/Taipei, one line per metric: the data center's trends.
 *
 *   <TimeSeriesChart title="每日閱讀" data={stats.days}
 *     series={[{ key: 'readers', name: '讀者', total: false }, { key: 'views', name: '瀏覽' }]} />
 */
export function TimeSeriesChart<T extends { date: string }, K extends NumericKeys<T>>({
  data,
  series,
  format = 'number',
  ...frame
}: TimeSeriesChartProps<T, K>) {
  const model = useMemo<ChartModel>(() => {
    const days = data
      .map((row) => ({ row, day: taipeiTime(row.date) }))
      .sort((a, b) => a.day.valueOf() - b.day.valueOf());
    return {
      kind: 'line',
      summary: 'time-series',
      categories: days.map(({ day }) => ({
        axisLabel: day.format('MM/DD'),
        label: day.format('YYYY/MM/DD'),
      })),
      series: series.map((spec) => ({
        key: spec.key,
        name: spec.name,
        total: spec.total ?? format !== 'percent',
        values: days.map(({ row }) => valueOrNull(row[spec.key])),
      })),
      format,
    };
  }, [data, series, format]);
  const drawn = useMemo(() => thin(model, MAX_DRAWN_POINTS), [model]);
  const ariaLabel = useAriaLabel(model, frame.title);
  return <ChartFrame {...frame} model={model} drawn={drawn} ariaLabel={ariaLabel} />;
}

export interface MonthValues<K extends string> {
  /** 'YYYY-MM' in Asia/Taipei. */
  month: string;
  /** One value per stacked part (revenue source); negative values stack below zero. */
  values: Partial<Record<K, number | null>>;
  /** The month's total drawn as a line over the stacks (e.g. net revenue); else the stacks' sum. */
  total?: number | null;
}

export interface StackedBarChartProps<K extends string> extends ChartFrameOptions {
  months: readonly MonthValues<K>[];
  /** The stacked parts, bottom to top, in legend order. */
  series: readonly SeriesSpec<K>[];
  /** Name of the `total` line ('淨收益'); needed when months carry a total. */
  totalName?: string;
  /** Default 'currency' (whole NT$). */
  format?: ValueFormat;
}

/**
 * Months along the axis, each a stack of parts (revenue by source), with the month's total as a
 * line: the revenue report.
 *
 *   <StackedBarChart title="每月收益" totalName="淨收益"
 *     months={report.months.map((m) => ({ month: m.month, values: m.bySource, total: m.net }))}
 *     series={REVENUE_SOURCES.map((key) => ({ key, name: sourceNames[key] }))} />
 */
export function StackedBarChart<K extends string>({
  months,
  series,
  totalName,
  format = 'currency',
  ...frame
}: StackedBarChartProps<K>) {
  const model = useMemo<ChartModel>(() => {
    const sorted = months
      .map((row) => ({ row, month: taipeiTime(row.month).startOf('month') }))
      .sort((a, b) => a.month.valueOf() - b.month.valueOf());
    const hasTotal = sorted.some(({ row }) => isValue(row.total));
    return {
      kind: 'stacked-bar',
      summary: 'months',
      categories: sorted.map(({ month }) => {
        const label = month.format('YYYY/MM');
        return { axisLabel: label, label };
      }),
      series: series.map((spec) => ({
        key: spec.key,
        name: spec.name,
        total: spec.total ?? format !== 'percent',
        values: sorted.map(({ row }) => valueOrNull(row.values[spec.key])),
      })),
      total: hasTotal
        ? {
            name: totalName ?? frame.title,
            values: sorted.map(({ row }) => valueOrNull(row.total)),
          }
        : undefined,
      format,
    };
  }, [months, series, totalName, format, frame.title]);
  const ariaLabel = useAriaLabel(model, frame.title);
  return <ChartFrame {...frame} model={model} ariaLabel={ariaLabel} />;
}

export interface OrdinalPoint<K extends string> {
  /** Short text under the axis ('3'). */
  label: string;
  /** Full name in the tooltip and the summary ('第 3 章 偶遇'); default `label`. */
  name?: string;
  values: Partial<Record<K, number | null>>;
}

export interface OrdinalLineChartProps<K extends string> extends ChartFrameOptions {
  /** In axis order (chapter order). */
  points: readonly OrdinalPoint<K>[];
  series: readonly SeriesSpec<K>[];
  /** Default 'number'; 'percent' takes values in 0-100 ('87.5%'). */
  format?: ValueFormat;
}

/**
 * Values over an ordered, non-time axis: a retention curve over chapters, in percent.
 *
 *   <OrdinalLineChart title="讀者留存" format="percent"
 *     points={chapters.map((c) => ({ label: String(c.order), name: c.displayName,
 *       values: { retention: (c.readers / first.readers) * 100 } }))}
 *     series={[{ key: 'retention', name: '留存率', total: false }]} />
 */
export function OrdinalLineChart<K extends string>({
  points,
  series,
  format = 'number',
  ...frame
}: OrdinalLineChartProps<K>) {
  const model = useMemo<ChartModel>(
    () => ({
      kind: 'line',
      summary: 'ordinal',
      categories: points.map((point) => ({
        axisLabel: point.label,
        label: point.name ?? point.label,
      })),
      series: series.map((spec) => ({
        key: spec.key,
        name: spec.name,
        // A sum over chapters or steps rarely means anything: stated only when asked for.
        total: spec.total ?? false,
        values: points.map((point) => valueOrNull(point.values[spec.key])),
      })),
      format,
    }),
    [points, series, format],
  );
  const drawn = useMemo(() => thin(model, MAX_DRAWN_POINTS), [model]);
  const ariaLabel = useAriaLabel(model, frame.title);
  return <ChartFrame {...frame} model={model} drawn={drawn} ariaLabel={ariaLabel} />;
}
