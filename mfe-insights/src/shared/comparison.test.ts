import { changeBetween, compareTotals, formatChange, rangeFigures } from './comparison';
import { statMetrics } from '@creator/test-utils';

const shown = (current: number, previous: number | undefined) =>
  formatChange(changeBetween(current, previous));

describe('changeBetween and formatChange', () => {
  it('gives the move against the previous period as a signed whole percentage', () => {
    expect(shown(112, 100)).toBe('+12%');
    expect(shown(97, 100)).toBe('-3%');
    expect(shown(0, 250)).toBe('-100%');
    expect(shown(13_500, 1_000)).toBe('+1,250%');
    expect(shown(1_006, 1_000)).toBe('+1%');
    expect(shown(1_234, 1_000)).toBe('+23%');
  });

  it('keeps a tiny move visible instead of rounding it to 0%', () => {
    expect(shown(1_004, 1_000)).toBe('+<1%');
    expect(shown(996, 1_000)).toBe('-<1%');
    expect(changeBetween(1_004, 1_000)).toEqual({ kind: 'up', percent: expect.closeTo(0.4, 6) });
  });

  it('says 0% when nothing moved, zeros included', () => {
    expect(shown(500, 500)).toBe('0%');
    expect(changeBetween(0, 0)).toEqual({ kind: 'same' });
    expect(shown(0, 0)).toBe('0%');
  });

  it('gives no percentage for a move from zero', () => {
    expect(changeBetween(40, 0)).toEqual({ kind: 'fromZero' });
    expect(changeBetween(-40, 0)).toEqual({ kind: 'fromZero' });
    expect(shown(40, 0)).toBeNull();
  });

  it('gives no percentage when the previous period is missing', () => {
    expect(changeBetween(40, undefined)).toEqual({ kind: 'unknown' });
    expect(changeBetween(40, null)).toEqual({ kind: 'unknown' });
    expect(changeBetween(40, Number.NaN)).toEqual({ kind: 'unknown' });
    expect(shown(40, undefined)).toBeNull();
  });

  it('measures against the size of a negative previous total', () => {
    // From -200 to -100 is better by half; from -100 to -300 worse by twice the size.
    expect(changeBetween(-100, -200)).toEqual({ kind: 'up', percent: 50 });
    expect(changeBetween(-300, -100)).toEqual({ kind: 'down', percent: 200 });
    expect(shown(100, -100)).toBe('+200%');
  });
});

describe('compareTotals', () => {
  it('compares every metric with the same metric of the previous period', () => {
    const changes = compareTotals(
      statMetrics({ readers: 110, views: 50, revenue: 300, gifts: 2 }),
      statMetrics({ readers: 100, views: 100, revenue: 300 }),
    );
    expect(changes.readers).toEqual({ kind: 'up', percent: expect.closeTo(10, 6) });
    expect(changes.views).toEqual({ kind: 'down', percent: 50 });
    expect(changes.revenue).toEqual({ kind: 'same' });
    expect(changes.gifts).toEqual({ kind: 'fromZero' });
    expect(changes.comments).toEqual({ kind: 'same' });
    expect(Object.keys(changes)).toHaveLength(8);
  });

  it('marks every metric unknown while the previous period is missing', () => {
    const changes = compareTotals(statMetrics({ readers: 5 }), undefined);
    expect(new Set(Object.values(changes).map((change) => change.kind))).toEqual(
      new Set(['unknown']),
    );
  });
});

describe('rangeFigures', () => {
  it('states readers as the average a day over the range, every other metric as its total', () => {
    const stats = {
      startDate: '2026-02-23',
      endDate: '2026-03-01',
      totals: statMetrics({ readers: 336, views: 700, revenue: 1_500 }),
      days: [],
    };
    expect(rangeFigures(stats)).toEqual(statMetrics({ readers: 48, views: 700, revenue: 1_500 }));
    // One day: that day's readers.
    expect(
      rangeFigures({ ...stats, startDate: '2026-03-01', totals: statMetrics({ readers: 9 }) })
        .readers,
    ).toBe(9);
  });
});
