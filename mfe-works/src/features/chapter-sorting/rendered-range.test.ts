import { renderedIndexes } from './rendered-range';

const range = (startIndex: number, endIndex: number, count = 5000) => ({
  startIndex,
  endIndex,
  overscan: 2,
  count,
});

describe('renderedIndexes', () => {
  it('renders the visible rows and the overscan, widened to whole blocks', () => {
    expect(renderedIndexes(range(12, 19), 10, -1)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 10),
    );
  });

  it('keeps the same rows while scrolling inside a block', () => {
    const a = renderedIndexes(range(12, 19), 10, -1);
    const b = renderedIndexes(range(13, 20), 10, -1);
    const c = renderedIndexes(range(17, 27), 10, -1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(renderedIndexes(range(18, 28), 10, -1)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 10).concat([
        30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
      ]),
    );
  });

  it('stays inside the list at both ends', () => {
    expect(renderedIndexes(range(0, 5, 8), 10, -1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(renderedIndexes(range(4990, 4999), 10, -1)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 4980),
    );
    expect(renderedIndexes(range(0, 0, 0), 10, -1)).toEqual([]);
  });

  it('keeps the dragged row rendered, in order, wherever it is', () => {
    expect(renderedIndexes(range(12, 19), 10, 3)[0]).toBe(3);
    expect(renderedIndexes(range(12, 19), 10, 4000).at(-1)).toBe(4000);
    expect(renderedIndexes(range(12, 19), 10, 15)).toEqual(renderedIndexes(range(12, 19), 10, -1));
  });
});
