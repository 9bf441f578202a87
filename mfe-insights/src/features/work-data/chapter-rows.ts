import type { ChapterOverall } from '@creator/api/contract';
import type { Retention } from './retention';

/** A chapter as the per-chapter table shows it: its numbers and its retention. */
export interface ChapterRow extends ChapterOverall {
  /** Percent of the first chapter's readers; null for chapters not on the curve (unpublished). */
  retention: number | null;
}

/** The table's columns that sort, in the order they are shown. */
export const CHAPTER_SORT_KEYS = [
  'order',
  'readers',
  'views',
  'paidUnlocks',
  'ticketUses',
  'comments',
  'retention',
] as const;
export type ChapterSortKey = (typeof CHAPTER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ChapterSort {
  key: ChapterSortKey;
  direction: SortDirection;
}

/** Reading order: the table as the author wrote the work. */
const DEFAULT_SORT: ChapterSort = { key: 'order', direction: 'asc' };

/** The table's sort from the address's `sort` (`readers-desc`); reading order otherwise. */
export function readSort(raw: string | null): ChapterSort {
  const [key, direction] = (raw ?? '').split('-');
  const known = CHAPTER_SORT_KEYS.find((candidate) => candidate === key);
  if (!known || (direction !== 'asc' && direction !== 'desc')) return DEFAULT_SORT;
  return { key: known, direction };
}

/** The address's `sort` for a sort; null (left out) for reading order. */
export function writeSort(sort: ChapterSort): string | null {
  return sort.key === DEFAULT_SORT.key && sort.direction === DEFAULT_SORT.direction
    ? null
    : `${sort.key}-${sort.direction}`;
}

/**
 * The sort after clicking a column's header: the same column turns around; another column starts
 * with its largest numbers first (what an author looks for), the chapter column in reading order.
 */
export function nextSort(current: ChapterSort, key: ChapterSortKey): ChapterSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'order' ? 'asc' : 'desc' };
}

/** Every chapter with its retention (from the curve) attached. */
export function chapterRows(
  chapters: readonly ChapterOverall[],
  retention: Retention,
): ChapterRow[] {
  const shares = new Map(
    retention.kind === 'curve'
      ? retention.points.map((point) => [point.chapterId, point.retention])
      : [],
  );
  return chapters
    .map((chapter) => ({ ...chapter, retention: shares.get(chapter.chapterId) ?? null }))
    .sort((a, b) => a.order - b.order);
}

/**
 * The rows in the chosen order, a new array. Equal values keep reading order; rows without a
 * value (no retention) go last in either direction.
 */
export function sortChapters(rows: readonly ChapterRow[], sort: ChapterSort): ChapterRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (x - y) * sign;
    }
    return a.order - b.order;
  });
}
