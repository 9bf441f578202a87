import { openDatabase } from './db/open';
import { MIGRATIONS, migrate } from './db/migrations';
import { seed } from './db/seed';
import { TEST_NOW } from './testing/harness';

const TABLES = [
  'members',
  'verified_author_applications',
  'genres',
  'titles',
  'covers',
  'collections',
  'chapters',
  'daily_stats',
  'revenue_entries',
  'withdrawals',
  'gifts',
  'contests',
  'contest_entries',
  'comments',
  'announcements',
];

describe('database', () => {
  it('records each migration once', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual([]);
    const versions = db.prepare('SELECT version FROM schema_migrations').all();
    expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
  });

  it('seeds once: running it again changes nothing', () => {
    const db = openDatabase(':memory:');
    expect(seed(db, TEST_NOW)).toBe(true);
    const snapshot = () =>
      TABLES.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all());
    const first = snapshot();
    expect(seed(db, TEST_NOW)).toBe(false);
    expect(seed(db, new Date(TEST_NOW.getTime() + 86_400_000))).toBe(false);
    expect(snapshot()).toEqual(first);
  });

  it('is deterministic: the same clock gives the same rows', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    seed(a, TEST_NOW);
    seed(b, TEST_NOW);
    for (const table of TABLES) {
      const sql = `SELECT * FROM ${table} ORDER BY rowid`;
      expect(b.prepare(sql).all()).toEqual(a.prepare(sql).all());
    }
  });

  it('holds the demo data the portal needs', () => {
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    const now = TEST_NOW.toISOString();
    const count = (sql: string, ...params: unknown[]) =>
      (db.prepare(sql).get(...params) as { n: number }).n;
    const demo = 'member-demo';
    expect(count('SELECT COUNT(*) AS n FROM titles WHERE owner_id = ?', demo)).toBe(6);
    expect(
      count('SELECT COUNT(*) AS n FROM titles WHERE owner_id = ? AND listing_from IS NULL', demo),
    ).toBeGreaterThan(0);
    expect(
      count('SELECT COUNT(*) AS n FROM titles WHERE owner_id = ? AND listing_from > ?', demo, now),
    ).toBeGreaterThan(0);
    expect(
      count('SELECT COUNT(*) AS n FROM titles WHERE owner_id = ? AND listing_from <= ?', demo, now),
    ).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM titles WHERE owner_id = 'member-other'")).toBe(2);
    expect(count('SELECT COUNT(*) AS n FROM genres')).toBe(12);
    expect(
      count('SELECT COUNT(*) AS n FROM gifts WHERE member_id = ?', demo),
    ).toBeGreaterThanOrEqual(300);
    expect(count('SELECT COUNT(DISTINCT status) AS n FROM withdrawals')).toBe(4);
    expect(count('SELECT COUNT(*) AS n FROM announcements WHERE pinned = 1')).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM chapters WHERE content LIKE '%<p>%'")).toBeGreaterThan(
      0,
    );
    // Every works screen has something to show: a long work with every chapter state, free
    // chapters between paid ones and collections, and works with collections.
    const long = db
      .prepare(
        `SELECT title_id AS id FROM titles t WHERE owner_id = ? AND
           (SELECT COUNT(*) FROM chapters ch WHERE ch.title_id = t.title_id) >= 50`,
      )
      .all(demo) as { id: string }[];
    expect(long.map((w) => w.id)).toEqual(['title-mist-city']);
    const chapters = db
      .prepare(
        'SELECT is_free, publish_at, collection_id FROM chapters WHERE title_id = ? ORDER BY sort_order',
      )
      .all('title-mist-city') as {
      is_free: number;
      publish_at: string | null;
      collection_id: string | null;
    }[];
    const states = new Set(
      chapters.map((ch) =>
        ch.publish_at === null ? 'draft' : ch.publish_at > now ? 'scheduled' : 'published',
      ),
    );
    expect(states).toEqual(new Set(['draft', 'scheduled', 'published']));
    const freeAfterPaid = chapters.some(
      (ch, i) => ch.is_free === 1 && chapters.slice(0, i).some((before) => before.is_free === 0),
    );
    expect(freeAfterPaid).toBe(true);
    expect(new Set(chapters.map((ch) => ch.collection_id)).size).toBeGreaterThanOrEqual(2);
    expect(
      count(
        `SELECT COUNT(DISTINCT co.title_id) AS n FROM collections co
         JOIN titles t ON t.title_id = co.title_id WHERE t.owner_id = ?`,
        demo,
      ),
    ).toBeGreaterThanOrEqual(2);
    // Published chapters are spread over the time the work has been listed, not piled up.
    const publishedDays = new Set(
      chapters.flatMap((ch) =>
        ch.publish_at !== null && ch.publish_at <= now ? [ch.publish_at.slice(0, 10)] : [],
      ),
    );
    expect(publishedDays.size).toBe(
      chapters.filter((ch) => ch.publish_at && ch.publish_at <= now).length,
    );

    // Twelve months of daily stats for a listed work.
    expect(count("SELECT COUNT(*) AS n FROM daily_stats WHERE title_id = 'title-mist-city'")).toBe(
      365,
    );
    const sources = db
      .prepare('SELECT DISTINCT source FROM revenue_entries WHERE member_id = ?')
      .all(demo);
    expect(sources).toHaveLength(5);
  });
});
