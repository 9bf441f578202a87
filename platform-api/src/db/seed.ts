import type { Database } from 'better-sqlite3';
import type {
  MemberKind,
  MemberStatus,
  RevenueSource,
  SerialStatus,
  WithdrawalStatus,
} from '@creator/api/contract';
import { createRandom, type Random } from '../lib/random';
import { coverPng } from './cover-art';
import { countWords } from '../lib/sanitize-html';
import { DAY_MS, taipeiDate, taipeiDayStart } from '../lib/time';
import {
  ANNOUNCEMENTS,
  CHAPTER_NAMES,
  COMMENT_TEXTS,
  GENRES,
  GIFT_KINDS,
  PAYLOAD_COMMENTS,
  READER_NAMES,
  SENTENCES,
} from './seed-data';

const DEMO_MEMBER_ID = 'member-demo';
const OTHER_MEMBER_ID = 'member-other';

const ACCOUNTS: readonly {
  id: string;
  email: string;
  name: string;
  kind: MemberKind;
  status: MemberStatus;
  agreed: boolean;
}[] = [
  {
    id: DEMO_MEMBER_ID,
    email: 'demo@example.com',
    name: '林語晨',
    kind: 'CONTRACTED',
    status: 'VALID',
    agreed: true,
  },
  {
    id: 'member-newcomer',
    email: 'newcomer@example.com',
    name: '新手作者',
    kind: 'REGULAR',
    status: 'VALID',
    agreed: false,
  },
  {
    id: 'member-unverified',
    email: 'unverified@example.com',
    name: '未驗證作者',
    kind: 'REGULAR',
    status: 'REGISTERED',
    agreed: true,
  },
  {
    id: 'member-invalid',
    email: 'invalid@example.com',
    name: '停用帳號',
    kind: 'REGULAR',
    status: 'INVALID',
    agreed: true,
  },
  {
    id: 'member-deleted',
    email: 'deleted@example.com',
    name: '已刪除帳號',
    kind: 'READER',
    status: 'DELETED',
    agreed: true,
  },
  {
    id: OTHER_MEMBER_ID,
    email: 'other@example.com',
    name: '蘇子墨',
    kind: 'VERIFIED',
    status: 'VALID',
    agreed: true,
  },
  {
    // No works and no application: the end-to-end tests apply for the verified badge and
    // withdraw with it, without changing what the demo author shows to the other suites.
    id: 'member-applicant',
    email: 'applicant@example.com',
    name: '申請中作者',
    kind: 'REGULAR',
    status: 'VALID',
    agreed: true,
  },
  {
    // End-to-end tests only: the one-request suite agrees to the terms with a double click (and
    // restores it first), while the gating suite walks the newcomer through the same dialog.
    id: 'member-terms-double-click',
    email: 'terms-double-click@example.com',
    name: '條款雙擊作者',
    kind: 'REGULAR',
    status: 'VALID',
    agreed: false,
  },
  {
    // End-to-end tests only: the throttling suite gives it rate limits of its own (a test hook),
    // so the demo author's tests running beside it are never refused.
    id: 'member-throttled',
    email: 'throttled@example.com',
    name: '限流測試作者',
    kind: 'REGULAR',
    status: 'VALID',
    agreed: true,
  },
];

interface WorkPlan {
  id: string;
  owner: string;
  name: string;
  genres: string[];
  /** Days from now: negative = listed in the past, positive = scheduled, null = unlisted. */
  listingInDays: number | null;
  createdDaysAgo: number;
  serial: SerialStatus;
  intro: string;
  tags: string[];
  chapters: number;
  /** Chapters 1 to freeChapters are free... */
  freeChapters: number;
  /** ...and so are these (promotions between paid chapters). */
  promoFreeChapters?: readonly number[];
  /** Days between published chapters (7 unless given). */
  cadenceDays?: number;
  drafts: number;
  scheduled: number;
  collections: string[];
  popularity: number;
  ticketsAll: boolean;
}

