import type { Database } from 'better-sqlite3';
import type { Chapter, ChapterState, ChapterSummary, Collection } from '@creator/api/contract';
import { forbidden, notFound } from './errors';
import { MESSAGES } from './messages';

export interface ChapterRow {
  chapter_id: string;
  title_id: string;
  collection_id: string | null;
  display_name: string;
  sort_order: number;
  content: string;
  author_note: string;
  is_free: number;
  price: number;
  comments_enabled: number;
  publish_at: string | null;
  word_count: number;
  reader_count: number;
  view_count: number;
  comment_count: number;
  paid_unlocks: number;
  ticket_uses: number;
  ticket_enabled: number;
  version: number;
  created_at: string;
  updated_at: string;
  owner_id: string;
}

export interface CollectionRow {
  collection_id: string;
  title_id: string;
  display_name: string;
  sort_order: number;
  owner_id: string;
}

const CHAPTER_SELECT = `SELECT ch.*, t.owner_id FROM chapters ch
  JOIN titles t ON t.title_id = ch.title_id`;

export function chapterState(publishAt: string | null, now: Date): ChapterState {
  if (publishAt === null) return 'DRAFT';
  return Date.parse(publishAt) > now.getTime() ? 'SCHEDULED' : 'PUBLISHED';
}

export function toChapterSummary(row: ChapterRow, now: Date): ChapterSummary {
  return {
    chapterId: row.chapter_id,
    titleId: row.title_id,
    collectionId: row.collection_id,
    displayName: row.display_name,
    order: row.sort_order,
    state: chapterState(row.publish_at, now),
    isFree: row.is_free === 1,
    price: row.price,
    wordCount: row.word_count,
    publishAt: row.publish_at,
    readerCount: row.reader_count,
    commentCount: row.comment_count,
    updatedAt: row.updated_at,
  };
}

export function toChapter(row: ChapterRow, now: Date): Chapter {
  return {
    ...toChapterSummary(row, now),
    content: row.content,
    authorNote: row.author_note,
    commentsEnabled: row.comments_enabled === 1,
    version: row.version,
  };
}

export function toCollection(row: CollectionRow): Collection {
  return {
    collectionId: row.collection_id,
    titleId: row.title_id,
    displayName: row.display_name,
    order: row.sort_order,
  };
}

export function ownedChapter(db: Database, chapterId: string, memberId: string): ChapterRow {
  const row = db.prepare(`${CHAPTER_SELECT} WHERE ch.chapter_id = ?`).get(chapterId) as
    ChapterRow | undefined;
  if (!row) throw notFound();
  if (row.owner_id !== memberId) throw forbidden(MESSAGES.chapterOfAnotherAuthor);
  return row;
}

export function ownedCollection(
  db: Database,
  collectionId: string,
  memberId: string,
): CollectionRow {
  const row = db
    .prepare(
      `SELECT co.*, t.owner_id FROM collections co JOIN titles t ON t.title_id = co.title_id
       WHERE co.collection_id = ?`,
    )
    .get(collectionId) as CollectionRow | undefined;
  if (!row) throw notFound();
  if (row.owner_id !== memberId) throw forbidden(MESSAGES.collectionOfAnotherAuthor);
  return row;
}

export function chaptersOfTitle(db: Database, titleId: string): ChapterRow[] {
  return db
    .prepare(`${CHAPTER_SELECT} WHERE ch.title_id = ? ORDER BY ch.sort_order, ch.chapter_id`)
    .all(titleId) as ChapterRow[];
}
