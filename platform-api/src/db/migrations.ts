import type { Database } from 'better-sqlite3';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered, append-only. Never edit a migration that has shipped; add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE members (
        member_id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        member_kind TEXT NOT NULL,
        latest_status TEXT NOT NULL,
        agreed_creator_terms INTEGER NOT NULL DEFAULT 0,
        payee_name TEXT,
        bank_code TEXT,
        branch_code TEXT,
        account_number TEXT
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE TABLE verified_author_applications (
        member_id TEXT PRIMARY KEY REFERENCES members(member_id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        applied_at TEXT NOT NULL,
        reviewed_at TEXT,
        reject_reason TEXT,
        application_json TEXT NOT NULL
      );
      CREATE TABLE genres (
        genre_id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE titles (
        title_id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        display_name TEXT NOT NULL,
        genre_ids TEXT NOT NULL DEFAULT '[]',
        listing_from TEXT,
        intro TEXT NOT NULL DEFAULT '',
        synopsis TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '[]',
        target_audience TEXT,
        serial_status TEXT NOT NULL DEFAULT 'ONGOING',
        reader_count INTEGER NOT NULL DEFAULT 0,
        favorite_count INTEGER NOT NULL DEFAULT 0,
        ticket_selection_type TEXT NOT NULL DEFAULT 'SINGLE',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        synced_at TEXT
      );
      CREATE UNIQUE INDEX titles_owner_name ON titles(owner_id, display_name);
      CREATE TABLE covers (
        title_id TEXT PRIMARY KEY REFERENCES titles(title_id) ON DELETE CASCADE,
        mime TEXT NOT NULL,
        data BLOB NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE collections (
        collection_id TEXT PRIMARY KEY,
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        display_name TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE chapters (
        chapter_id TEXT PRIMARY KEY,
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        collection_id TEXT REFERENCES collections(collection_id) ON DELETE SET NULL,
        display_name TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        author_note TEXT NOT NULL DEFAULT '',
        is_free INTEGER NOT NULL DEFAULT 1,
        price INTEGER NOT NULL DEFAULT 0,
        comments_enabled INTEGER NOT NULL DEFAULT 1,
        publish_at TEXT,
        word_count INTEGER NOT NULL DEFAULT 0,
        reader_count INTEGER NOT NULL DEFAULT 0,
        view_count INTEGER NOT NULL DEFAULT 0,
        comment_count INTEGER NOT NULL DEFAULT 0,
        paid_unlocks INTEGER NOT NULL DEFAULT 0,
        ticket_enabled INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX chapters_title ON chapters(title_id, sort_order);
      CREATE TABLE daily_stats (
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        date TEXT NOT NULL,
        readers INTEGER NOT NULL,
        views INTEGER NOT NULL,
        favorites INTEGER NOT NULL,
        comments INTEGER NOT NULL,
        ticket_uses INTEGER NOT NULL,
        paid_unlocks INTEGER NOT NULL,
        gifts INTEGER NOT NULL,
        revenue INTEGER NOT NULL,
        PRIMARY KEY (title_id, date)
      );
      CREATE TABLE revenue_entries (
        entry_id TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        occurred_at TEXT NOT NULL,
        source TEXT NOT NULL,
        title_id TEXT,
        chapter_id TEXT,
        amount INTEGER NOT NULL
      );
      CREATE INDEX revenue_member_time ON revenue_entries(member_id, occurred_at);
      CREATE TABLE withdrawals (
        withdrawal_id TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        request_id TEXT NOT NULL,
        requested_at TEXT NOT NULL,
        amount INTEGER NOT NULL,
        fee INTEGER NOT NULL,
        account_masked TEXT NOT NULL,
        status TEXT NOT NULL,
        failure_reason TEXT,
        paid_at TEXT,
        UNIQUE (member_id, request_id)
      );
      CREATE TABLE gifts (
        gift_id TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        gift_name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        value INTEGER NOT NULL
      );
      CREATE INDEX gifts_member_time ON gifts(member_id, created_at);
      CREATE TABLE contests (
        contest_id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        banner_url TEXT,
        entry_start_at TEXT NOT NULL,
        entry_end_at TEXT NOT NULL,
        results_at TEXT NOT NULL,
        theme TEXT NOT NULL,
        rules TEXT NOT NULL,
        min_words INTEGER NOT NULL,
        synopsis_required INTEGER NOT NULL,
        prizes_json TEXT NOT NULL,
        genre_ids TEXT NOT NULL
      );
      CREATE TABLE contest_entries (
        contest_id TEXT NOT NULL REFERENCES contests(contest_id) ON DELETE CASCADE,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        submitted_at TEXT NOT NULL,
        PRIMARY KEY (contest_id, member_id)
      );
      CREATE TABLE comments (
        comment_id TEXT PRIMARY KEY,
        title_id TEXT NOT NULL REFERENCES titles(title_id) ON DELETE CASCADE,
        chapter_id TEXT REFERENCES chapters(chapter_id) ON DELETE CASCADE,
        reader_name TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        reply TEXT,
        replied_at TEXT,
        hidden INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE announcements (
        announcement_id TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        pinned INTEGER NOT NULL DEFAULT 0,
        published_at TEXT NOT NULL
      );
      CREATE TABLE track_calls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        path TEXT NOT NULL,
        member_id TEXT NOT NULL,
        body_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        api_key TEXT NOT NULL,
        event_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'comment reports',
    sql: `
      ALTER TABLE comments ADD COLUMN reported INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE comments ADD COLUMN report_reason TEXT;
      CREATE INDEX comments_title_time ON comments(title_id, created_at);
    `,
  },
  {
    version: 3,
    name: 'session last use',
    // A session expires on the server after 30 days without use (lib/session.ts); existing
    // sessions count from when they started.
    sql: `
      ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
      UPDATE sessions SET last_seen_at = created_at;
    `,
  },
  {
    version: 4,
    name: 'idempotency keys',
    // The first answer to each Idempotency-Key (lib/idempotency.ts), kept for 24 hours. A row
    // without a status is a request still being answered.
    sql: `
      CREATE TABLE idempotency_keys (
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        method TEXT NOT NULL,
        path TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status INTEGER,
        content_type TEXT,
        body TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (member_id, idempotency_key, method, path)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
    `,
  },
  {
    version: 5,
    name: 'chapter ticket uses',
    sql: `ALTER TABLE chapters ADD COLUMN ticket_uses INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 6,
    name: 'withdrawal bank',
    // Which bank a withdrawal was paid into, shown in the record; older rows stay NULL.
    sql: `ALTER TABLE withdrawals ADD COLUMN bank_code TEXT;`,
  },
  {
    version: 7,
    name: 'history outlives its work',
    // Deleting a work took its gifts and contest entries with it (ON DELETE CASCADE) while its
    // revenue lines stayed, so the gift box and the revenue screens disagreed. Money and history
    // stay now: gifts and contest entries keep the id of their work without a foreign key (as
    // revenue lines always did), and each keeps the work's name from the moment it is deleted
    // (title_name, NULL while the work exists); revenue lines keep their chapter's name the same
    // way. The triggers write those names, whatever deletes the work or the chapter. SQLite cannot
    // drop a foreign key, so gifts and contest_entries are rebuilt; no table refers to them.
    sql: `
      CREATE TABLE gifts_kept (
        gift_id TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        title_id TEXT NOT NULL,
        title_name TEXT,
        created_at TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        gift_name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        value INTEGER NOT NULL
      );
      INSERT INTO gifts_kept (gift_id, member_id, title_id, created_at, sender_name, gift_name,
        quantity, value)
      SELECT gift_id, member_id, title_id, created_at, sender_name, gift_name, quantity, value
      FROM gifts;
      DROP TABLE gifts;
      ALTER TABLE gifts_kept RENAME TO gifts;
      CREATE INDEX gifts_member_time ON gifts(member_id, created_at);
      CREATE INDEX gifts_title ON gifts(title_id);

      CREATE TABLE contest_entries_kept (
        contest_id TEXT NOT NULL REFERENCES contests(contest_id) ON DELETE CASCADE,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        title_id TEXT NOT NULL,
        title_name TEXT,
        submitted_at TEXT NOT NULL,
        PRIMARY KEY (contest_id, member_id)
      );
      INSERT INTO contest_entries_kept (contest_id, member_id, title_id, submitted_at)
      SELECT contest_id, member_id, title_id, submitted_at FROM contest_entries;
      DROP TABLE contest_entries;
      ALTER TABLE contest_entries_kept RENAME TO contest_entries;
      CREATE INDEX contest_entries_title ON contest_entries(title_id);

      ALTER TABLE revenue_entries ADD COLUMN title_name TEXT;
      ALTER TABLE revenue_entries ADD COLUMN chapter_name TEXT;
      CREATE INDEX revenue_title ON revenue_entries(title_id);
      CREATE INDEX revenue_chapter ON revenue_entries(chapter_id);

      CREATE TRIGGER titles_name_kept_in_history BEFORE DELETE ON titles BEGIN
        UPDATE gifts SET title_name = OLD.display_name WHERE title_id = OLD.title_id;
        UPDATE contest_entries SET title_name = OLD.display_name WHERE title_id = OLD.title_id;
        UPDATE revenue_entries SET title_name = OLD.display_name WHERE title_id = OLD.title_id;
      END;
      CREATE TRIGGER chapters_name_kept_in_revenue BEFORE DELETE ON chapters BEGIN
        UPDATE revenue_entries SET chapter_name = OLD.display_name
        WHERE chapter_id = OLD.chapter_id;
      END;
    `,
  },
  {
    version: 8,
    name: 'session token hashes',
    // Sessions are found by the SHA-256 of their token (lib/session.ts), never the token itself,
    // so a copy of the database signs nobody in. A stored token cannot be hashed in SQL, so the
    // sessions of before end here: everyone signs in again once.
    sql: `
      DROP TABLE sessions;
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        member_id TEXT NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    name: 'idempotency answers by hash',
    // A large answer that can be read again (a saved chapter) is kept as its SHA-256 only
    // (lib/idempotency.ts); its body stays NULL.
    sql: `ALTER TABLE idempotency_keys ADD COLUMN body_hash TEXT;`,
  },
];

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    ran.push(migration.version);
  }
  return ran;
}
