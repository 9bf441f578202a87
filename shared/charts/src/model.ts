import type { ValueFormat } from './format';

/** One line (or one stack of bars) of a chart: which field of the data, and its name on screen. */
export interface SeriesSpec<K extends string = string> {
  key: K;
  /** Shown in the legend, the tooltip and the summary, in the UI language. */
  name: string;
  /**
   * Whether the summary states the series' sum over the range. Default: yes for counts and money
   * over time, no for percentages and on OrdinalLineChart. Turn it off where a sum means nothing
   * (daily readers, many of whom are the same people every day).
   */
  total?: boolean;
}

/** A point on the category (x) axis. */
export interface ChartCategory {
  /** Short text under the axis: '11/05', '2026/11', '3'. */
  axisLabel: string;
  /** Full text in the tooltip and the summary: '2026/11/05', '第 3 章 偶遇'. */
  label: string;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** One value per category; null where the data has none. */
  values: (number | null)[];
  total: boolean;
}

/** What the summary writes for each kind of chart. */
export type SummaryKind = 'time-series' | 'months' | 'ordinal';

/** Everything a renderer draws, already normalised by the public chart components. */
export interface ChartModel {
  kind: 'line' | 'stacked-bar';
  summary: SummaryKind;
  categories: ChartCategory[];
  series: ChartSeries[];
  /** Stacked bars only: a total per category drawn as a line over the stacks (e.g. net revenue). */
  total?: { name: string; values: (number | null)[] };
  format: ValueFormat;
}

export function hasData(model: ChartModel): boolean {
  if (model.categories.length === 0) return false;
  const lines = model.total ? [...model.series, model.total] : model.series;
  return lines.some((line) => line.values.some((value) => isValue(value)));
}

export function isValue(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A copy of a long series thinned to about `maxPoints` for drawing: the first and last point and,
 * in each bucket, the lowest and the highest of the first series, so every drop and peak a reader
 * could see stays in the line. More points than pixels only slow the page (a work of 5,000
 * chapters); the summary still reads every point.
 */
export function thin(model: ChartModel, maxPoints: number): ChartModel {
  const count = model.categories.length;
  if (count <= maxPoints || model.series.length === 0) return model;
  const lead = model.series[0].values;
  const keep = new Set<number>([0, count - 1]);
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const size = count / buckets;
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = Math.floor(bucket * size);
    const end = Math.min(count, Math.floor((bucket + 1) * size));
    let low = -1;
    let high = -1;
    for (let index = start; index < end; index += 1) {
      const value = lead[index];
      if (!isValue(value)) continue;
      if (low < 0 || value < (lead[low] as number)) low = index;
      if (high < 0 || value > (lead[high] as number)) high = index;
    }
    if (low >= 0) keep.add(low);
    if (high >= 0) keep.add(high);
  }
  const indexes = [...keep].sort((a, b) => a - b);
  const pick = <T>(values: readonly T[]) => indexes.map((index) => values[index]);
  return {
    ...model,
    categories: pick(model.categories),
    series: model.series.map((series) => ({ ...series, values: pick(series.values) })),
    total: model.total && { ...model.total, values: pick(model.total.values) },
  };
}
