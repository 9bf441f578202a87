import type { ChapterOverall } from '@creator/api/contract';

/** A published chapter's readers as a share of the first published chapter's readers. */
export interface RetentionPoint {
  chapterId: string;
  order: number;
  displayName: string;
  readers: number;
  /** Percent of the first chapter's readers, 0-100 (above 100 when a chapter has more). */
  retention: number;
}

/** Where the curve falls most between two neighbouring chapters. */
export interface RetentionDrop {
  from: RetentionPoint;
  to: RetentionPoint;
  /** How much lower `to` is than `from`, in percentage points of the first chapter's readers. */
  points: number;
  /** Of the readers of `from`, the percent that did not read `to`. */
  lostPercent: number;
}

export type Retention =
  | { kind: 'curve'; points: RetentionPoint[]; largestDrop: RetentionDrop | null }
  /** No published chapter yet, or the first one has no readers: there is no base to share. */
  | { kind: 'noPublished' }
  | { kind: 'noFirstReaders'; first: ChapterOverall };

/**
 * The retention curve of a work: for each published chapter in reading order, its readers as a
 * share of the first published chapter's readers. Drafts and scheduled chapters have no readers
 * yet and are left out, so the curve does not plunge at the chapters still to come.
 *
 * The largest drop is the biggest fall in percentage points between neighbours, the same measure
 * as the curve's own axis; ties go to the earlier chapter. Null when the curve never falls.
 */
export function retentionOf(chapters: readonly ChapterOverall[]): Retention {
  const published = chapters
    .filter((chapter) => chapter.state === 'PUBLISHED')
    .sort((a, b) => a.order - b.order);
  const first = published[0];
  if (!first) return { kind: 'noPublished' };
  if (first.readers <= 0) return { kind: 'noFirstReaders', first };

  const points = published.map((chapter) => ({
    chapterId: chapter.chapterId,
    order: chapter.order,
    displayName: chapter.displayName,
    readers: chapter.readers,
    retention: (chapter.readers / first.readers) * 100,
  }));

  let largestDrop: RetentionDrop | null = null;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1] as RetentionPoint;
    const to = points[index] as RetentionPoint;
    const fall = from.retention - to.retention;
    if (fall > 0 && (largestDrop === null || fall > largestDrop.points)) {
      largestDrop = {
        from,
        to,
        points: fall,
        lostPercent: from.readers > 0 ? ((from.readers - to.readers) / from.readers) * 100 : 0,
      };
    }
  }
  return { kind: 'curve', points, largestDrop };
}
