import { COMMENTS_PAGE_SIZE } from '@creator/api';
import type { CommentsQuery } from '@creator/api';

/** The comments screen's filters, as its address keeps them. */
export interface CommentFilters {
  titleId: string | null;
  /** Only meaningful within a work; kept when the address carries it alone. */
  chapterId: string | null;
  unreplied: boolean;
  page: number;
}

const text = (value: string | null) => value?.trim() || null;

/** Reads ?titleId=&chapterId=&unreplied=true&page=; anything unreadable means "not set". */
export function readFilters(search: URLSearchParams): CommentFilters {
  const page = Number(search.get('page'));
  return {
    titleId: text(search.get('titleId')),
    chapterId: text(search.get('chapterId')),
    unreplied: search.get('unreplied') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as hrefs.comments writes them: cleared ones and page 1 leave the address. */
export const toHrefValues = (filters: CommentFilters) => ({
  titleId: filters.titleId,
  chapterId: filters.chapterId,
  unreplied: filters.unreplied,
  page: filters.page > 1 ? filters.page : null,
});

/** The request for one page (also the cache key: the same filters ask once). */
export function toQuery(filters: CommentFilters): CommentsQuery {
  return {
    current: filters.page,
    limit: COMMENTS_PAGE_SIZE,
    ...(filters.titleId ? { titleId: filters.titleId } : {}),
    ...(filters.chapterId ? { chapterId: filters.chapterId } : {}),
    ...(filters.unreplied ? { unreplied: 'true' as const } : {}),
  };
}

export const hasFilters = (filters: CommentFilters) =>
  filters.titleId !== null || filters.chapterId !== null || filters.unreplied;
