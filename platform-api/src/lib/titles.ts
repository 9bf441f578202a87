import type { Database } from 'better-sqlite3';
import type { SelectionType, SerialStatus, TargetAudience, Title } from '@creator/api/contract';
import { forbidden, notFound } from './errors';
import { MESSAGES } from './messages';

export interface TitleRow {
  title_id: string;
  owner_id: string;
  display_name: string;
  genre_ids: string;
  listing_from: string | null;
  intro: string;
  synopsis: string;
  tags: string;
  target_audience: TargetAudience | null;
  serial_status: SerialStatus;
  reader_count: number;
  favorite_count: number;
  ticket_selection_type: SelectionType;
  created_at: string;
  updated_at: string;
  synced_at: string | null;
  cover_updated_at: string | null;
}

export const TITLE_SELECT = `SELECT t.*, cv.updated_at AS cover_updated_at
  FROM titles t LEFT JOIN covers cv ON cv.title_id = t.title_id`;

export function coverUrl(origin: string, titleId: string, updatedAt: string | null): string | null {
  if (!updatedAt) return null;
  return `${origin}/covers/${encodeURIComponent(titleId)}?v=${Date.parse(updatedAt)}`;
}

export function toTitle(row: TitleRow, origin: string): Title {
  return {
    titleId: row.title_id,
    displayName: row.display_name,
    genreIds: JSON.parse(row.genre_ids) as string[],
    listingFrom: row.listing_from,
    coverUrl: coverUrl(origin, row.title_id, row.cover_updated_at),
    intro: row.intro,
    synopsis: row.synopsis,
    tags: JSON.parse(row.tags) as string[],
    targetAudience: row.target_audience,
    serialStatus: row.serial_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    syncedAt: row.synced_at,
  };
}

function findTitle(db: Database, titleId: string): TitleRow | undefined {
  return db.prepare(`${TITLE_SELECT} WHERE t.title_id = ?`).get(titleId) as TitleRow | undefined;
}

/** 404 when there is no such work, 403 when it belongs to someone else (nothing leaks). */
export function ownedTitle(db: Database, titleId: string, memberId: string): TitleRow {
  const row = findTitle(db, titleId);
  if (!row) throw notFound();
  if (row.owner_id !== memberId) throw forbidden(MESSAGES.workOfAnotherAuthor);
  return row;
}

/**
 * The work of a history row (a gift, a revenue line, a contest entry) as the API shows it: the
 * work's name while it exists, the name kept when it was deleted (migration 7) after that, and
 * whether it is gone. `row` is the history table's alias, `titles` that of a LEFT JOIN on titles.
 */
export const keptTitleColumns = (row: string, titles = 't') =>
  `COALESCE(${titles}.display_name, ${row}.title_name) AS titleName,
   (${row}.title_id IS NOT NULL AND ${titles}.title_id IS NULL) AS titleDeleted`;

/** A row read with keptTitleColumns, with the contract's flag: present (true) only when deleted. */
export function withTitleDeleted<Row extends { titleDeleted: number }>({
  titleDeleted,
  ...row
}: Row): Omit<Row, 'titleDeleted'> & { titleDeleted?: true } {
  return titleDeleted ? { ...row, titleDeleted: true } : row;
}
