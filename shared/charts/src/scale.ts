import { isValue, type ChartModel } from './model';

export interface ValueScale {
  domain: [number, number];
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

export interface ScaleOptions {
  /** About how many steps the axis takes. */
  count?: number;
  /**
   * The values are whole (counts, NT$): every tick is a whole number, so a small range reads
   * 0, 1, 2 rather than 0, 0.2, 0.4 (and its labels, rounded, never repeat).
   */
  whole?: boolean;
}

// Rounded to the step's own precision, so 0.1 + 0.2 does not print as 0.30000000000000004.
const round = (value: number) => Number(value.toPrecision(12));

/**
 * The value axis: always from zero or below (bars and lines are read against zero), up to the
 * largest value, in about `count` steps of 1, 2, 2.5 or 5 x 10^n, tight around the data, so the
 * axis reads 0, 500, 1.0K, ... and no band of the plot stays empty. With `whole`, only whole
 * steps (at least 1, never 2.5).
 */
export function niceScale(
  min: number,
  max: number,
  { count = 5, whole = false }: ScaleOptions = {},
): ValueScale {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return { domain: [0, 1], ticks: [0, 1] };
  const rough = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const nice =
    STEPS.map((s) => round(s * magnitude)).find(
      (candidate) => candidate >= rough && (!whole || Number.isInteger(candidate)),
    ) ?? round(10 * magnitude);
  const step = whole ? Math.max(1, nice) : nice;
  const start = round(Math.floor(low / step) * step);
  const end = round(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick = round(tick + step)) ticks.push(tick);
  return { domain: [start, end], ticks };
}

/** A chart's value axis: its extent, in whole steps unless it shows percentages. */
export function scaleOf(model: ChartModel): ValueScale {
  return niceScale(...extentOf(model), { whole: model.format !== 'percent' });
}

/** The lowest and highest point a chart draws: stacks add up, positive and negative apart. */
export function extentOf(model: ChartModel): [number, number] {
  let min = 0;
  let max = 0;
  const see = (value: number) => {
    min = Math.min(min, value);
    max = Math.max(max, value);
  };
  model.categories.forEach((_, index) => {
    const values = model.series.map((series) => series.values[index]).filter(isValue);
    if (model.kind === 'stacked-bar') {
      see(values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0));
      see(values.filter((value) => value < 0).reduce((sum, value) => sum + value, 0));
    } else {
      values.forEach(see);
    }
    const total = model.total?.values[index];
    if (isValue(total)) see(total);
  });
  return [min, max];
}
