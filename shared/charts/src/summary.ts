import { formatNumber } from '@creator/ui';
import { formatExact, formatPercentNumber, formatShort, type ValueFormat } from './format';
import type { ChartMessages } from './messages';
import { isValue, type ChartModel, type ChartSeries } from './model';

/** One sentence of the summary: abbreviated numbers on screen, exact ones for screen readers. */
export interface SummaryLine {
  short: string;
  exact: string;
}

type Values = readonly (number | null)[];

export function sumOf(values: Values): number {
  return values.reduce<number>((sum, value) => (isValue(value) ? sum + value : sum), 0);
}

/** The first highest value and where it is; undefined when there is no value. */
export function highestOf(values: Values): { index: number; value: number } | undefined {
  let best: { index: number; value: number } | undefined;
  values.forEach((value, index) => {
    if (isValue(value) && (!best || value > best.value)) best = { index, value };
  });
  return best;
}

function meanOf(values: Values): number | undefined {
  const present = values.filter(isValue);
  return present.length === 0 ? undefined : sumOf(present) / present.length;
}

/** Percent change from `before` to `after`; undefined when `before` is 0 (no base to compare). */
export function percentChange(before: number, after: number): number | undefined {
  if (before === 0) return after === 0 ? 0 : undefined;
  return ((after - before) / Math.abs(before)) * 100;
}

/**
 * The trend of a daily series: the mean of its second half against the mean of its first half
 * (the middle day of an odd count belongs to neither), in percent. Halves smooth out the weekly
 * ups and downs that a first-day-against-last-day comparison would report as a trend.
 */
export function halvesChange(values: Values): number | undefined {
  const half = Math.floor(values.length / 2);
  if (half === 0) return undefined;
  const first = meanOf(values.slice(0, half));
  const second = meanOf(values.slice(values.length - half));
  if (first === undefined || second === undefined) return undefined;
  return percentChange(first, second);
}

/** The largest fall between two neighbouring points; undefined when nothing falls. */
export function largestDrop(
  values: Values,
): { from: number; to: number; drop: number } | undefined {
  let best: { from: number; to: number; drop: number } | undefined;
  for (let index = 1; index < values.length; index += 1) {
    const before = values[index - 1];
    const after = values[index];
    if (!isValue(before) || !isValue(after)) continue;
    const drop = before - after;
    if (drop > 0 && (!best || drop > best.drop)) best = { from: index - 1, to: index, drop };
  }
  return best;
}

const wholePercent = (change: number) => `${formatNumber(Math.round(Math.abs(change)))}%`;
const isLevel = (change: number) => Math.round(change) === 0;

type Format = (value: number) => string;

/** Builds a sentence twice: with short numbers for the eye and exact ones for screen readers. */
function line(format: ValueFormat, build: (value: Format) => string): SummaryLine {
  return {
    short: build((value) => formatShort(value, format)),
    exact: build((value) => formatExact(value, format)),
  };
}

function timeSeriesLine(model: ChartModel, series: ChartSeries, m: ChartMessages): SummaryLine {
  return line(model.format, (value) => {
    const parts: string[] = [];
    if (series.total) parts.push(m.total(value(sumOf(series.values))));
    const highest = highestOf(series.values);
    if (highest) parts.push(m.highest(model.categories[highest.index].label, value(highest.value)));
    const change = halvesChange(series.values);
    if (change !== undefined) {
      if (isLevel(change)) parts.push(m.halvesLevel);
      else parts.push((change > 0 ? m.halvesUp : m.halvesDown)(wholePercent(change)));
    }
    return m.seriesLine(series.name, parts);
  });
}

function ordinalLine(model: ChartModel, series: ChartSeries, m: ChartMessages): SummaryLine {
  const points = series.values.flatMap((value, index) =>
    isValue(value) ? [{ value, index }] : [],
  );
  const labelOf = (index: number) => model.categories[index].label;
  return line(model.format, (value) => {
    const parts: string[] = [];
    const first = points[0];
    const last = points[points.length - 1];
    if (first && last) {
      parts.push(
        m.ordinalRange(
          labelOf(first.index),
          value(first.value),
          labelOf(last.index),
          value(last.value),
        ),
      );
    }
    if (series.total) parts.push(m.total(value(sumOf(series.values))));
    const drop = largestDrop(series.values);
    if (drop) {
      // A fall between two percentages is in percentage points, not percent.
      const amount =
        model.format === 'percent'
          ? m.percentagePoints(formatPercentNumber(drop.drop))
          : value(drop.drop);
      parts.push(m.largestDrop(labelOf(drop.from), labelOf(drop.to), amount));
    } else if (points.length > 1) {
      parts.push(m.noDrop);
    }
    return m.seriesLine(series.name, parts);
  });
}

/** The total of each month: the given total (e.g. net), else the sum of the stacks. */
function monthTotals(model: ChartModel): (number | null)[] {
  return model.categories.map((_, index) => {
    const given = model.total?.values[index];
    if (model.total) return isValue(given) ? given : null;
    const stacks = model.series.map((series) => series.values[index]);
    return stacks.some(isValue) ? sumOf(stacks) : null;
  });
}

function monthLines(model: ChartModel, title: string, m: ChartMessages): SummaryLine[] {
  const totals = monthTotals(model);
  const labelOf = (index: number) => model.categories[index].label;
  const lines = [
    line(model.format, (value) => {
      const parts = [m.periodTotal(model.categories.length, value(sumOf(totals)))];
      const highest = highestOf(totals);
      if (highest) parts.push(m.highestMonth(labelOf(highest.index), value(highest.value)));
      const last = totals.length - 1;
      const latest = totals[last];
      const previous = totals[last - 1];
      const change =
        isValue(latest) && isValue(previous) ? percentChange(previous, latest) : undefined;
      if (change !== undefined) {
        const [label, before] = [labelOf(last), labelOf(last - 1)];
        if (isLevel(change)) parts.push(m.latestLevel(label, before));
        else
          parts.push((change > 0 ? m.latestUp : m.latestDown)(label, before, wholePercent(change)));
      }
      return m.seriesLine(model.total?.name ?? title, parts);
    }),
  ];

  // Shares of the positive parts only: a negative adjustment must not push the others past 100%.
  const sums = model.series.map((series) => ({ series, sum: sumOf(series.values) }));
  const positive = sumOf(sums.map(({ sum }) => Math.max(sum, 0)));
  const largest = sums.reduce<(typeof sums)[number] | undefined>(
    (best, entry) => (!best || entry.sum > best.sum ? entry : best),
    undefined,
  );
  if (model.series.length > 1 && largest && largest.sum > 0 && positive > 0) {
    const share = wholePercent((largest.sum / positive) * 100);
    lines.push(
      line(model.format, (value) => m.largestPart(largest.series.name, value(largest.sum), share)),
    );
  }
  return lines;
}

/** The sentences that state a chart's main figures (its required text alternative). */
export function summarize(
  model: ChartModel,
  title: string,
  messages: ChartMessages,
): SummaryLine[] {
  switch (model.summary) {
    case 'months':
      return monthLines(model, title, messages);
    case 'ordinal':
      return model.series.map((series) => ordinalLine(model, series, messages));
    default:
      return model.series.map((series) => timeSeriesLine(model, series, messages));
  }
}
