import { renderHook } from '@testing-library/react';
import { lastPage, useLastPageFallback, type PagedAnswer } from './last-page-fallback';

describe('lastPage', () => {
  it('counts a partial page, and gives page 1 to an empty list', () => {
    expect(lastPage(25, 10)).toBe(3);
    expect(lastPage(30, 10)).toBe(3);
    expect(lastPage(0, 10)).toBe(1);
  });
});

describe('useLastPageFallback', () => {
  const run = (answer: PagedAnswer | undefined) => {
    const goToPage = jest.fn();
    const hook = renderHook(
      (props: { answer?: PagedAnswer }) => useLastPageFallback(props.answer, goToPage),
      { initialProps: { answer } },
    );
    return { goToPage, ...hook };
  };

  it('goes to the last page once, replacing the address, while saying it is past the end', () => {
    const { goToPage, result, rerender } = run({ current: 99, limit: 10, total: 25 });
    expect(result.current).toBe(true);
    rerender({ answer: { current: 99, limit: 10, total: 25 } });
    expect(goToPage.mock.calls).toEqual([[3, { replace: true }]]);
    rerender({ answer: { current: 3, limit: 10, total: 25 } });
    expect(result.current).toBe(false);
    expect(goToPage).toHaveBeenCalledTimes(1);
  });

  it('goes to page 1 of a list that has become empty', () => {
    const { goToPage } = run({ current: 2, limit: 10, total: 0 });
    expect(goToPage.mock.calls).toEqual([[1, { replace: true }]]);
  });

  it('leaves a page in range, the last one included, and waits for an answer', () => {
    for (const answer of [
      undefined,
      { current: 1, limit: 10, total: 0 },
      { current: 3, limit: 10, total: 25 },
    ]) {
      const { goToPage, result } = run(answer);
      expect({ answer, past: result.current, calls: goToPage.mock.calls.length }).toEqual({
        answer,
        past: false,
        calls: 0,
      });
    }
  });
});
