import type { Hono } from 'hono';
import type {
  AnnouncementList,
  CommentPage,
  Contest,
  ContestEligibility,
  ContestEntry,
  ContestIneligibleReason,
  ContestList,
  ContestPrize,
  ContestStatus,
  ContestSummary,
  CreatorComment,
  Gift,
  Ok,
  ReceivedGiftPage,
} from '@creator/api/contract';
import {
  commentHiddenBody,
  commentReplyBody,
  commentReportBody,
  commentsQuery,
  contestEntryBody,
  receivedGiftsQuery,
} from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import { isBlankText } from '../lib/contract';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import type { Message } from '../lib/i18n';
import { MESSAGES } from '../lib/messages';
import { requireCreator } from '../lib/session';
import { keptTitleColumns, ownedTitle, withTitleDeleted } from '../lib/titles';
import { parseBody, parseQuery } from '../lib/validate';

interface ContestRow {
  contest_id: string;
  display_name: string;
  banner_url: string | null;
  entry_start_at: string;
  entry_end_at: string;
  results_at: string;
  theme: string;
  rules: string;
  min_words: number;
  synopsis_required: number;
  prizes_json: string;
  genre_ids: string;
}

function contestStatus(row: ContestRow, now: Date): ContestStatus {
  const t = now.getTime();
  if (t < Date.parse(row.entry_start_at)) return 'UPCOMING';
  if (t < Date.parse(row.entry_end_at)) return 'OPEN';
  if (t < Date.parse(row.results_at)) return 'JUDGING';
  return 'RESULTS';
}

const toContestSummary = (
  row: ContestRow,
  now: Date,
  myEntry: ContestEntry | null,
): ContestSummary => ({
  contestId: row.contest_id,
  displayName: row.display_name,
  bannerUrl: row.banner_url,
  status: contestStatus(row, now),
  entryStartAt: row.entry_start_at,
  entryEndAt: row.entry_end_at,
  resultsAt: row.results_at,
  myEntry,
});

interface GenreRow {
  genre_id: string;
  display_name: string;
}

/** My entries, with the entered work's current name (or its name when it was deleted). */
const ENTRY_SELECT = `SELECT e.contest_id AS contestId, e.title_id AS titleId,
    ${keptTitleColumns('e')}, e.submitted_at AS submittedAt
  FROM contest_entries e LEFT JOIN titles t ON t.title_id = e.title_id
  WHERE e.member_id = ?`;
type EntryRow = Omit<ContestEntry, 'titleDeleted'> & { contestId: string; titleDeleted: number };
const toEntry = ({ contestId: _contest, ...entry }: EntryRow): ContestEntry =>
  withTitleDeleted(entry);

