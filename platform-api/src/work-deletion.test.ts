/**
 * Deleting a work: what is money or history (gifts, revenue lines, contest entries after the
 * deadline) stays, with the work's name; the balance, the report and the gift totals do not move.
 */
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS, migrate } from './db/migrations';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const get = async (path: string) => {
  const response = await t.request(path, { cookie: demo });
  expect(response.status).toBe(200);
  return response.json();
};
const remove = (path: string) => t.request(path, { method: 'DELETE', cookie: demo });

interface GiftRow {
  giftId: string;
  titleId: string;
  titleName: string;
  titleDeleted?: true;
}
interface LineRow {
  entryId: string;
  titleId: string | null;
  titleName: string | null;
  chapterId: string | null;
  chapterName: string | null;
  titleDeleted?: true;
}

async function allGifts(): Promise<{ gifts: GiftRow[]; totalCount: number; totalValue: number }> {
  const gifts: GiftRow[] = [];
  let page;
  let current = 1;
  do {
    page = await get(`/v2/creator/receivedGifts?current=${current}&limit=100`);
    gifts.push(...page.gifts);
    current += 1;
  } while (page.more);
  return { gifts, totalCount: page.totalCount, totalValue: page.totalValue };
}

async function allLines(titleFilter = ''): Promise<LineRow[]> {
  const lines: LineRow[] = [];
  let page;
  let current = 1;
  do {
    page = await get(`/v2/creator/revenueDetails?current=${current}&limit=100${titleFilter}`);
    lines.push(...page.lines);
    current += 1;
  } while (page.more);
  return lines;
}

describe('deleting a work', () => {
  it('keeps its gifts, with its name, and the gift totals', async () => {
    const before = await allGifts();
    const ofWork = before.gifts.filter((gift) => gift.titleId === 'title-mist-city');
    expect(ofWork.length).toBeGreaterThan(0);
    expect(before.gifts.some((gift) => gift.titleDeleted)).toBe(false);

    expect((await remove('/v2/creator/titles/title-mist-city')).status).toBe(200);

    const after = await allGifts();
    expect({ count: after.totalCount, value: after.totalValue }).toEqual({
      count: before.totalCount,
      value: before.totalValue,
    });
    expect(after.gifts).toEqual(
      before.gifts.map((gift) =>
        gift.titleId === 'title-mist-city'
          ? { ...gift, titleName: '霧城夜話', titleDeleted: true }
          : gift,
      ),
    );
  });

  it('keeps its revenue lines with its name and their chapters’ names, and moves no figure', async () => {
    const before = {
      lines: await allLines(),
      report: await get('/v2/creator/revenueReport'),
      balance: await get('/v2/creator/withdrawable'),
      details: await get('/v2/creator/revenueDetails?limit=1'),
    };
    const ofWork = before.lines.filter((line) => line.titleId === 'title-mist-city');
    expect(ofWork.some((line) => line.chapterName !== null)).toBe(true);

    expect((await remove('/v2/creator/titles/title-mist-city')).status).toBe(200);

    expect(await allLines()).toEqual(
      before.lines.map((line) =>
        line.titleId === 'title-mist-city' ? { ...line, titleDeleted: true } : line,
      ),
    );
    expect(await get('/v2/creator/revenueReport')).toEqual(before.report);
    expect(await get('/v2/creator/withdrawable')).toEqual(before.balance);
    const details = await get('/v2/creator/revenueDetails?limit=1');
    expect([details.total, details.totalAmount, details.totalsBySource]).toEqual([
      before.details.total,
      before.details.totalAmount,
      before.details.totalsBySource,
    ]);
  });

  it('lists it among the deleted works the ledger keeps lines of, and filters the ledger by it', async () => {
    const before = await allLines('&titleId=title-mist-city');
    expect(before.length).toBeGreaterThan(0);
    expect(await get('/v2/creator/revenueDetails/deletedTitles')).toEqual({ titles: [] });

    expect((await remove('/v2/creator/titles/title-mist-city')).status).toBe(200);

    expect(await get('/v2/creator/revenueDetails/deletedTitles')).toEqual({
      titles: [{ titleId: 'title-mist-city', titleName: '霧城夜話' }],
    });
    expect(await allLines('&titleId=title-mist-city')).toEqual(
      before.map((line) => ({ ...line, titleDeleted: true })),
    );
    // Not another author's deleted work, nor a work that never was.
    const other = await t.signIn('other@example.com');
    const asOther = await t.request('/v2/creator/revenueDetails?titleId=title-mist-city', {
      cookie: other,
    });
    expect(asOther.status).toBe(404);
    expect(
      await (await t.request('/v2/creator/revenueDetails/deletedTitles', { cookie: other })).json(),
    ).toEqual({ titles: [] });
    expect(
      (await t.request('/v2/creator/revenueDetails?titleId=nope', { cookie: demo })).status,
    ).toBe(404);
  });

  it('keeps an entry of a contest past its deadline, and withdraws one still open', async () => {
    // 星河彼岸的約定 entered the third romance award, whose entries closed ten days ago.
    expect((await remove('/v2/creator/titles/title-star-river')).status).toBe(200);
    const judged = await get('/v2/creator/contests/contest-romance-3');
    expect(judged.myEntry).toEqual({
      titleId: 'title-star-river',
      titleName: '星河彼岸的約定',
      submittedAt: expect.any(String),
      titleDeleted: true,
    });
    const list = await get('/v2/creator/contests');
    expect(
      list.contests.find((c: { contestId: string }) => c.contestId === 'contest-romance-3').myEntry,
    ).toMatchObject({ titleName: '星河彼岸的約定', titleDeleted: true });

    // An entry of the open mystery contest goes with its work: another work may enter.
    t.db
      .prepare(
        `INSERT INTO contest_entries (contest_id, member_id, title_id, submitted_at)
         VALUES ('contest-urban-mystery', 'member-demo', 'title-night-store', ?)`,
      )
      .run(new Date().toISOString());
    expect((await get('/v2/creator/contests/contest-urban-mystery')).myEntry).toMatchObject({
      titleId: 'title-night-store',
    });
    expect((await remove('/v2/creator/titles/title-night-store')).status).toBe(200);
    expect((await get('/v2/creator/contests/contest-urban-mystery')).myEntry).toBeNull();
  });

  it('keeps a deleted chapter’s name on its revenue lines', async () => {
    const before = await allLines('&titleId=title-mist-city');
    const sold = before.find((line) => line.chapterId !== null)!;
    const chapterName = sold.chapterName;
    expect(chapterName).not.toBeNull();

    expect((await remove(`/v2/creator/chapters/${sold.chapterId}`)).status).toBe(200);

    const after = await allLines('&titleId=title-mist-city');
    expect(after.find((line) => line.entryId === sold.entryId)).toEqual(sold);
  });
});

