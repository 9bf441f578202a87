import { extentOf, niceScale } from './scale';
import type { ChartModel } from './model';

describe('niceScale', () => {
  it('steps by 1, 2, 2.5 or 5 x 10^n from zero to just above the data', () => {
    expect(niceScale(0, 2480)).toEqual({
      domain: [0, 2500],
      ticks: [0, 500, 1000, 1500, 2000, 2500],
    });
    expect(niceScale(0, 100)).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceScale(0, 106).ticks).toEqual([0, 25, 50, 75, 100, 125]);
    expect(niceScale(3, 7).ticks).toEqual([0, 2, 4, 6, 8]);
  });

  it('goes below zero only as far as the negative values need', () => {
    expect(niceScale(-300, 18_900)).toEqual({
      domain: [-5000, 20_000],
      ticks: [-5000, 0, 5000, 10_000, 15_000, 20_000],
    });
  });

  it('takes only whole steps for whole values (counts, NT$)', () => {
    expect(niceScale(0, 1, { whole: true }).ticks).toEqual([0, 1]);
    expect(niceScale(0, 3, { whole: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceScale(0, 12, { whole: true }).ticks).toEqual([0, 5, 10, 15]);
    expect(niceScale(-2, 3, { whole: true }).ticks).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(niceScale(0, 0.05, { whole: true }).ticks).toEqual([0, 1]);
    expect(niceScale(0, 2480, { whole: true }).ticks).toEqual([0, 500, 1000, 1500, 2000, 2500]);
  });

  it('keeps decimal steps exact and has an axis for all-zero data', () => {
    expect(niceScale(0, 0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceScale(0, 0)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});

describe('extentOf', () => {
  const model = (kind: ChartModel['kind']): ChartModel => ({
    kind,
    summary: 'months',
    categories: [
      { axisLabel: 'a', label: 'a' },
      { axisLabel: 'b', label: 'b' },
    ],
    series: [
      { key: 'x', name: 'x', total: true, values: [5, 7] },
      { key: 'y', name: 'y', total: true, values: [3, -2] },
      { key: 'z', name: 'z', total: true, values: [null, -1] },
    ],
    format: 'number',
  });

  it('adds stacks up, positive and negative parts apart', () => {
    expect(extentOf(model('stacked-bar'))).toEqual([-3, 8]);
  });

  it('takes single values for lines', () => {
    expect(extentOf(model('line'))).toEqual([-2, 7]);
  });
});
