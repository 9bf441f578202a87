import type { Hono } from 'hono';
import type {
  DailyStat,
  MonthlyStats,
  MonthlyStatsByTitle,
  StatMetrics,
  TitleOveralls,
  TotalOveralls,
} from '@creator/api/contract';
import { dateRangeQuery } from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import { chapterState } from '../lib/chapters';
import { STAT_METRICS, STATS_RANGE_MAX_DAYS } from '../lib/contract';
import { requireCreator } from '../lib/session';
import { DAY_MS, datesBetween, taipeiDayStart } from '../lib/time';
import { ownedTitle } from '../lib/titles';
import { parseQuery } from '../lib/validate';

const MAX_RANGE_DAYS = STATS_RANGE_MAX_DAYS;

/**
 * The counted metrics, summed from daily_stats. Revenue is not among them: it is read from the
 * ledger (revenue_entries, see `revenue` below), so the data center's figures are the ledger's.
 * daily_stats.revenue is no longer read or written with a figure.
 */
const METRIC_SQL = `COALESCE(SUM(readers), 0) AS readers, COALESCE(SUM(views), 0) AS views,
  COALESCE(SUM(favorites), 0) AS favorites, COALESCE(SUM(comments), 0) AS comments,
  COALESCE(SUM(ticket_uses), 0) AS ticketUses, COALESCE(SUM(paid_unlocks), 0) AS paidUnlocks,
  COALESCE(SUM(gifts), 0) AS gifts`;

type CountedMetrics = Omit<StatMetrics, 'revenue'>;
type CountedDay = CountedMetrics & { date: string };

/** The ledger's Taipei day of a line, as the revenue report takes its Taipei month. */
const LEDGER_DATE = `date(occurred_at, '+8 hours')`;

/** The instants a range of Taipei days covers, [from, to), as the ledger stores them (ISO, UTC). */
function ledgerBounds(range: { startDate: string; endDate: string }): [string, string] {
  const end = taipeiDayStart(range.endDate).getTime() + DAY_MS;
  return [taipeiDayStart(range.startDate).toISOString(), new Date(end).toISOString()];
}

const zero = (): StatMetrics => {
  const metrics = {} as StatMetrics;
  for (const key of STAT_METRICS) metrics[key] = 0;
  return metrics;
};

/**
 * Every date of the range, from the rows found and each day's revenue (days without either are
 * zeros), and the sums.
 */
function fillDays(
  dates: string[],
  rows: CountedDay[],
  revenue: ReadonlyMap<string, number>,
): { days: DailyStat[]; totals: StatMetrics } {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days = dates.map((date) => ({
    ...zero(),
    ...byDate.get(date),
    revenue: revenue.get(date) ?? 0,
    date,
  }));
  const totals = zero();
  for (const day of days) {
    for (const key of Object.keys(totals) as (keyof StatMetrics)[]) totals[key] += day[key];
  }
  return { days, totals };
}

interface ChapterStatRow {
  chapter_id: string;
  display_name: string;
  sort_order: number;
  publish_at: string | null;
  reader_count: number;
  view_count: number;
  comment_count: number;
  paid_unlocks: number;
  ticket_uses: number;
}

