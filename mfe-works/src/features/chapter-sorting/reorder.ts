/**
 * The reorder rules of the chapter sorting screen, as pure functions over an array of ids (the
 * order is only ever an array of chapter ids; chapters themselves never change here).
 */

/**
 * The order with the item at index `from` taken out and put back at index `to` (both 0-based, in
 * the array as it is before the move). An index outside the array, or `from === to`, leaves the
 * order as it is and returns the same array, so a caller can tell that nothing changed.
 */
export function move<T>(ids: readonly T[], from: number, to: number): readonly T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < ids.length;
  if (!inRange(from) || !inRange(to) || from === to) return ids;
  const next = ids.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Where the item at `index` stands after `move(ids, from, to)`, without building the new order
 * (O(1); for the rows of a long list while a drag hovers).
 */
export function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}

/** The order with `id` moved to the 1-based `position`; unchanged if either is unknown. */
export function moveToPosition<T>(ids: readonly T[], id: T, position: number): readonly T[] {
  return move(ids, ids.indexOf(id), position - 1);
}

/** The order with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBy<T>(ids: readonly T[], id: T, delta: -1 | 1): readonly T[] {
  const from = ids.indexOf(id);
  return from < 0 ? ids : move(ids, from, from + delta);
}

/** True when both orders list the same ids in the same places. */
export function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export type TargetPosition =
  { ok: true; position: number } | { ok: false; reason: 'empty' | 'notANumber' | 'outOfRange' };

/** Full-width digits (what a zh-TW input method often types) read as the ASCII ones. */
const toAsciiDigits = (text: string) =>
  text.replace(/[\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));

/**
 * Reads what the author typed as a 1-based position among `total` chapters: a whole number from
 * 1 to total (spaces around it and full-width digits are fine). Anything else says why not.
 */
export function parseTargetPosition(input: string, total: number): TargetPosition {
  const text = toAsciiDigits(input.trim());
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'notANumber' };
  const position = Number(text);
  if (position < 1 || position > total) return { ok: false, reason: 'outOfRange' };
  return { ok: true, position };
}

/** Where a moved chapter was and is now (1-based positions). */
export interface MovedChapter {
  from: number;
  to: number;
}

/**
 * The chapters the author moved that now stand elsewhere than in `original`: each id in `touched`
 * (the ones picked up, nudged or sent to a position) whose position differs, with its original
 * and new 1-based positions. Chapters that only shifted because another one moved past them are
 * not counted, and one moved back to where it started is no longer moved.
 */
export function movedChapters<T>(
  original: readonly T[],
  ids: readonly T[],
  touched: ReadonlySet<T>,
): Map<T, MovedChapter> {
  const moved = new Map<T, MovedChapter>();
  if (touched.size === 0) return moved;
  const originalIndex = new Map(original.map((id, index) => [id, index]));
  ids.forEach((id, index) => {
    if (!touched.has(id)) return;
    const from = originalIndex.get(id);
    if (from !== undefined && from !== index) moved.set(id, { from: from + 1, to: index + 1 });
  });
  return moved;
}
