import type { ReadingTicketChapter } from '@creator/api/contract';
import {
  chaptersInOrder,
  paidChapterIds,
  savedSelection,
  selectionTypeOf,
  ticketSettingsBody,
} from './ticket-selection';

const ch = (order: number, isFree: boolean, ticketEnabled = false): ReadingTicketChapter => ({
  chapterId: `c${order}`,
  displayName: `第${order}章`,
  order,
  isFree,
  ticketEnabled,
});

describe('ticket selection', () => {
  const chapters = chaptersInOrder({
    titleId: 't',
    selectionType: 'SINGLE',
    chapters: [ch(3, false, true), ch(1, true, true), ch(2, false)],
  });

  it('orders by the order field and keeps only paid chapters as candidates', () => {
    expect(chapters.map((c) => c.chapterId)).toEqual(['c1', 'c2', 'c3']);
    expect(paidChapterIds(chapters)).toEqual(['c2', 'c3']);
  });

  it('never counts a free chapter as saved, even if the server flags it', () => {
    expect([...savedSelection(chapters)]).toEqual(['c3']);
  });

  it('is ALL only when every paid chapter (at least one) is chosen', () => {
    expect(selectionTypeOf(2, 2)).toBe('ALL');
    expect(selectionTypeOf(1, 2)).toBe('SINGLE');
    expect(selectionTypeOf(0, 2)).toBe('SINGLE');
    expect(selectionTypeOf(0, 0)).toBe('SINGLE');
  });

  it('drops ids that are no longer paid chapters and keeps reading order', () => {
    const paid = paidChapterIds(chapters);
    expect(ticketSettingsBody('t', paid, new Set(['c3', 'c1', 'gone']))).toEqual({
      titleId: 't',
      selectionType: 'SINGLE',
      chapterIds: ['c3'],
    });
    expect(ticketSettingsBody('t', paid, new Set(['c3', 'c2']))).toEqual({
      titleId: 't',
      selectionType: 'ALL',
      chapterIds: ['c2', 'c3'],
    });
  });
});