export function registerCommunityRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get('/v2/creator/receivedGifts', (c) => {
    const member = requireCreator(c);
    const { current, limit, orderByCreatedAt } = parseQuery(c, receivedGiftsQuery);
    const totals = db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(quantity), 0) AS q, COALESCE(SUM(value), 0) AS v
         FROM gifts WHERE member_id = ?`,
      )
      .get(member.member_id) as { n: number; q: number; v: number };
    const direction = orderByCreatedAt === 'ASC' ? 'ASC' : 'DESC';
    const gifts = db
      .prepare(
        `SELECT g.gift_id AS giftId, g.created_at AS createdAt, g.sender_name AS senderName,
                g.gift_name AS giftName, g.quantity, g.value, g.title_id AS titleId,
                ${keptTitleColumns('g')}
         FROM gifts g LEFT JOIN titles t ON t.title_id = g.title_id
         WHERE g.member_id = ?
         ORDER BY g.created_at ${direction}, g.gift_id ${direction} LIMIT ? OFFSET ?`,
      )
      .all(member.member_id, limit, (current - 1) * limit) as Array<
      Omit<Gift, 'titleDeleted'> & { titleDeleted: number }
    >;
    return c.json<ReceivedGiftPage>({
      gifts: gifts.map(withTitleDeleted),
      current,
      limit,
      more: current * limit < totals.n,
      totalCount: totals.n,
      totalQuantity: totals.q,
      totalValue: totals.v,
    });
  });

  app.get('/v2/creator/contests', (c) => {
    const member = requireCreator(c);
    const rows = db
      .prepare('SELECT * FROM contests ORDER BY entry_start_at DESC')
      .all() as ContestRow[];
    const entries = new Map(
      (db.prepare(ENTRY_SELECT).all(member.member_id) as EntryRow[]).map((e) => [e.contestId, e]),
    );
    const now = deps.now();
    return c.json<ContestList>({
      contests: rows.map((r) => {
        const entry = entries.get(r.contest_id);
        return toContestSummary(r, now, entry ? toEntry(entry) : null);
      }),
    });
  });

  const contestRow = (contestId: string) => {
    const row = db.prepare('SELECT * FROM contests WHERE contest_id = ?').get(contestId) as
      ContestRow | undefined;
    if (!row) throw notFound();
    return row;
  };

  /**
   * Which of the author's works may enter, and why not. A work's words are those readers can read:
   * published chapters only (a publish time set and passed; drafts and scheduled ones do not count).
   * Publish times are stored as toISOString() writes them, so they compare as text.
   */
  const eligibility = (row: ContestRow, memberId: string): ContestEligibility[] => {
    const genres = JSON.parse(row.genre_ids) as string[];
    const now = deps.now();
    const titles = db
      .prepare(
        `SELECT t.title_id, t.display_name, t.genre_ids, t.listing_from, t.synopsis,
                (SELECT COALESCE(SUM(word_count), 0) FROM chapters ch
                  WHERE ch.title_id = t.title_id AND ch.publish_at <= ?) AS words
         FROM titles t WHERE t.owner_id = ? ORDER BY t.created_at, t.title_id`,
      )
      .all(now.toISOString(), memberId) as {
      title_id: string;
      display_name: string;
      genre_ids: string;
      listing_from: string | null;
      synopsis: string;
      words: number;
    }[];
    return titles.map((t) => {
      const reasons: ContestIneligibleReason[] = [];
      if (t.listing_from === null || Date.parse(t.listing_from) > now.getTime()) {
        reasons.push('NOT_LISTED');
      }
      const titleGenres = JSON.parse(t.genre_ids) as string[];
      if (genres.length > 0 && !titleGenres.some((g) => genres.includes(g))) {
        reasons.push('GENRE_MISMATCH');
      }
      if (t.words < row.min_words) reasons.push('TOO_FEW_WORDS');
      // Only invisible characters show readers no synopsis either.
      if (row.synopsis_required === 1 && isBlankText(t.synopsis)) {
        reasons.push('SYNOPSIS_MISSING');
      }
      return {
        titleId: t.title_id,
        titleName: t.display_name,
        eligible: reasons.length === 0,
        reasons,
        wordCount: t.words,
      };
    });
  };

  /** Why a work cannot enter, one sentence per reason, as the portal's picker says it. */
  const reasonSentences = (verdict: ContestEligibility, row: ContestRow): Message[] => {
    const sentences: Record<ContestIneligibleReason, () => Message> = {
      NOT_LISTED: () => MESSAGES.contestNotListed,
      GENRE_MISMATCH: () => {
        const ids = JSON.parse(row.genre_ids) as string[];
        const names = new Map(
          (db.prepare('SELECT genre_id, display_name FROM genres').all() as GenreRow[]).map((g) => [
            g.genre_id,
            g.display_name,
          ]),
        );
        return MESSAGES.contestGenreMismatch(...ids.map((id) => names.get(id) ?? id));
      },
      TOO_FEW_WORDS: () => MESSAGES.contestTooFewWords(verdict.wordCount, row.min_words),
      SYNOPSIS_MISSING: () => MESSAGES.contestSynopsisMissing,
    };
    return verdict.reasons.map((reason) => sentences[reason]());
  };

  const contestDetail = (row: ContestRow, memberId: string): Contest => {
    const entry = db
      .prepare(`${ENTRY_SELECT} AND e.contest_id = ?`)
      .get(memberId, row.contest_id) as EntryRow | undefined;
    return {
      ...toContestSummary(row, deps.now(), entry ? toEntry(entry) : null),
      theme: row.theme,
      rules: row.rules,
      minWords: row.min_words,
      synopsisRequired: row.synopsis_required === 1,
      prizes: JSON.parse(row.prizes_json) as ContestPrize[],
      genreIds: JSON.parse(row.genre_ids) as string[],
      eligibility: eligibility(row, memberId),
    };
  };

  app.get('/v2/creator/contests/:contestId', (c) => {
    const member = requireCreator(c);
    return c.json<Contest>(contestDetail(contestRow(c.req.param('contestId')), member.member_id));
  });

  app.post('/v2/creator/contests/:contestId/entry', async (c) => {
    const member = requireCreator(c);
    const row = contestRow(c.req.param('contestId'));
    const body = await parseBody(c, contestEntryBody);
    const title = ownedTitle(db, body.titleId, member.member_id);
    if (contestStatus(row, deps.now()) !== 'OPEN') {
      throw badRequest(MESSAGES.contestClosed);
    }
    const detail = contestDetail(row, member.member_id);
    if (detail.myEntry) {
      throw conflict(MESSAGES.contestAlreadyEntered);
    }
    const verdict = detail.eligibility?.find((e) => e.titleId === title.title_id);
    if (!verdict?.eligible) {
      throw badRequest(
        MESSAGES.contestIneligible(...(verdict ? reasonSentences(verdict, row) : [])),
      );
    }
    db.prepare(
      `INSERT INTO contest_entries (contest_id, member_id, title_id, submitted_at)
       VALUES (?, ?, ?, ?)`,
    ).run(row.contest_id, member.member_id, title.title_id, deps.now().toISOString());
    return c.json<Contest>(contestDetail(row, member.member_id), 201);
  });

  app.delete('/v2/creator/contests/:contestId/entry', (c) => {
    const member = requireCreator(c);
    const row = contestRow(c.req.param('contestId'));
    const detail = contestDetail(row, member.member_id);
    // Nothing to withdraw (withdrawn already, in another tab or by a retry): the author's wish
    // holds, so the answer is the contest as it is rather than an error.
    if (!detail.myEntry) return c.json<Contest>(detail);
    if (contestStatus(row, deps.now()) !== 'OPEN') {
      throw badRequest(MESSAGES.contestWithdrawClosed);
    }
    db.prepare('DELETE FROM contest_entries WHERE contest_id = ? AND member_id = ?').run(
      row.contest_id,
      member.member_id,
    );
    return c.json<Contest>(contestDetail(row, member.member_id));
  });

  const COMMENT_SELECT = `SELECT cm.comment_id AS commentId, cm.title_id AS titleId,
      t.display_name AS titleName, cm.chapter_id AS chapterId, ch.display_name AS chapterName,
      cm.reader_name AS readerName, cm.body, cm.created_at AS createdAt, cm.reply,
      cm.replied_at AS repliedAt, cm.hidden, cm.reported, t.owner_id AS ownerId
    FROM comments cm JOIN titles t ON t.title_id = cm.title_id
    LEFT JOIN chapters ch ON ch.chapter_id = cm.chapter_id`;
  type CommentRow = Omit<CreatorComment, 'hidden' | 'reported'> & {
    hidden: number;
    reported: number;
    ownerId: string;
  };
  const toComment = ({ ownerId: _owner, ...row }: CommentRow): CreatorComment => ({
    ...row,
    hidden: row.hidden === 1,
    reported: row.reported === 1,
  });
  const ownedComment = (commentId: string, memberId: string): CommentRow => {
    const row = db.prepare(`${COMMENT_SELECT} WHERE cm.comment_id = ?`).get(commentId) as
      CommentRow | undefined;
    if (!row) throw notFound();
    if (row.ownerId !== memberId) throw forbidden(MESSAGES.commentOnAnotherAuthorsWork);
    return row;
  };

  app.get('/v2/creator/comments', (c) => {
    const member = requireCreator(c);
    const query = parseQuery(c, commentsQuery);
    if (query.titleId) ownedTitle(db, query.titleId, member.member_id);
    const where = ['t.owner_id = ?'];
    const params: unknown[] = [member.member_id];
    if (query.titleId) {
      where.push('cm.title_id = ?');
      params.push(query.titleId);
    }
    if (query.chapterId) {
      where.push('cm.chapter_id = ?');
      params.push(query.chapterId);
    }
    if (query.unreplied === 'true') where.push('cm.reply IS NULL');
    const filter = `WHERE ${where.join(' AND ')}`;
    const { n } = db
      .prepare(
        `SELECT COUNT(*) AS n FROM comments cm JOIN titles t ON t.title_id = cm.title_id ${filter}`,
      )
      .get(...params) as { n: number };
    const rows = db
      .prepare(
        `${COMMENT_SELECT} ${filter} ORDER BY cm.created_at DESC, cm.comment_id DESC
         LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, (query.current - 1) * query.limit) as CommentRow[];
    return c.json<CommentPage>({
      comments: rows.map(toComment),
      current: query.current,
      limit: query.limit,
      total: n,
      more: query.current * query.limit < n,
    });
  });

  app.post('/v2/creator/comments/:commentId/reply', async (c) => {
    const member = requireCreator(c);
    const comment = ownedComment(c.req.param('commentId'), member.member_id);
    const body = await parseBody(c, commentReplyBody);
    db.prepare('UPDATE comments SET reply = ?, replied_at = ? WHERE comment_id = ?').run(
      body.body,
      deps.now().toISOString(),
      comment.commentId,
    );
    return c.json<CreatorComment>(toComment(ownedComment(comment.commentId, member.member_id)));
  });

  app.put('/v2/creator/comments/:commentId/hidden', async (c) => {
    const member = requireCreator(c);
    const comment = ownedComment(c.req.param('commentId'), member.member_id);
    const body = await parseBody(c, commentHiddenBody);
    db.prepare('UPDATE comments SET hidden = ? WHERE comment_id = ?').run(
      body.hidden ? 1 : 0,
      comment.commentId,
    );
    return c.json<CreatorComment>(toComment(ownedComment(comment.commentId, member.member_id)));
  });

  app.post('/v2/creator/comments/:commentId/report', async (c) => {
    const member = requireCreator(c);
    const comment = ownedComment(c.req.param('commentId'), member.member_id);
    const body = await parseBody(c, commentReportBody);
    db.prepare('UPDATE comments SET reported = 1, report_reason = ? WHERE comment_id = ?').run(
      body.reason,
      comment.commentId,
    );
    return c.json<CreatorComment>(toComment(ownedComment(comment.commentId, member.member_id)));
  });

  app.delete('/v2/creator/comments/:commentId', (c) => {
    const member = requireCreator(c);
    const comment = ownedComment(c.req.param('commentId'), member.member_id);
    db.prepare('DELETE FROM comments WHERE comment_id = ?').run(comment.commentId);
    return c.json<Ok>({ ok: true });
  });

  app.get('/v2/creator/announcements', (c) => {
    requireCreator(c);
    const rows = db
      .prepare(
        `SELECT announcement_id AS announcementId, category, title, body, pinned,
                published_at AS publishedAt
         FROM announcements WHERE published_at <= ?
         ORDER BY pinned DESC, published_at DESC`,
      )
      .all(deps.now().toISOString()) as (Omit<
      AnnouncementList['announcements'][number],
      'pinned'
    > & {
      pinned: number;
    })[];
    return c.json<AnnouncementList>({
      announcements: rows.map((r) => ({ ...r, pinned: r.pinned === 1 })),
    });
  });
}
