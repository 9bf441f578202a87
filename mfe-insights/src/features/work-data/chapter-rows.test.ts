import type { ChapterOverall } from '@creator/api/contract';
import {
  chapterRows,
  nextSort,
  readSort,
  sortChapters,
  writeSort,
  type ChapterSort,
} from './chapter-rows';
import { retentionOf } from './retention';

const chapter = (
  order: number,
  readers: number,
  more: Partial<ChapterOverall> = {},
): ChapterOverall => ({
  chapterId: `c${order}`,
  displayName: `第${order}章`,
  order,
  state: 'PUBLISHED',
  readers,
  views: 0,
  comments: 0,
  paidUnlocks: 0,
  ticketUses: 0,
  ...more,
});

const chapters = [
  chapter(2, 500, { views: 900, comments: 3 }),
  chapter(1, 1000, { views: 1500, comments: 3 }),
  chapter(3, 800, { views: 900, comments: 9 }),
  chapter(4, 0, { state: 'DRAFT' }),
];
const rows = chapterRows(chapters, retentionOf(chapters));
const orders = (sort: ChapterSort) => sortChapters(rows, sort).map((row) => row.order);

describe('chapterRows', () => {
  it('lists every chapter in reading order with its share of chapter 1’s readers', () => {
    expect(rows.map((row) => [row.order, row.retention])).toEqual([
      [1, 100],
      [2, 50],
      [3, 80],
      [4, null],
    ]);
  });

  it('has no retention for any chapter when there is no curve', () => {
    const none = chapterRows([chapter(1, 0)], retentionOf([chapter(1, 0)]));
    expect(none.map((row) => row.retention)).toEqual([null]);
  });
});

describe('sortChapters', () => {
  it('sorts by any column either way, equal values in reading order', () => {
    expect(orders({ key: 'readers', direction: 'desc' })).toEqual([1, 3, 2, 4]);
    expect(orders({ key: 'readers', direction: 'asc' })).toEqual([4, 2, 3, 1]);
    expect(orders({ key: 'views', direction: 'desc' })).toEqual([1, 2, 3, 4]);
    expect(orders({ key: 'comments', direction: 'desc' })).toEqual([3, 1, 2, 4]);
    expect(orders({ key: 'order', direction: 'desc' })).toEqual([4, 3, 2, 1]);
  });

  it('puts chapters without retention last in both directions', () => {
    expect(orders({ key: 'retention', direction: 'desc' })).toEqual([1, 3, 2, 4]);
    expect(orders({ key: 'retention', direction: 'asc' })).toEqual([2, 3, 1, 4]);
  });

  it('leaves the rows it was given as they were', () => {
    sortChapters(rows, { key: 'readers', direction: 'asc' });
    expect(rows.map((row) => row.order)).toEqual([1, 2, 3, 4]);
  });
});

describe('the sort in the address', () => {
  it('reads and writes column and direction, reading order being the default', () => {
    expect(readSort('readers-desc')).toEqual({ key: 'readers', direction: 'desc' });
    expect(readSort('retention-asc')).toEqual({ key: 'retention', direction: 'asc' });
    expect(writeSort({ key: 'ticketUses', direction: 'desc' })).toBe('ticketUses-desc');
    expect(writeSort({ key: 'order', direction: 'asc' })).toBeNull();
    expect(writeSort({ key: 'order', direction: 'desc' })).toBe('order-desc');
  });

  it('reads anything else as reading order', () => {
    for (const raw of [null, '', 'readers', 'readers-up', 'content-desc', 'desc']) {
      expect(readSort(raw)).toEqual({ key: 'order', direction: 'asc' });
    }
  });
});

describe('nextSort', () => {
  it('starts a number column with the largest first, and turns it around on a second click', () => {
    const first = nextSort({ key: 'order', direction: 'asc' }, 'readers');
    expect(first).toEqual({ key: 'readers', direction: 'desc' });
    expect(nextSort(first, 'readers')).toEqual({ key: 'readers', direction: 'asc' });
  });

  it('starts the chapter column in reading order', () => {
    expect(nextSort({ key: 'views', direction: 'desc' }, 'order')).toEqual({
      key: 'order',
      direction: 'asc',
    });
    expect(nextSort({ key: 'order', direction: 'asc' }, 'order')).toEqual({
      key: 'order',
      direction: 'desc',
    });
  });
});
