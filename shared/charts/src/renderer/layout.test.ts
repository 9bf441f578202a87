import type { ChartModel } from '../model';
import { niceScale } from '../scale';
import { chartLayout, pathOf, stackBars, textWidth, tickIndexes } from './layout';

const categories = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    axisLabel: String(index + 1),
    label: `第 ${index + 1} 章`,
  }));

function model(kind: ChartModel['kind'], values: (number | null)[][]): ChartModel {
  return {
    kind,
    summary: 'ordinal',
    categories: categories(values[0].length),
    series: values.map((series, index) => ({
      key: `s${index}`,
      name: `s${index}`,
      values: series,
      total: true,
    })),
    format: 'number',
  };
}

describe('tickIndexes', () => {
  it('writes every label when they all fit', () => {
    expect(tickIndexes([0, 50, 100, 150], [20, 20, 20, 20])).toEqual([0, 1, 2, 3]);
  });

  it('writes every n-th label when they would overlap, the last one always', () => {
    // 40 px wide labels 20 px apart need 52 px: every third one fits.
    const positions = Array.from({ length: 11 }, (_, index) => index * 20);
    expect(
      tickIndexes(
        positions,
        positions.map(() => 40),
      ),
    ).toEqual([0, 3, 6, 10]);
  });

  it('drops the labels before the last one that it would overlap', () => {
    // Every second fits (0, 2, 4), but 4 and the last (5) are one step apart.
    const positions = [0, 30, 60, 90, 120, 150];
    expect(
      tickIndexes(
        positions,
        positions.map(() => 40),
      ),
    ).toEqual([0, 2, 5]);
  });

  it('writes the first label alone when even the first and last overlap', () => {
    expect(tickIndexes([0, 10], [40, 40])).toEqual([0]);
    expect(tickIndexes([0], [40])).toEqual([0]);
    expect(tickIndexes([], [])).toEqual([]);
  });
});

describe('textWidth', () => {
  it('gives wider text a wider estimate, and scales with the font size', () => {
    expect(textWidth('NT$12.3K', 12)).toBeGreaterThan(textWidth('800', 12));
    expect(textWidth('800', 24)).toBe(textWidth('800', 12) * 2);
    expect(textWidth('第 3 章', 12)).toBeGreaterThan(textWidth('3', 12));
  });
});

describe('chartLayout', () => {
  const size = { width: 400, height: 200, fontSize: 12 };

  it('puts a line chart first and last points on the plot edges', () => {
    const line = model('line', [[0, 50, 100]]);
    const layout = chartLayout(line, niceScale(0, 100), size);
    expect(layout.xOf(0)).toBe(layout.left);
    expect(layout.xOf(2)).toBe(layout.right);
    expect(layout.xOf(1)).toBe((layout.left + layout.right) / 2);
    // The value axis: its lowest tick on the plot's bottom, its highest on the top.
    expect(layout.yOf(0)).toBe(layout.bottom);
    expect(layout.yOf(100)).toBe(layout.top);
    expect(layout.ticks).toEqual([0, 20, 40, 60, 80, 100]);
    // The pointer picks the nearest point.
    expect(layout.indexAt(layout.left + layout.band * 0.4)).toBe(0);
    expect(layout.indexAt(layout.left + layout.band * 0.6)).toBe(1);
    expect(layout.indexAt(-50)).toBe(0);
    expect(layout.indexAt(10_000)).toBe(2);
  });

  it('centres bars in equal bands and finds the band under the pointer', () => {
    const bars = model('stacked-bar', [[1, 2, 3, 4]]);
    const layout = chartLayout(bars, niceScale(0, 4), size);
    expect(layout.band).toBe((layout.right - layout.left) / 4);
    expect(layout.xOf(0)).toBe(layout.left + layout.band / 2);
    expect(layout.indexAt(layout.left + layout.band * 1.9)).toBe(1);
  });

  it('leaves room left of the plot for the widest value label', () => {
    const small = chartLayout(model('line', [[0, 5]]), niceScale(0, 5), size);
    const large = chartLayout(model('line', [[0, 5_000_000]]), niceScale(0, 5_000_000), size);
    expect(large.left).toBeGreaterThan(small.left);
    expect(small.left).toBeGreaterThan(textWidth('5', 12));
  });

  it('keeps the edge labels inside the chart', () => {
    // Dates wider than the space left of the first point and right of the last one.
    const dated: ChartModel = {
      ...model('line', [[1, 2, 3]]),
      categories: ['2026/11/01', '2026/11/02', '2026/11/03'].map((day) => ({
        axisLabel: day,
        label: day,
      })),
    };
    const layout = chartLayout(dated, niceScale(0, 3), { ...size, width: 200 });
    const half = textWidth('2026/11/03', 12) / 2;
    expect(layout.xOf(2) + half).toBeGreaterThan(200);
    expect(layout.labelX(2)).toBeCloseTo(200 - half);
    expect(layout.labelX(0)).toBeGreaterThanOrEqual(half);
  });
});

describe('pathOf', () => {
  it('draws a line through the values and breaks it where one is missing', () => {
    const layout = chartLayout(model('line', [[0, 10, null, 10]]), niceScale(0, 10), {
      width: 400,
      height: 200,
      fontSize: 12,
    });
    const path = pathOf([0, 10, null, 10], layout);
    expect(path.match(/[ML]/g)).toEqual(['M', 'L', 'M']);
    expect(path.startsWith(`M${layout.left} ${layout.bottom}`)).toBe(true);
  });
});

describe('stackBars', () => {
  it('stacks positive parts up from zero and negative ones down from it, in series order', () => {
    const bars = stackBars(
      model('stacked-bar', [
        [100, 50],
        [-20, 0],
        [30, null],
        [-5, 10],
      ]),
    );
    expect(bars.filter((bar) => bar.index === 0)).toEqual([
      { series: 0, index: 0, from: 0, to: 100 },
      { series: 1, index: 0, from: 0, to: -20 },
      { series: 2, index: 0, from: 100, to: 130 },
      { series: 3, index: 0, from: -20, to: -25 },
    ]);
    // Zero and missing parts are not drawn.
    expect(bars.filter((bar) => bar.index === 1)).toEqual([
      { series: 0, index: 1, from: 0, to: 50 },
      { series: 3, index: 1, from: 50, to: 60 },
    ]);
  });
});
