import type { Hono } from 'hono';
import type {
  AnnouncementList,
  Contest,
  ContestList,
  ContestPrize,
  ContestStatus,
  ContestSummary,
  Gift,
  ReceivedGiftPage,
} from '@creator/api/contract';
import { receivedGiftsQuery } from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../lib/errors';
import { requireCreator } from '../lib/session';
import { parseQuery } from '../lib/validate';

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

export function contestStatus(row: ContestRow, now: Date): ContestStatus {
  const t = now.getTime();
  if (t < Date.parse(row.entry_start_at)) return 'UPCOMING';
  if (t < Date.parse(row.entry_end_at)) return 'OPEN';
  if (t < Date.parse(row.results_at)) return 'JUDGING';
  return 'RESULTS';
}

const toContestSummary = (row: ContestRow, now: Date): ContestSummary => ({
  contestId: row.contest_id,
  displayName: row.display_name,
  bannerUrl: row.banner_url,
  status: contestStatus(row, now),
  entryStartAt: row.entry_start_at,
  entryEndAt: row.entry_end_at,
  resultsAt: row.results_at,
});

export function registerCommunityRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get('/v2/creator/receivedGifts', (c) => {
    const member = requireCreator(c);
    const { current, limit, orderByCreatedAt } = parseQuery(c, receivedGiftsQuery);
    const totals = db
      .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(value), 0) AS v FROM gifts WHERE member_id = ?')
      .get(member.member_id) as { n: number; v: number };
    const direction = orderByCreatedAt === 'ASC' ? 'ASC' : 'DESC';
    const gifts = db
      .prepare(
        `SELECT g.gift_id AS giftId, g.created_at AS createdAt, g.sender_name AS senderName,
                g.gift_name AS giftName, g.quantity, g.value, g.title_id AS titleId,
                t.display_name AS titleName
         FROM gifts g JOIN titles t ON t.title_id = g.title_id
         WHERE g.member_id = ?
         ORDER BY g.created_at ${direction}, g.gift_id ${direction} LIMIT ? OFFSET ?`,
      )
      .all(member.member_id, limit, (current - 1) * limit) as Gift[];
    return c.json<ReceivedGiftPage>({
      gifts,
      current,
      limit,
      more: current * limit < totals.n,
      totalCount: totals.n,
      totalValue: totals.v,
    });
  });

  app.get('/v2/creator/contests', (c) => {
    requireCreator(c);
    const rows = db
      .prepare('SELECT * FROM contests ORDER BY entry_start_at DESC')
      .all() as ContestRow[];
    const now = deps.now();
    return c.json<ContestList>({ contests: rows.map((r) => toContestSummary(r, now)) });
  });

  app.get('/v2/creator/contests/:contestId', (c) => {
    const member = requireCreator(c);
    const row = db
      .prepare('SELECT * FROM contests WHERE contest_id = ?')
      .get(c.req.param('contestId')) as ContestRow | undefined;
    if (!row) throw notFound();
    const entry = db
      .prepare(
        `SELECT e.title_id AS titleId, t.display_name AS titleName, e.submitted_at AS submittedAt
         FROM contest_entries e JOIN titles t ON t.title_id = e.title_id
         WHERE e.contest_id = ? AND e.member_id = ?`,
      )
      .get(row.contest_id, member.member_id) as Contest['myEntry'] | undefined;
    return c.json<Contest>({
      ...toContestSummary(row, deps.now()),
      theme: row.theme,
      rules: row.rules,
      minWords: row.min_words,
      synopsisRequired: row.synopsis_required === 1,
      prizes: JSON.parse(row.prizes_json) as ContestPrize[],
      genreIds: JSON.parse(row.genre_ids) as string[],
      myEntry: entry ?? null,
    });
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