const WORKS: readonly WorkPlan[] = [
  {
    id: 'title-mist-city',
    owner: DEMO_MEMBER_ID,
    name: '霧城夜話',
    genres: ['mystery', 'urban'],
    listingInDays: -330,
    createdDaysAgo: 360,
    serial: 'ONGOING',
    intro: '霧起的夜裡，城裡總有人失蹤。',
    tags: ['推理', '都市傳說'],
    // The long one: every chapter state, free chapters between paid ones, two collections.
    chapters: 60,
    freeChapters: 10,
    promoFreeChapters: [20, 40],
    cadenceDays: 5,
    drafts: 3,
    scheduled: 2,
    collections: ['第一卷　霧起', '第二卷　燈滅'],
    popularity: 3,
    ticketsAll: false,
  },
  {
    id: 'title-star-river',
    owner: DEMO_MEMBER_ID,
    name: '星河彼岸的約定',
    genres: ['scifi', 'romance'],
    listingInDays: -300,
    createdDaysAgo: 340,
    serial: 'COMPLETED',
    intro: '跨越光年的約定，終究會實現嗎？',
    tags: ['太空', '愛情'],
    chapters: 30,
    freeChapters: 8,
    drafts: 0,
    scheduled: 0,
    collections: [],
    popularity: 2,
    ticketsAll: true,
  },
  {
    id: 'title-sword-shadow',
    owner: DEMO_MEMBER_ID,
    name: '劍影江湖錄',
    genres: ['wuxia', 'history'],
    listingInDays: -400,
    createdDaysAgo: 420,
    serial: 'HIATUS',
    intro: '一把斷劍，牽出二十年前的江湖舊案。',
    tags: ['江湖', '復仇'],
    chapters: 18,
    freeChapters: 6,
    drafts: 1,
    scheduled: 0,
    collections: ['上部　斷劍', '下部　重鑄'],
    popularity: 1,
    ticketsAll: false,
  },
  {
    id: 'title-seventh-guest',
    owner: DEMO_MEMBER_ID,
    name: '咖啡館的第七位客人',
    genres: ['romance', 'workplace'],
    listingInDays: 5,
    createdDaysAgo: 40,
    serial: 'ONGOING',
    intro: '每天傍晚六點，總有一位客人點同樣的咖啡。',
    tags: ['職場', '療癒'],
    chapters: 6,
    freeChapters: 3,
    drafts: 1,
    scheduled: 2,
    collections: [],
    popularity: 0,
    ticketsAll: false,
  },
  {
    id: 'title-demon-lord',
    owner: DEMO_MEMBER_ID,
    name: '轉學生是魔王大人',
    genres: ['light-novel', 'campus', 'fantasy'],
    listingInDays: null,
    createdDaysAgo: 20,
    serial: 'ONGOING',
    intro: '新來的轉學生自稱魔王，而且好像是真的。',
    tags: ['校園', '喜劇'],
    chapters: 3,
    freeChapters: 3,
    drafts: 3,
    scheduled: 0,
    collections: [],
    popularity: 0,
    ticketsAll: false,
  },
  {
    id: 'title-night-store',
    owner: DEMO_MEMBER_ID,
    name: '深夜便利商店怪談',
    genres: ['horror'],
    listingInDays: null,
    createdDaysAgo: 5,
    serial: 'ONGOING',
    intro: '凌晨三點的便利商店，來的不一定是人。',
    tags: ['怪談'],
    chapters: 1,
    freeChapters: 1,
    drafts: 1,
    scheduled: 0,
    collections: [],
    popularity: 0,
    ticketsAll: false,
  },
  {
    id: 'title-north-king',
    owner: OTHER_MEMBER_ID,
    name: '北境之王',
    genres: ['fantasy'],
    listingInDays: -200,
    createdDaysAgo: 230,
    serial: 'ONGOING',
    intro: '冰原上的少年，要奪回屬於他的王座。',
    tags: ['王道'],
    chapters: 8,
    freeChapters: 4,
    drafts: 0,
    scheduled: 0,
    collections: [],
    popularity: 1,
    ticketsAll: true,
  },
  {
    id: 'title-youth',
    owner: OTHER_MEMBER_ID,
    name: '青春不散場',
    genres: ['campus'],
    listingInDays: null,
    createdDaysAgo: 30,
    serial: 'ONGOING',
    intro: '畢業前的最後一個學期。',
    tags: [],
    chapters: 2,
    freeChapters: 2,
    drafts: 2,
    scheduled: 0,
    collections: [],
    popularity: 0,
    ticketsAll: false,
  },
];

