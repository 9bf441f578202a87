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

/** True when every paid chapter is chosen (and there is at least one): ALL is possible. */
export const everyPaidChosen = (selectedCount: number, paidCount: number) =>
  paidCount > 0 && selectedCount === paidCount;

/**
 * The type a selection is saved as. ALL (later paid chapters take tickets too) needs every paid
 * chapter chosen; then it is the author's explicit choice if they made one, else the saved type
 * while the chapters chosen are the saved ones (a SINGLE work with every paid chapter ticked stays
 * SINGLE), else ALL (the author ticked them all).
 */
export function selectionTypeOf({
  selectedCount,
  paidCount,
  choice,
  selectionUnchanged,
  savedType,
}: {
  selectedCount: number;
  paidCount: number;
  choice: SelectionType | null;
  selectionUnchanged: boolean;
  savedType: SelectionType;
}): SelectionType {
  if (!everyPaidChosen(selectedCount, paidCount)) return 'SINGLE';
  return choice ?? (selectionUnchanged ? savedType : 'ALL');
}

export function sameSelection(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

/**
 * The PUT body for a selection of `type`. `selected` is read only for paid ids (a stale id of a
 * chapter since deleted or made free is dropped); chapterIds keep reading order. ALL is sent only
 * with every paid chapter; the server then ignores chapterIds, but they are still sent: the body
 * says the same in both fields.
 */
export function ticketSettingsBody(
  titleId: string,
  paidIds: readonly string[],
  selected: ReadonlySet<string>,
  type: SelectionType,
): ReadingTicketSettingsBody {
  const chapterIds = paidIds.filter((id) => selected.has(id));
  const all = type === 'ALL' && everyPaidChosen(chapterIds.length, paidIds.length);
  return { titleId, selectionType: all ? 'ALL' : 'SINGLE', chapterIds };
}
