import type { Hono } from 'hono';
import type {
  DailyStat,
  MonthlyStats,
  StatMetrics,
  TitleOveralls,
  TotalOveralls,
} from '@creator/api/contract';
import { dateRangeQuery } from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import { chaptersOfTitle } from '../lib/chapters';
import { requireCreator } from '../lib/session';
import { datesBetween } from '../lib/time';
import { ownedTitle } from '../lib/titles';
import { parseQuery } from '../lib/validate';

const MAX_RANGE_DAYS = 400;

const METRIC_SQL = `COALESCE(SUM(readers), 0) AS readers, COALESCE(SUM(views), 0) AS views,
  COALESCE(SUM(favorites), 0) AS favorites, COALESCE(SUM(comments), 0) AS comments,
  COALESCE(SUM(ticket_uses), 0) AS ticketUses, COALESCE(SUM(paid_unlocks), 0) AS paidUnlocks,
  COALESCE(SUM(gifts), 0) AS gifts, COALESCE(SUM(revenue), 0) AS revenue`;

const zero = (): StatMetrics => ({
  readers: 0,
  views: 0,
  favorites: 0,
  comments: 0,
  ticketUses: 0,
  paidUnlocks: 0,
  gifts: 0,
  revenue: 0,
});

export function registerStatsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const monthly = (
    where: string,
    param: string,
    range: { startDate: string; endDate: string },
  ): MonthlyStats => {
    // Refused by arithmetic before a single date is built (see datesBetween).
    const dates = datesBetween(range.startDate, range.endDate, MAX_RANGE_DAYS);
    const rows = db
      .prepare(
        `SELECT date, ${METRIC_SQL} FROM daily_stats d JOIN titles t ON t.title_id = d.title_id
         WHERE ${where} AND date BETWEEN ? AND ? GROUP BY date`,
      )
      .all(param, range.startDate, range.endDate) as DailyStat[];
    const byDate = new Map(rows.map((r) => [r.date, r]));
    const days = dates.map((date) => ({ ...zero(), ...byDate.get(date), date }));
    const totals = zero();
    for (const day of days) {
      for (const key of Object.keys(totals) as (keyof StatMetrics)[]) totals[key] += day[key];
    }
    return { startDate: range.startDate, endDate: range.endDate, totals, days };
  };

  const titleMetrics = (titleId: string): StatMetrics =>
    db
      .prepare(`SELECT ${METRIC_SQL} FROM daily_stats WHERE title_id = ?`)
      .get(titleId) as StatMetrics;

  app.get('/v2/creator/monthlyStats/total', (c) => {
    const member = requireCreator(c);
    const range = parseQuery(c, dateRangeQuery);
    return c.json<MonthlyStats>(monthly('t.owner_id = ?', member.member_id, range));
  });

  app.get('/v2/creator/monthlyStats/titles/:titleId', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const range = parseQuery(c, dateRangeQuery);
    return c.json<MonthlyStats>(monthly('t.title_id = ?', title.title_id, range));
  });

  app.get('/v2/creator/totalStats/totalOveralls', (c) => {
    const member = requireCreator(c);
    const titles = db
      .prepare('SELECT title_id, display_name FROM titles WHERE owner_id = ? ORDER BY created_at')
      .all(member.member_id) as { title_id: string; display_name: string }[];
    const perTitle = titles.map((t) => ({
      titleId: t.title_id,
      displayName: t.display_name,
      metrics: titleMetrics(t.title_id),
    }));
    const metrics = zero();
    for (const t of perTitle) {
      for (const key of Object.keys(metrics) as (keyof StatMetrics)[]) {
        metrics[key] += t.metrics[key];
      }
    }
    return c.json<TotalOveralls>({ metrics, titles: perTitle });
  });

  app.get('/v2/creator/totalStats/titleOveralls/:titleId', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    return c.json<TitleOveralls>({
      titleId: title.title_id,
      displayName: title.display_name,
      metrics: titleMetrics(title.title_id),
      chapters: chaptersOfTitle(db, title.title_id).map((ch) => ({
        chapterId: ch.chapter_id,
        displayName: ch.display_name,
        order: ch.sort_order,
        readers: ch.reader_count,
        views: ch.view_count,
        comments: ch.comment_count,
        paidUnlocks: ch.paid_unlocks,
      })),
    });
  });
}