/** Cover colours (top, bottom) of the seeded works that have a cover; the others have none. */
const COVER_COLOURS: Record<string, [[number, number, number], [number, number, number]]> = {
  'title-mist-city': [
    [60, 72, 88],
    [18, 22, 30],
  ],
  'title-star-river': [
    [40, 30, 90],
    [210, 120, 160],
  ],
  'title-sword-shadow': [
    [150, 40, 30],
    [30, 20, 20],
  ],
  'title-seventh-guest': [
    [200, 160, 120],
    [90, 60, 40],
  ],
  'title-north-king': [
    [180, 210, 230],
    [40, 70, 110],
  ],
};

/** A work of popularity 0 has this many readers on its first chapter (popularity 1: twice). */
const FIRST_CHAPTER_READERS = 1100;

/**
 * The share of the first chapter's readers who read chapter `n`: a steep fall over the first few
 * chapters (readers trying the work), then a slow one (about 0.8 % a chapter), as serials lose
 * readers. Never above 1, so the data center's retention curve reads as one would expect.
 */
function retention(n: number): number {
  return (0.5 + 0.5 * Math.exp(-(n - 1) / 3)) * 0.992 ** (n - 1);
}

function chapterHtml(random: Random): string {
  const paragraphs: string[] = [];
  const count = random.int(6, 12);
  for (let p = 0; p < count; p++) {
    const sentences = Array.from({ length: random.int(2, 5) }, () => random.pick(SENTENCES));
    const text = sentences.join('');
    if (p === 0) paragraphs.push(`<p><strong>${text}</strong></p>`);
    else if (random.chance(0.1)) paragraphs.push('<p style="text-align: center">＊　＊　＊</p>');
    else if (random.chance(0.15)) paragraphs.push(`<p><em>${text}</em></p>`);
    else paragraphs.push(`<p>${text}</p>`);
  }
  return paragraphs.join('\n');
}

/**
 * Fills an empty database with the demo data. Idempotent: a database that already holds the demo
 * author is left as it is. Deterministic: the same `now` gives the same rows.
 */
/**
 * Puts one seeded account's status and terms agreement back as seeded (a test hook: a test that
 * walks an account through the gate can then run again). False when no seeded account has that
 * email.
 */
export function restoreSeededAccount(db: Database, email: string): boolean {
  const account = ACCOUNTS.find((a) => a.email === email);
  if (!account) return false;
  db.prepare(
    'UPDATE members SET latest_status = ?, agreed_creator_terms = ? WHERE member_id = ?',
  ).run(account.status, account.agreed ? 1 : 0, account.id);
  return true;
}

export function seed(db: Database, now: Date = new Date()): boolean {
  const already = db.prepare('SELECT 1 FROM members WHERE member_id = ?').get(DEMO_MEMBER_ID);
  if (already) return false;
  db.transaction(() => insertAll(db, now))();
  return true;
}

