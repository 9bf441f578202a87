import { halvesChange, highestOf, largestDrop, percentChange, sumOf } from './summary';

describe('summary figures', () => {
  it('sums and finds the highest value, skipping missing ones', () => {
    expect(sumOf([1, null, 2.5, Number.NaN])).toBe(3.5);
    expect(highestOf([3, null, 7, 7, 1])).toEqual({ index: 2, value: 7 });
    expect(highestOf([null, null])).toBeUndefined();
  });

  it('compares the second half with the first, leaving out the middle of an odd count', () => {
    expect(halvesChange([10, 20, 999, 30, 30])).toBe(100);
    expect(halvesChange([40, 40, 20, 20])).toBe(-50);
    expect(halvesChange([5])).toBeUndefined();
  });

  it('has no percentage to give from a zero base, except zero to zero', () => {
    expect(percentChange(0, 10)).toBeUndefined();
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(-100, -50)).toBe(50);
  });

  it('finds the largest fall between neighbouring points only', () => {
    expect(largestDrop([100, 90, 60, 58, 20])).toEqual({ from: 3, to: 4, drop: 38 });
    // A gap is not a fall: 100 -> (missing) -> 10 is not compared across the gap.
    expect(largestDrop([100, null, 10, 8])).toEqual({ from: 2, to: 3, drop: 2 });
    expect(largestDrop([1, 2, 3])).toBeUndefined();
  });
});