export function registerStatsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  /**
   * Revenue per Taipei day from the ledger: the author's lines (those of deleted works and those
   * tied to no work included, as the revenue details' 全部作品 counts them), or one work's.
   */
  const revenueByDay = (
    memberId: string,
    titleId: string | null,
    range: { startDate: string; endDate: string },
  ): Map<string, number> => {
    const rows = db
      .prepare(
        `SELECT ${LEDGER_DATE} AS date, SUM(amount) AS revenue FROM revenue_entries
         WHERE member_id = ? AND (? IS NULL OR title_id = ?)
           AND occurred_at >= ? AND occurred_at < ?
         GROUP BY date`,
      )
      .all(memberId, titleId, titleId, ...ledgerBounds(range)) as {
      date: string;
      revenue: number;
    }[];
    return new Map(rows.map((r) => [r.date, r.revenue]));
  };

  /** A ledger's all-time revenue: the author's (every line), or one work's. */
  const allTimeRevenue = (memberId: string, titleId: string | null): number =>
    (
      db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) AS revenue FROM revenue_entries
           WHERE member_id = ? AND (? IS NULL OR title_id = ?)`,
        )
        .get(memberId, titleId, titleId) as { revenue: number }
    ).revenue;

  const monthly = (
    memberId: string,
    titleId: string | null,
    range: { startDate: string; endDate: string },
  ): MonthlyStats => {
    // Refused by arithmetic before a single date is built (see datesBetween).
    const dates = datesBetween(range.startDate, range.endDate, MAX_RANGE_DAYS);
    const rows = db
      .prepare(
        `SELECT date, ${METRIC_SQL} FROM daily_stats d JOIN titles t ON t.title_id = d.title_id
         WHERE t.owner_id = ? AND (? IS NULL OR t.title_id = ?) AND date BETWEEN ? AND ?
         GROUP BY date`,
      )
      .all(memberId, titleId, titleId, range.startDate, range.endDate) as CountedDay[];
    const revenue = revenueByDay(memberId, titleId, range);
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      ...fillDays(dates, rows, revenue),
    };
  };

  /**
   * A work's all-time figures: the sums of its days, but readers and favourites as the work's own
   * counts (those My works and the home page show). A day's readers are the people who read that
   * day; summed over every day they count one reader once per day read, which is no number of
   * readers. A day's favourites are those added that day; their sum leaves out every one taken
   * back since, so the work's count is the one that says how many readers keep it. Revenue is
   * the sum of the work's ledger lines.
   */
  const titleMetrics = (titleId: string, memberId: string): StatMetrics => {
    const sums = db
      .prepare(`SELECT ${METRIC_SQL} FROM daily_stats WHERE title_id = ?`)
      .get(titleId) as CountedMetrics;
    const { reader_count: readers, favorite_count: favorites } = db
      .prepare('SELECT reader_count, favorite_count FROM titles WHERE title_id = ?')
      .get(titleId) as { reader_count: number; favorite_count: number };
    return { ...sums, readers, favorites, revenue: allTimeRevenue(memberId, titleId) };
  };

  app.get('/v2/creator/monthlyStats/total', (c) => {
    const member = requireCreator(c);
    const range = parseQuery(c, dateRangeQuery);
    return c.json<MonthlyStats>(monthly(member.member_id, null, range));
  });

  // Every work's days in one answer: the data center exports per day and per work without one
  // request per work.
  app.get('/v2/creator/monthlyStats/titles', (c) => {
    const member = requireCreator(c);
    const range = parseQuery(c, dateRangeQuery);
    const dates = datesBetween(range.startDate, range.endDate, MAX_RANGE_DAYS);
    const titles = db
      .prepare('SELECT title_id, display_name FROM titles WHERE owner_id = ? ORDER BY created_at')
      .all(member.member_id) as { title_id: string; display_name: string }[];
    const rows = db
      .prepare(
        `SELECT d.title_id AS titleId, date, readers, views, favorites, comments,
           ticket_uses AS ticketUses, paid_unlocks AS paidUnlocks, gifts
         FROM daily_stats d JOIN titles t ON t.title_id = d.title_id
         WHERE t.owner_id = ? AND date BETWEEN ? AND ?`,
      )
      .all(member.member_id, range.startDate, range.endDate) as (CountedDay & {
      titleId: string;
    })[];
    const rowsByTitle = new Map<string, CountedDay[]>();
    for (const { titleId, ...day } of rows) {
      const list = rowsByTitle.get(titleId) ?? [];
      list.push(day);
      rowsByTitle.set(titleId, list);
    }
    const revenueRows = db
      .prepare(
        `SELECT title_id AS titleId, ${LEDGER_DATE} AS date, SUM(amount) AS revenue
         FROM revenue_entries
         WHERE member_id = ? AND title_id IS NOT NULL AND occurred_at >= ? AND occurred_at < ?
         GROUP BY title_id, date`,
      )
      .all(member.member_id, ...ledgerBounds(range)) as {
      titleId: string;
      date: string;
      revenue: number;
    }[];
    const revenueByTitle = new Map<string, Map<string, number>>();
    for (const { titleId, date, revenue } of revenueRows) {
      const days = revenueByTitle.get(titleId) ?? new Map<string, number>();
      days.set(date, revenue);
      revenueByTitle.set(titleId, days);
    }
    return c.json<MonthlyStatsByTitle>({
      startDate: range.startDate,
      endDate: range.endDate,
      titles: titles.map((t) => ({
        titleId: t.title_id,
        displayName: t.display_name,
        ...fillDays(
          dates,
          rowsByTitle.get(t.title_id) ?? [],
          revenueByTitle.get(t.title_id) ?? new Map(),
        ),
      })),
    });
  });

  app.get('/v2/creator/monthlyStats/titles/:titleId', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const range = parseQuery(c, dateRangeQuery);
    return c.json<MonthlyStats>(monthly(member.member_id, title.title_id, range));
  });

  app.get('/v2/creator/totalStats/totalOveralls', (c) => {
    const member = requireCreator(c);
    const titles = db
      .prepare('SELECT title_id, display_name FROM titles WHERE owner_id = ? ORDER BY created_at')
      .all(member.member_id) as { title_id: string; display_name: string }[];
    const perTitle = titles.map((t) => ({
      titleId: t.title_id,
      displayName: t.display_name,
      metrics: titleMetrics(t.title_id, member.member_id),
    }));
    const metrics = zero();
    for (const t of perTitle) {
      for (const key of Object.keys(metrics) as (keyof StatMetrics)[]) {
        metrics[key] += t.metrics[key];
      }
    }
    // The whole ledger, as the revenue details' 全部作品 total: lines of deleted works and lines
    // tied to no work count here, though no work in the list has them.
    metrics.revenue = allTimeRevenue(member.member_id, null);
    return c.json<TotalOveralls>({ metrics, titles: perTitle });
  });

  app.get('/v2/creator/totalStats/titleOveralls/:titleId', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const now = deps.now();
    // Only the counted columns: a long work's chapter texts would make this answer megabytes.
    const chapters = db
      .prepare(
        `SELECT chapter_id, display_name, sort_order, publish_at, reader_count, view_count,
           comment_count, paid_unlocks, ticket_uses
         FROM chapters WHERE title_id = ? ORDER BY sort_order, chapter_id`,
      )
      .all(title.title_id) as ChapterStatRow[];
    return c.json<TitleOveralls>({
      titleId: title.title_id,
      displayName: title.display_name,
      metrics: titleMetrics(title.title_id, member.member_id),
      chapters: chapters.map((ch) => ({
        chapterId: ch.chapter_id,
        displayName: ch.display_name,
        order: ch.sort_order,
        state: chapterState(ch.publish_at, now),
        readers: ch.reader_count,
        views: ch.view_count,
        comments: ch.comment_count,
        paidUnlocks: ch.paid_unlocks,
        ticketUses: ch.ticket_uses,
      })),
    });
  });
}
