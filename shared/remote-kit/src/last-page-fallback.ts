import { useEffect, useEffectEvent } from 'react';

/** What a paged list answers about itself: the page it is, its length and the whole count. */
export interface PagedAnswer {
  /** 1-based, the page that was asked for. */
  current: number;
  limit: number;
  total: number;
}

/** The last page of `total` items, `limit` to a page: 1 for an empty list. */
export const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * A page past the end of a list (an old link, `?page=99`, the last item of the last page deleted
 * meanwhile) would show an empty table with no way back: once the answer for that page is here,
 * this goes to the last page, replacing the address so that Back does not return to the empty
 * one. `goToPage` writes the page into the address the screen reads its page from. Returns true
 * while the answer is past the end, so the screen can show it as loading meanwhile.
 */
export function useLastPageFallback(
  answer: PagedAnswer | undefined,
  goToPage: (page: number, options: { replace: true }) => void,
): boolean {
  const last = answer ? lastPage(answer.total, answer.limit) : null;
  const past = answer !== undefined && last !== null && answer.current > last;
  const go = useEffectEvent((page: number) => goToPage(page, { replace: true }));
  useEffect(() => {
    if (past && last !== null) go(last);
  }, [past, last]);
  return past;
}