describe('migration 7', () => {
  it('keeps every gift and contest entry of a database from before it', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version < 7)) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        '2026-01-01T00:00:00.000Z',
      );
    }
    db.exec(`
      INSERT INTO members (member_id, email, display_name, member_kind, latest_status)
        VALUES ('m1', 'a@example.com', 'A', 'CONTRACTED', 'VALID');
      INSERT INTO titles (title_id, owner_id, display_name, created_at, updated_at)
        VALUES ('t1', 'm1', '霧城夜話', '2026-01-01', '2026-01-01');
      INSERT INTO gifts VALUES ('g1', 'm1', 't1', '2026-01-02', '讀者', '咖啡', 2, 100);
      INSERT INTO contests VALUES ('c1', '徵文', NULL, '2026-01-01', '2026-01-10', '2026-02-01',
        '主題', '規則', 0, 0, '[]', '[]');
      INSERT INTO contest_entries VALUES ('c1', 'm1', 't1', '2026-01-03');
    `);

    // Migration 7 and any after it.
    expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.version >= 7).map((m) => m.version));
    db.prepare("DELETE FROM titles WHERE title_id = 't1'").run();

    expect(db.prepare('SELECT * FROM gifts').all()).toEqual([
      {
        gift_id: 'g1',
        member_id: 'm1',
        title_id: 't1',
        title_name: '霧城夜話',
        created_at: '2026-01-02',
        sender_name: '讀者',
        gift_name: '咖啡',
        quantity: 2,
        value: 100,
      },
    ]);
    expect(db.prepare('SELECT * FROM contest_entries').all()).toEqual([
      {
        contest_id: 'c1',
        member_id: 'm1',
        title_id: 't1',
        title_name: '霧城夜話',
        submitted_at: '2026-01-03',
      },
    ]);
    // A member's deletion still takes everything of theirs.
    db.prepare("DELETE FROM members WHERE member_id = 'm1'").run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM gifts').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM contest_entries').get()).toEqual({ n: 0 });
  });
});
