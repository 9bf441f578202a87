import { isValue, type ChartModel } from '../model';
import { formatShort } from '../format';
import type { ValueScale } from '../scale';

/** Where everything of a chart goes, in the svg's px. */
export interface ChartLayout {
  width: number;
  height: number;
  /** The plot area: the value axis's labels sit left of `left`, the categories' below `bottom`. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The distance between neighbouring categories (a bar's band, a line's step). */
  band: number;
  fontSize: number;
  /** The value axis's ticks, from the lowest. */
  ticks: number[];
  xOf: (index: number) => number;
  yOf: (value: number) => number;
  /** The category nearest to a horizontal position (pointer). */
  indexAt: (x: number) => number;
  /** The categories whose axis label is written (the rest would overlap). */
  labelIndexes: number[];
  /** Where a category's axis label is centred: at its point, kept inside the svg. */
  labelX: (index: number) => number;
}

/** Space at the plot's top and right edges, so the highest point and the last dot show whole. */
const MARGIN = 8;
/** Least room between two axis labels. */
const LABEL_GAP = 12;

/**
 * About how wide `text` is in px at `fontSize`, without measuring (no layout, no canvas): the
 * axes hold digits, K/M/B, NT$, %, / and the odd letter or CJK character. Only used to keep
 * labels apart and the value axis wide enough, so an estimate that errs wide is enough.
 */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (/[0-9$#]/.test(char)) em += 0.6;
    else if (/[.,:;'|!/ ]/.test(char)) em += 0.32;
    else if (char === '%') em += 0.9;
    else if (/[A-Z]/.test(char)) em += 0.7;
    else if (/[a-z()\-+]/.test(char)) em += 0.56;
    else em += 1;
  }
  return em * fontSize;
}

/**
 * Which of the labels at `positions` (centres, px) with `widths` to write: every `step`-th from
 * the first, with the smallest step at which none overlaps (`gap` apart at least), and the last
 * one always, in place of those before it that it would overlap.
 */
export function tickIndexes(positions: number[], widths: number[], gap = LABEL_GAP): number[] {
  const count = positions.length;
  if (count === 0) return [];
  const apart = (a: number, b: number) =>
    Math.abs(positions[b] - positions[a]) >= (widths[a] + widths[b]) / 2 + gap;
  for (let step = 1; step < count; step += 1) {
    const chosen: number[] = [];
    for (let index = 0; index < count; index += step) chosen.push(index);
    if (!chosen.every((index, k) => k === 0 || apart(chosen[k - 1], index))) continue;
    const last = count - 1;
    if (chosen[chosen.length - 1] !== last) {
      while (chosen.length > 1 && !apart(chosen[chosen.length - 1], last)) chosen.pop();
      if (apart(chosen[chosen.length - 1], last)) chosen.push(last);
    }
    return chosen;
  }
  // One label, or not even the first and the last apart: the first alone.
  return [0];
}

/** Lays a chart of `model` out in `width` x `height` px, its values on `scale`. */
export function chartLayout(
  model: ChartModel,
  scale: ValueScale,
  { width, height, fontSize }: { width: number; height: number; fontSize: number },
): ChartLayout {
  const ticks = scale.ticks;
  const valueLabelWidth = Math.max(
    ...ticks.map((tick) => textWidth(formatShort(tick, model.format), fontSize)),
  );
  const left = Math.ceil(valueLabelWidth) + 12;
  const right = Math.max(left + 1, width - MARGIN);
  const top = MARGIN;
  const bottom = Math.max(top + 1, height - fontSize - 12);
  const count = model.categories.length;
  const bars = model.kind === 'stacked-bar';
  // Bars sit in the middle of equal bands; a line's first and last points on the plot's edges.
  const band = bars ? (right - left) / count : count > 1 ? (right - left) / (count - 1) : 0;
  const xOf = (index: number) =>
    bars ? left + band * (index + 0.5) : count > 1 ? left + band * index : (left + right) / 2;
  const [low, high] = scale.domain;
  const yOf = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top);
  const indexAt = (x: number) => {
    if (count <= 1 || band <= 0) return 0;
    const index = bars ? Math.floor((x - left) / band) : Math.round((x - left) / band);
    return Math.min(count - 1, Math.max(0, index));
  };
  const widths = model.categories.map((category) => textWidth(category.axisLabel, fontSize));
  const labelX = (index: number) =>
    Math.min(width - widths[index] / 2, Math.max(widths[index] / 2, xOf(index)));
  const positions = model.categories.map((_, index) => labelX(index));
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    band,
    fontSize,
    ticks,
    xOf,
    yOf,
    indexAt,
    labelIndexes: tickIndexes(positions, widths),
    labelX,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A line through `values` ('M x y L x y ...'), broken where a value is missing. */
export function pathOf(values: readonly (number | null)[], layout: ChartLayout): string {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (!isValue(value)) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${round(layout.xOf(index))} ${round(layout.yOf(value))}`;
    drawing = true;
  });
  return path;
}

/** One part of one stack: from and to in values (a negative part goes down from zero). */
export interface StackedBar {
  /** The series' position (its colour). */
  series: number;
  /** The category. */
  index: number;
  from: number;
  to: number;
}

/**
 * The parts of each category's stack, bottom to top in series order: positive parts stack up
 * from zero, negative ones down from it, each apart from the other sign's. Empty parts are left
 * out.
 */
export function stackBars(model: ChartModel): StackedBar[] {
  const bars: StackedBar[] = [];
  model.categories.forEach((_, index) => {
    let up = 0;
    let down = 0;
    model.series.forEach((series, position) => {
      const value = series.values[index];
      if (!isValue(value) || value === 0) return;
      if (value > 0) {
        bars.push({ series: position, index, from: up, to: up + value });
        up += value;
      } else {
        bars.push({ series: position, index, from: down, to: down + value });
        down += value;
      }
    });
  });
  return bars;
}
