import type { ChapterList, ChapterSummary, Collection } from '@creator/api/contract';

/** One line of the chapter list: a collection's heading, a note that it is empty, or a chapter. */
export type ChapterListRow =
  | {
      kind: 'collection';
      /** null: the section of chapters that are in no collection. */
      collection: Collection | null;
      chapterCount: number;
    }
  | { kind: 'emptyCollection'; collection: Collection }
  | { kind: 'chapter'; chapter: ChapterSummary };

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * Flattens a work's chapters into the rows the (virtualised) list draws. A work without
 * collections is one plain run of chapters. Otherwise each collection, in its own order, gets a
 * heading followed by its chapters (or an "empty" note, so it can still be seen and deleted);
 * chapters in no collection, or in one the list does not know, come last under their own heading.
 */
export function buildChapterRows(list: ChapterList): ChapterListRow[] {
  const chapters = [...list.chapters].sort(byOrder);
  if (list.collections.length === 0) {
    return chapters.map((chapter) => ({ kind: 'chapter', chapter }));
  }

  const known = new Set(list.collections.map((c) => c.collectionId));
  const byCollection = new Map<string | null, ChapterSummary[]>();
  for (const chapter of chapters) {
    const key =
      chapter.collectionId !== null && known.has(chapter.collectionId)
        ? chapter.collectionId
        : null;
    const group = byCollection.get(key);
    if (group) group.push(chapter);
    else byCollection.set(key, [chapter]);
  }

  const rows: ChapterListRow[] = [];
  for (const collection of [...list.collections].sort(byOrder)) {
    const group = byCollection.get(collection.collectionId) ?? [];
    rows.push({ kind: 'collection', collection, chapterCount: group.length });
    if (group.length === 0) rows.push({ kind: 'emptyCollection', collection });
    for (const chapter of group) rows.push({ kind: 'chapter', chapter });
  }
  const ungrouped = byCollection.get(null) ?? [];
  if (ungrouped.length > 0) {
    rows.push({ kind: 'collection', collection: null, chapterCount: ungrouped.length });
    for (const chapter of ungrouped) rows.push({ kind: 'chapter', chapter });
  }
  return rows;
}
