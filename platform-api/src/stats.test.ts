import type {
  ChapterOverall,
  MonthlyStats,
  MonthlyStatsByTitle,
  MyOverview,
  TitleOveralls,
  TitleStatList,
  TotalOveralls,
} from '@creator/api/contract';
import { STAT_METRICS } from '@creator/api/contract';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const get = async <T>(path: string, cookie = demo): Promise<T> => {
  const response = await t.request(path, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('titleOveralls', () => {
  it('gives each chapter its state, readers and ticket uses, in chapter order', async () => {
    const body = await get<TitleOveralls>('/v2/creator/totalStats/titleOveralls/title-mist-city');
    expect(body.chapters).toHaveLength(60);
    expect(body.chapters.map((c) => c.order)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    // The demo work: 55 published, 2 scheduled, 3 drafts.
    const count = (state: ChapterOverall['state']) =>
      body.chapters.filter((c) => c.state === state).length;
    expect([count('PUBLISHED'), count('SCHEDULED'), count('DRAFT')]).toEqual([55, 2, 3]);
    for (const chapter of body.chapters.filter((c) => c.state !== 'PUBLISHED')) {
      expect([chapter.readers, chapter.ticketUses, chapter.paidUnlocks]).toEqual([0, 0, 0]);
    }
    // Ticket uses are counted on paid chapters that accept tickets (every third one here).
    const ticketed = body.chapters.filter((c) => c.ticketUses > 0);
    expect(ticketed.length).toBeGreaterThan(0);
    for (const chapter of ticketed) {
      expect(chapter.order).toBeGreaterThan(10);
      expect(chapter.order % 3).toBe(0);
      expect(chapter.ticketUses).toBeLessThan(chapter.readers);
    }
  });

  it('answers the chapter numbers only, never the chapters’ text', async () => {
    const response = await t.request('/v2/creator/totalStats/titleOveralls/title-mist-city', {
      cookie: demo,
    });
    const chapter = ((await response.json()) as TitleOveralls).chapters[0];
    expect(Object.keys(chapter ?? {}).sort()).toEqual(
      [
        'chapterId',
        'comments',
        'displayName',
        'order',
        'paidUnlocks',
        'readers',
        'state',
        'ticketUses',
        'views',
      ].sort(),
    );
  });
});

describe('all-time readers', () => {
  it('are each work’s readers, as My works and the home page count them, not a sum of days', async () => {
    const { titles } = await get<TitleStatList>('/v2/creator/myTitleStats');
    const overview = await get<MyOverview>('/v2/creator/myOverview');
    const total = await get<TotalOveralls>('/v2/creator/totalStats/totalOveralls');
    const work = await get<TitleOveralls>('/v2/creator/totalStats/titleOveralls/title-mist-city');

    const listed = titles.find((title) => title.titleId === 'title-mist-city');
    expect(listed?.readerCount).toBeGreaterThan(0);
    expect(work.metrics.readers).toBe(listed?.readerCount);
    expect(total.titles.find((t) => t.titleId === 'title-mist-city')?.metrics.readers).toBe(
      listed?.readerCount,
    );
    expect(total.metrics.readers).toBe(overview.readerCount);
  });
});

describe('all-time favourites', () => {
  it('are each work’s favourites now, as My works and the home page count them, not a sum of days', async () => {
    const { titles } = await get<TitleStatList>('/v2/creator/myTitleStats');
    const overview = await get<MyOverview>('/v2/creator/myOverview');
    const total = await get<TotalOveralls>('/v2/creator/totalStats/totalOveralls');
    const work = await get<TitleOveralls>('/v2/creator/totalStats/titleOveralls/title-mist-city');

    const listed = titles.find((title) => title.titleId === 'title-mist-city');
    expect(listed?.favoriteCount).toBeGreaterThan(0);
    expect(work.metrics.favorites).toBe(listed?.favoriteCount);
    expect(total.metrics.favorites).toBe(overview.favoriteCount);
  });
});

describe('monthlyStats of every work', () => {
  const range = 'startDate=2026-06-01&endDate=2026-06-14';

  it('gives each of the author’s works every day of the range, matching its own monthlyStats', async () => {
    const all = await get<MonthlyStatsByTitle>(`/v2/creator/monthlyStats/titles?${range}`);
    expect(all).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-14' });
    expect(all.titles.map((title) => title.titleId)).toContain('title-mist-city');
    expect(all.titles.map((title) => title.titleId)).not.toContain('title-north-king');
    for (const title of all.titles) {
      expect(title.days.map((day) => day.date)).toHaveLength(14);
      expect(title.days[0]?.date).toBe('2026-06-01');
      expect(title.days[13]?.date).toBe('2026-06-14');
      const own = await get<MonthlyStats>(
        `/v2/creator/monthlyStats/titles/${encodeURIComponent(title.titleId)}?${range}`,
      );
      expect(title.totals).toEqual(own.totals);
      expect(title.days).toEqual(own.days);
    }
    // The works add up to the author's total (revenue too: no line of these days is tied to no
    // work or to a deleted one).
    const total = await get<MonthlyStats>(`/v2/creator/monthlyStats/total?${range}`);
    for (const key of STAT_METRICS) {
      const sum = all.titles.reduce((acc, title) => acc + title.totals[key], 0);
      expect(sum).toBe(total.totals[key]);
    }
  });

  it('refuses a bad or too long range and a signed-out caller', async () => {
    const reversed = await t.request(
      '/v2/creator/monthlyStats/titles?startDate=2026-06-14&endDate=2026-06-01',
      { cookie: demo },
    );
    expect(reversed.status).toBe(400);
    const long = await t.request(
      '/v2/creator/monthlyStats/titles?startDate=2024-01-01&endDate=2026-06-01',
      { cookie: demo },
    );
    expect(long.status).toBe(400);
    const anonymous = await t.request(`/v2/creator/monthlyStats/titles?${range}`, {
      cookie: null,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('revenue', () => {
  /** The revenue details' gross total for a filter (the ledger, every line of it). */
  const ledgerTotal = async (query: string) =>
    (await get<{ totalAmount: number }>(`/v2/creator/revenueDetails?${query}`)).totalAmount;

  it('of a work over a month is its ledger lines of that month, its contest prize included', async () => {
    // The seed's prize for 劍影江湖 is booked on 2026-04-16.
    const april = await get<MonthlyStats>(
      '/v2/creator/monthlyStats/titles/title-sword-shadow?startDate=2026-04-01&endDate=2026-04-30',
    );
    const ledger = await ledgerTotal('month=2026-04&titleId=title-sword-shadow');
    expect(april.totals.revenue).toBe(ledger);
    expect(april.days.find((day) => day.date === '2026-04-16')?.revenue).toBeGreaterThanOrEqual(
      10000,
    );
    // A negative adjustment is part of its work's month too.
    const may = await get<MonthlyStats>(
      '/v2/creator/monthlyStats/titles/title-mist-city?startDate=2026-05-01&endDate=2026-05-31',
    );
    expect(may.totals.revenue).toBe(await ledgerTotal('month=2026-05&titleId=title-mist-city'));
  });

  it('of all time is each work’s ledger total, and the author’s whole ledger', async () => {
    const total = await get<TotalOveralls>('/v2/creator/totalStats/totalOveralls');
    const work = await get<TitleOveralls>(
      '/v2/creator/totalStats/titleOveralls/title-sword-shadow',
    );
    const ledger = await ledgerTotal('titleId=title-sword-shadow');
    expect(work.metrics.revenue).toBe(ledger);
    expect(total.titles.find((t) => t.titleId === 'title-sword-shadow')?.metrics.revenue).toBe(
      ledger,
    );
    // The adjustment tied to no work counts in the author's total, as in the ledger's.
    expect(total.metrics.revenue).toBe(await ledgerTotal(''));
  });

  it('of the author over a month is the ledger’s total of that month, lines without a work included', async () => {
    // The seed books an adjustment tied to no work on 2026-01-16.
    const january = await get<MonthlyStats>(
      '/v2/creator/monthlyStats/total?startDate=2026-01-01&endDate=2026-01-31',
    );
    expect(january.totals.revenue).toBe(await ledgerTotal('month=2026-01'));
    const works = await get<MonthlyStatsByTitle>(
      '/v2/creator/monthlyStats/titles?startDate=2026-01-01&endDate=2026-01-31',
    );
    const ofWorks = works.titles.reduce((sum, title) => sum + title.totals.revenue, 0);
    expect(january.totals.revenue - ofWorks).toBe(500);
  });

  it('falls on the Taipei day of each line', async () => {
    const own = createTestApp();
    const cookie = await own.signIn('demo@example.com');
    const day = async (date: string) => {
      const response = await own.request(
        `/v2/creator/monthlyStats/titles/title-mist-city?startDate=${date}&endDate=${date}`,
        { cookie },
      );
      return ((await response.json()) as MonthlyStats).totals.revenue;
    };
    const before = [await day('2026-06-13'), await day('2026-06-14')];
    // 01:00 on 2026-06-14 in Taipei, still 2026-06-13 in UTC.
    own.db
      .prepare(
        `INSERT INTO revenue_entries (entry_id, member_id, occurred_at, source, title_id, amount)
         SELECT 'rev-taipei-day', owner_id, '2026-06-13T17:00:00.000Z', 'GIFTS', title_id, 777
         FROM titles WHERE title_id = 'title-mist-city'`,
      )
      .run();
    expect([await day('2026-06-13'), await day('2026-06-14')]).toEqual([
      before[0],
      (before[1] ?? 0) + 777,
    ]);
  });
});
