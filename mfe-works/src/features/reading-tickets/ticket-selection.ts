import type {
  ReadingTicketChapter,
  ReadingTicketSettings,
  ReadingTicketSettingsBody,
  SelectionType,
} from '@creator/api/contract';

/** The chapters of a work in reading order (the API's order field, not the array's). */
export function chaptersInOrder(settings: ReadingTicketSettings): ReadingTicketChapter[] {
  return [...settings.chapters].sort((a, b) => a.order - b.order);
}

/** Ids of the paid chapters, in reading order: the only ones that can take tickets. */
export function paidChapterIds(chapters: readonly ReadingTicketChapter[]): string[] {
  return chapters.filter((c) => !c.isFree).map((c) => c.chapterId);
}

/** What the server has saved: the paid chapters that accept tickets now. */
export function savedSelection(chapters: readonly ReadingTicketChapter[]): Set<string> {
  return new Set(chapters.filter((c) => !c.isFree && c.ticketEnabled).map((c) => c.chapterId));
}

/** ALL once every paid chapter is chosen (and there is at least one); SINGLE otherwise. */
export function selectionTypeOf(selectedCount: number, paidCount: number): SelectionType {
  return paidCount > 0 && selectedCount === paidCount ? 'ALL' : 'SINGLE';
}

export function sameSelection(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

/**
 * The PUT body for a selection. `selected` is read only for paid ids (a stale id of a chapter
 * since deleted or made free is dropped); chapterIds keep reading order. With ALL the server
 * ignores chapterIds, but they are still sent: the body then says the same in both fields.
 */
export function ticketSettingsBody(
  titleId: string,
  paidIds: readonly string[],
  selected: ReadonlySet<string>,
): ReadingTicketSettingsBody {
  const chapterIds = paidIds.filter((id) => selected.has(id));
  return {
    titleId,
    selectionType: selectionTypeOf(chapterIds.length, paidIds.length),
    chapterIds,
  };
}