function insertAll(db: Database, now: Date): void {
  const random = createRandom(20260101);
  const at = (days: number, jitterHours = 0) =>
    new Date(now.getTime() + days * DAY_MS + jitterHours * 3600_000).toISOString();

  const insertMember = db.prepare(
    `INSERT OR IGNORE INTO members (member_id, email, display_name, member_kind, latest_status,
       agreed_creator_terms, payee_name, bank_code, branch_code, account_number)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of ACCOUNTS) {
    const bank =
      a.id === DEMO_MEMBER_ID
        ? ['林語晨', '812', '0123', '00123456789012']
        : [null, null, null, null];
    insertMember.run(a.id, a.email, a.name, a.kind, a.status, a.agreed ? 1 : 0, ...bank);
  }
  db.prepare(
    `INSERT OR IGNORE INTO verified_author_applications
       (member_id, status, applied_at, reviewed_at, reject_reason, application_json) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    OTHER_MEMBER_ID,
    'VERIFIED',
    at(-100),
    at(-95),
    null,
    JSON.stringify({
      penName: '蘇子墨',
      realName: '蘇明哲',
      email: 'other@example.com',
      phone: '0912-345-678',
      links: ['https://example.com/su-zimo'],
      statement: '專職奇幻小說作者，連載五年。',
    }),
  );

  const insertGenre = db.prepare(
    'INSERT OR IGNORE INTO genres (genre_id, display_name, sort_order) VALUES (?, ?, ?)',
  );
  GENRES.forEach(([id, name], index) => insertGenre.run(id, name, index + 1));

  const insertTitle = db.prepare(
    `INSERT OR IGNORE INTO titles (title_id, owner_id, display_name, genre_ids, listing_from, intro,
       synopsis, tags, target_audience, serial_status, reader_count, favorite_count,
       ticket_selection_type, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCollection = db.prepare(
    'INSERT OR IGNORE INTO collections (collection_id, title_id, display_name, sort_order) VALUES (?, ?, ?, ?)',
  );
  const insertChapter = db.prepare(
    `INSERT OR IGNORE INTO chapters (chapter_id, title_id, collection_id, display_name, sort_order,
       content, author_note, is_free, price, comments_enabled, publish_at, word_count,
       reader_count, view_count, comment_count, paid_unlocks, ticket_uses, ticket_enabled,
       version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertStat = db.prepare(
    `INSERT OR IGNORE INTO daily_stats (title_id, date, readers, views, favorites, comments,
       ticket_uses, paid_unlocks, gifts, revenue) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRevenue = db.prepare(
    `INSERT OR IGNORE INTO revenue_entries (entry_id, member_id, occurred_at, source, title_id,
       chapter_id, amount) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGift = db.prepare(
    `INSERT OR IGNORE INTO gifts (gift_id, member_id, title_id, created_at, sender_name, gift_name,
       quantity, value) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertComment = db.prepare(
    `INSERT OR IGNORE INTO comments (comment_id, title_id, chapter_id, reader_name, body, created_at,
       reply, replied_at, hidden) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  let revenueSeq = 0;
  const addRevenue = (
    member: string,
    when: string,
    source: RevenueSource,
    titleId: string | null,
    chapterId: string | null,
    amount: number,
  ) => {
    revenueSeq += 1;
    insertRevenue.run(
      `rev-${String(revenueSeq).padStart(6, '0')}`,
      member,
      when,
      source,
      titleId,
      chapterId,
      amount,
    );
  };

  let giftSeq = 0;
  let commentSeq = 0;
  for (const work of WORKS) {
    const listingFrom = work.listingInDays === null ? null : at(work.listingInDays);
    const listed = work.listingInDays !== null && work.listingInDays < 0;
    insertTitle.run(
      work.id,
      work.owner,
      work.name,
      JSON.stringify(work.genres),
      listingFrom,
      work.intro,
      `${work.intro}${SENTENCES.slice(0, 4).join('')}`,
      JSON.stringify(work.tags),
      work.genres.includes('campus') ? 'Teenagers' : listed ? 'Adults' : null,
      work.serial,
      listed ? work.popularity * random.int(3000, 9000) : 0,
      listed ? work.popularity * random.int(300, 1200) : 0,
      work.ticketsAll ? 'ALL' : 'SINGLE',
      at(-work.createdDaysAgo),
      at(-random.int(0, 3), -random.int(1, 20)),
    );

    const colours = COVER_COLOURS[work.id];
    if (colours) {
      db.prepare(
        'INSERT OR IGNORE INTO covers (title_id, mime, data, updated_at) VALUES (?, ?, ?, ?)',
      ).run(work.id, 'image/png', coverPng(...colours), at(-work.createdDaysAgo));
    }

    const collectionIds = work.collections.map((name, index) => {
      const id = `${work.id}-vol-${index + 1}`;
      insertCollection.run(id, work.id, name, index + 1);
      return id;
    });

    // Published chapters first, then the scheduled ones, then drafts.
    const published = work.chapters - work.drafts - work.scheduled;
    const chapterIds: string[] = [];
    for (let n = 1; n <= work.chapters; n++) {
      const id = `${work.id}-ch-${String(n).padStart(3, '0')}`;
      chapterIds.push(id);
      const isFree = n <= work.freeChapters || (work.promoFreeChapters ?? []).includes(n);
      const content = chapterHtml(random);
      const publishAt =
        n <= published
          ? at(
              Math.min(
                -1,
                (work.listingInDays ?? -work.createdDaysAgo) + n * (work.cadenceDays ?? 7),
              ),
              random.int(0, 12),
            )
          : n <= published + work.scheduled
            ? at(2 + (n - published) * 3)
            : null;
      const isPublished = n <= published;
      const ticketEnabled = !isFree && (work.ticketsAll || n % 3 === 0);
      // The same one draw as ever per chapter (every later seeded number stays as it was), now
      // only a ±6 % wobble on the work's retention curve: fewer readers each chapter on.
      const wobble = (random.int(200, 2000) - 200) / 1800;
      const readers = isPublished
        ? Math.round(
            (work.popularity + 1) *
              FIRST_CHAPTER_READERS *
              retention(n) *
              (n === 1 ? 1 : 0.94 + 0.12 * wobble),
          )
        : 0;
      const collectionId =
        collectionIds.length === 0
          ? null
          : (collectionIds[
              Math.min(
                collectionIds.length - 1,
                Math.floor(((n - 1) * collectionIds.length) / work.chapters),
              )
            ] ?? null);
      insertChapter.run(
        id,
        work.id,
        collectionId,
        `第${n}章\u3000${CHAPTER_NAMES[(n - 1) % CHAPTER_NAMES.length]}`,
        n,
        content,
        random.chance(0.3) ? '感謝大家的支持，下週見！' : '',
        isFree ? 1 : 0,
        isFree ? 0 : random.int(3, 8),
        random.chance(0.9) ? 1 : 0,
        publishAt,
        countWords(content),
        readers,
        isPublished ? readers + random.int(50, 800) : 0,
        isPublished ? random.int(0, 40) : 0,
        isPublished && !isFree ? Math.round(readers * 0.3) : 0,
        // Without a draw from `random`, so every later seeded number stays as it was.
        isPublished && ticketEnabled ? Math.round(readers * (0.08 + 0.02 * (n % 4))) : 0,
        ticketEnabled ? 1 : 0,
        random.int(1, 6),
        at(-work.createdDaysAgo + n),
        at(-work.createdDaysAgo + n + 1),
      );
    }

    if (!listed) continue;
    const publishedIds = chapterIds.slice(0, published);
    const paidIds = publishedIds.filter(
      (_, index) =>
        index + 1 > work.freeChapters && !(work.promoFreeChapters ?? []).includes(index + 1),
    );

    // Twelve months of daily stats and revenue lines; gifts feed both. The data center reads its
    // revenue from the ledger (routes/stats.ts), so daily_stats.revenue stays 0.
    for (let d = 364; d >= 0; d--) {
      const date = taipeiDate(new Date(now.getTime() - d * DAY_MS));
      const dayStart = taipeiDayStart(date).getTime();
      const when = (hour: number) =>
        new Date(Math.min(now.getTime() - 60_000, dayStart + hour * 3600_000)).toISOString();
      const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 1.3 : 1;
      const trend = 0.6 + (0.4 * (364 - d)) / 364;
      const base = work.popularity * 120 * weekend * trend;
      const readers = Math.round(base * (0.7 + random.next() * 0.6));
      const views = Math.round(readers * (1.5 + random.next()));
      const paidUnlocks = paidIds.length > 0 ? Math.round(readers * 0.08 * random.next()) : 0;
      const ticketUses = paidIds.length > 0 ? Math.round(readers * 0.05 * random.next()) : 0;
      if (paidUnlocks > 0) {
        const amount = paidUnlocks * random.int(2, 4);
        addRevenue(work.owner, when(21), 'CHAPTER_SALES', work.id, random.pick(paidIds), amount);
      }
      if (ticketUses > 0 && d % 3 === 0) {
        const amount = ticketUses * 3;
        addRevenue(work.owner, when(22), 'READING_TICKETS', work.id, random.pick(paidIds), amount);
      }
      let gifts = 0;
      const giftCount =
        work.owner === DEMO_MEMBER_ID ? (random.chance(0.35) ? 1 : 0) : random.chance(0.1) ? 1 : 0;
      for (let g = 0; g < giftCount; g++) {
        const [giftName, unit] = random.pick(GIFT_KINDS);
        const quantity = random.chance(0.8) ? 1 : random.int(2, 5);
        const createdAt = when(random.int(8, 23));
        giftSeq += 1;
        insertGift.run(
          `gift-${String(giftSeq).padStart(5, '0')}`,
          work.owner,
          work.id,
          createdAt,
          random.pick(READER_NAMES),
          giftName,
          quantity,
          unit * quantity,
        );
        addRevenue(work.owner, createdAt, 'GIFTS', work.id, null, unit * quantity);
        gifts += quantity;
      }
      const comments = random.int(0, Math.max(1, Math.round(readers / 80)));
      insertStat.run(
        work.id,
        date,
        readers,
        views,
        Math.round(readers * 0.04 * random.next()),
        comments,
        ticketUses,
        paidUnlocks,
        gifts,
        0,
      );
    }

    for (let i = 0; i < (work.owner === DEMO_MEMBER_ID ? 15 : 3); i++) {
      commentSeq += 1;
      const replied = random.chance(0.4);
      const createdAt = at(-random.int(1, 200), -random.int(0, 23));
      insertComment.run(
        `comment-${String(commentSeq).padStart(4, '0')}`,
        work.id,
        random.pick(publishedIds),
        random.pick(READER_NAMES),
        random.pick(COMMENT_TEXTS),
        createdAt,
        replied ? '謝謝你的留言，我會繼續努力！' : null,
        replied ? new Date(Date.parse(createdAt) + DAY_MS).toISOString() : null,
        random.chance(0.05) ? 1 : 0,
      );
    }
  }

  PAYLOAD_COMMENTS.forEach((comment, index) => {
    insertComment.run(
      `comment-markup-${index + 1}`,
      'title-mist-city',
      'title-mist-city-ch-001',
      comment.reader,
      comment.body,
      at(0, -comment.hoursAgo),
      null,
      null,
      0,
    );
  });

  // Prizes and adjustments, so every revenue source appears in the report.
  addRevenue(DEMO_MEMBER_ID, at(-60), 'CONTEST_PRIZES', 'title-sword-shadow', null, 10000);
  addRevenue(DEMO_MEMBER_ID, at(-200), 'CONTEST_PRIZES', 'title-star-river', null, 3000);
  addRevenue(DEMO_MEMBER_ID, at(-150), 'ADJUSTMENTS', null, null, 500);
  addRevenue(DEMO_MEMBER_ID, at(-40), 'ADJUSTMENTS', 'title-mist-city', null, -120);

  const insertWithdrawal = db.prepare(
    `INSERT OR IGNORE INTO withdrawals (withdrawal_id, member_id, request_id, requested_at, amount,
       fee, account_masked, bank_code, status, failure_reason, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const withdrawals: [
    daysAgo: number,
    amount: number,
    status: WithdrawalStatus,
    reason: string | null,
  ][] = [
    [300, 5000, 'SUCCESS', null],
    [240, 8000, 'SUCCESS', null],
    [180, 6000, 'FAILED', '銀行帳號與戶名不符，請確認後重新申請。'],
    [175, 6000, 'SUCCESS', null],
    [120, 10000, 'SUCCESS', null],
    [60, 7000, 'SUCCESS', null],
    [10, 4000, 'REVIEWING', null],
    [2, 2000, 'PENDING', null],
  ];
  withdrawals.forEach(([daysAgo, amount, status, reason], index) => {
    const id = `withdrawal-${index + 1}`;
    insertWithdrawal.run(
      id,
      DEMO_MEMBER_ID,
      `seed-${id}`,
      at(-daysAgo),
      amount,
      30,
      '****9012',
      '812',
      status,
      reason,
      status === 'SUCCESS' ? at(-daysAgo + 5) : null,
    );
  });

  const insertContest = db.prepare(
    `INSERT OR IGNORE INTO contests (contest_id, display_name, banner_url, entry_start_at,
       entry_end_at, results_at, theme, rules, min_words, synopsis_required, prizes_json, genre_ids)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const prizes = JSON.stringify([
    { rank: '首獎', reward: '新台幣 50,000 元與出版合約' },
    { rank: '優選', reward: '新台幣 10,000 元' },
    { rank: '佳作', reward: '新台幣 3,000 元' },
  ]);
  const rules = '參賽作品須為原創、未曾於其他平台發表；每位作者限投一部作品；截稿前可撤回投稿。';
  const contests: [
    id: string,
    name: string,
    start: number,
    end: number,
    results: number,
    theme: string,
    minWords: number,
    genres: string[],
  ][] = [
    [
      'contest-spring-fantasy',
      '春季奇幻徵文',
      20,
      80,
      110,
      '「門的另一邊」：關於異世界的入口。',
      30000,
      ['fantasy', 'light-novel'],
    ],
    [
      'contest-urban-mystery',
      '都市懸疑短篇大賞',
      -30,
      30,
      60,
      '「城市的祕密」：藏在日常裡的謎團。',
      10000,
      ['mystery', 'urban'],
    ],
    [
      'contest-romance-3',
      '第三屆言情小說獎',
      -90,
      -10,
      20,
      '「重逢」：錯過之後的再一次相遇。',
      50000,
      ['romance'],
    ],
    [
      'contest-wuxia-rookie',
      '武俠新秀獎',
      -200,
      -120,
      -60,
      '「俠之大者」：新世代的江湖。',
      40000,
      ['wuxia', 'history'],
    ],
  ];
  for (const [id, name, start, end, results, theme, minWords, genres] of contests) {
    insertContest.run(
      id,
      name,
      null,
      at(start),
      at(end),
      at(results),
      theme,
      rules,
      minWords,
      minWords >= 40000 ? 1 : 0,
      prizes,
      JSON.stringify(genres),
    );
  }
  const insertEntry = db.prepare(
    'INSERT OR IGNORE INTO contest_entries (contest_id, member_id, title_id, submitted_at) VALUES (?, ?, ?, ?)',
  );
  insertEntry.run('contest-romance-3', DEMO_MEMBER_ID, 'title-star-river', at(-40));
  insertEntry.run('contest-wuxia-rookie', DEMO_MEMBER_ID, 'title-sword-shadow', at(-150));

  const insertAnnouncement = db.prepare(
    `INSERT OR IGNORE INTO announcements (announcement_id, category, title, body, pinned, published_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  ANNOUNCEMENTS.forEach((a, index) => {
    insertAnnouncement.run(
      `announcement-${index + 1}`,
      a.category,
      a.title,
      a.body,
      a.pinned ? 1 : 0,
      at(-a.daysAgo),
    );
  });
}
