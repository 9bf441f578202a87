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
    const type = (selectedCount: number, paidCount: number) =>
      selectionTypeOf({
        selectedCount,
        paidCount,
        choice: 'ALL',
        selectionUnchanged: false,
        savedType: 'ALL',
      });
    expect(type(2, 2)).toBe('ALL');
    expect(type(1, 2)).toBe('SINGLE');
    expect(type(0, 2)).toBe('SINGLE');
    expect(type(0, 0)).toBe('SINGLE');
  });

  it('with every paid chapter chosen, keeps the saved type until the author changes something', () => {
    const every = { selectedCount: 2, paidCount: 2 };
    // Saved SINGLE with every paid chapter enabled: still SINGLE, not ALL.
    expect(
      selectionTypeOf({ ...every, choice: null, selectionUnchanged: true, savedType: 'SINGLE' }),
    ).toBe('SINGLE');
    // The author chose ALL for it.
    expect(
      selectionTypeOf({ ...every, choice: 'ALL', selectionUnchanged: true, savedType: 'SINGLE' }),
    ).toBe('ALL');
    // The author ticked the rest: ALL, unless they said otherwise.
    expect(
      selectionTypeOf({ ...every, choice: null, selectionUnchanged: false, savedType: 'SINGLE' }),
    ).toBe('ALL');
    expect(
      selectionTypeOf({ ...every, choice: 'SINGLE', selectionUnchanged: false, savedType: 'ALL' }),
    ).toBe('SINGLE');
  });

  it('drops ids that are no longer paid chapters and keeps reading order', () => {
    const paid = paidChapterIds(chapters);
    // ALL is never sent without every paid chapter.
    expect(ticketSettingsBody('t', paid, new Set(['c3', 'c1', 'gone']), 'ALL')).toEqual({
      titleId: 't',
      selectionType: 'SINGLE',
      chapterIds: ['c3'],
    });
    expect(ticketSettingsBody('t', paid, new Set(['c3', 'c2']), 'ALL')).toEqual({
      titleId: 't',
      selectionType: 'ALL',
      chapterIds: ['c2', 'c3'],
    });
    expect(ticketSettingsBody('t', paid, new Set(['c3', 'c2']), 'SINGLE')).toEqual({
      titleId: 't',
      selectionType: 'SINGLE',
      chapterIds: ['c2', 'c3'],
    });
  });
});
