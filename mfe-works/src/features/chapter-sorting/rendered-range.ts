/** What TanStack Virtual hands a range extractor. */
export interface VisibleRange {
  startIndex: number;
  endIndex: number;
  overscan: number;
  count: number;
}

/**
 * The rows to render: the visible ones plus `overscan` on each side, widened to whole blocks of
 * `block` rows, plus the row being dragged wherever it is.
 *
 * Whole blocks because dnd-kit measures every mounted row again each time the set of mounted rows
 * changes during a drag: rows that come and go one at a time while the list auto-scrolls would
 * make it measure on almost every frame; in blocks it measures once per `block` rows scrolled.
 * The dragged row stays mounted so dnd-kit keeps its node (and a keyboard drag its focus).
 */
export function renderedIndexes(range: VisibleRange, block: number, keep: number): number[] {
  if (range.count === 0) return [];
  const first = Math.max(0, Math.floor((range.startIndex - range.overscan) / block) * block);
  const last = Math.min(
    range.count - 1,
    Math.ceil((range.endIndex + range.overscan + 1) / block) * block - 1,
  );
  const indexes: number[] = [];
  if (keep >= 0 && keep < first) indexes.push(keep);
  for (let index = first; index <= last; index += 1) indexes.push(index);
  if (keep > last && keep < range.count) indexes.push(keep);
  return indexes;
}
