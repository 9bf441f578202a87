import { Hono } from 'hono';
import { createApp } from './app';
import type { AppEnv } from './context';
import { ApiError } from './lib/errors';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { IDEMPOTENCY_BODY_MAX, IDEMPOTENCY_TTL_MS, idempotency } from './lib/idempotency';
import { createTestApp, TEST_NOW, untilATimerIsSet, type TestApp } from './testing/harness';

const TITLES = '/v2/creator/titles';
const CHAPTERS = '/v2/creator/titles/title-mist-city/chapters';
const CHAPTER = '/v2/creator/chapters/title-mist-city-ch-001';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp({ testHooks: true });
  demo = await t.signIn('demo@example.com');
});

const keyed = (key: string, cookie = demo) => ({ cookie, headers: { 'Idempotency-Key': key } });

const createWork = (key: string, displayName = '一次就好', cookie = demo) =>
  t.request(TITLES, {
    method: 'POST',
    ...keyed(key, cookie),
    body: { displayName, genreIds: ['fantasy'] },
  });

const ownWorks = async (cookie = demo) =>
  (
    (await (await t.request('/v2/creator/myTitleStats', { cookie })).json()) as {
      titles: { titleId: string; displayName: string }[];
    }
  ).titles;

const chapterCount = async () =>
  ((await (await t.request(CHAPTERS, { cookie: demo })).json()) as { chapters: unknown[] }).chapters
    .length;

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first answer and creates one work', async () => {
    const first = await createWork('key-1');
    expect(first.status).toBe(201);
    const created = await first.json();

    const repeat = await createWork('key-1');
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.headers.get('Content-Type')).toContain('application/json');
    expect(await repeat.json()).toEqual(created);
    expect((await ownWorks()).filter((w) => w.displayName === '一次就好')).toHaveLength(1);
  });

  it('without a key, the same create twice is refused as a duplicate name', async () => {
    const body = { displayName: '一次就好', genreIds: ['fantasy'] };
    expect((await t.request(TITLES, { method: 'POST', cookie: demo, body })).status).toBe(201);
    expect((await t.request(TITLES, { method: 'POST', cookie: demo, body })).status).toBe(409);
  });

  it('makes one chapter of a create whose answer was lost, then retried', async () => {
    const before = await chapterCount();
    await t.request('/__test__/faults', {
      method: 'POST',
      body: { method: 'POST', path: CHAPTERS, status: 500, times: 1, after: true },
    });
    const create = () =>
      t.request(CHAPTERS, {
        method: 'POST',
        ...keyed('chapter-key'),
        body: { displayName: '新章' },
      });

    const lost = await create();
    expect(lost.status).toBe(500);
    expect(await chapterCount()).toBe(before + 1);

    const retry = await create();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await retry.json()).displayName).toBe('新章');
    expect(await chapterCount()).toBe(before + 1);
  });

  it('runs a retry again when the first try failed before anything was done', async () => {
    await t.request('/__test__/faults', {
      method: 'POST',
      body: { method: 'POST', path: TITLES, status: 500, times: 1 },
    });
    expect((await createWork('key-2')).status).toBe(500);
    const retry = await createWork('key-2');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await ownWorks()).filter((w) => w.displayName === '一次就好')).toHaveLength(1);
  });

  it('refuses the same key with a different body, with a message that says so', async () => {
    expect((await createWork('key-3', '第一部')).status).toBe(201);
    const other = await createWork('key-3', '第二部');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      code: 'ValidationError',
      mainError: {
        message:
          'Idempotency-Key key-3 was already used for a different request; a new request needs a new key',
      },
    });
    expect((await ownWorks()).map((w) => w.displayName)).not.toContain('第二部');
    // In the author's language too.
    const zh = await t.request(TITLES, {
      method: 'POST',
      cookie: demo,
      headers: { 'Idempotency-Key': 'key-3', 'Accept-Language': 'zh-TW' },
      body: { displayName: '第三部', genreIds: ['fantasy'] },
    });
    expect((await zh.json()).mainError.message).toBe(
      'Idempotency-Key key-3 已用於另一個不同的請求；新的請求需要新的 key',
    );
  });

  it('keeps keys apart per member, per method and per path', async () => {
    const other = await t.signIn('other@example.com');
    expect((await createWork('shared-key')).status).toBe(201);
    // Another member's request with the same key is their own.
    const theirs = await createWork('shared-key', '一次就好', other);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await ownWorks(other)).map((w) => w.displayName)).toContain('一次就好');
    // The same key on another path is another request.
    const chapter = await t.request(CHAPTERS, {
      method: 'POST',
      ...keyed('shared-key'),
      body: { displayName: '新章' },
    });
    expect(chapter.status).toBe(201);
    expect(chapter.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers a repeated delete with the first answer, not 404', async () => {
    const { titleId } = await (await createWork('create')).json();
    const remove = () =>
      t.request(`${TITLES}/${titleId}`, { method: 'DELETE', ...keyed('delete-key') });
    expect((await remove()).status).toBe(200);
    const repeat = await remove();
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true });
    // Without the key the work is gone.
    expect(
      (await t.request(`${TITLES}/${titleId}`, { method: 'DELETE', cookie: demo })).status,
    ).toBe(404);
  });

  it('replays a saved chapter instead of refusing its stale version', async () => {
    const { version } = await (await t.request(CHAPTER, { cookie: demo })).json();
    const save = () =>
      t.request(CHAPTER, {
        method: 'PUT',
        ...keyed('save-key'),
        body: { content: '<p>一次</p>', baseVersion: version },
      });
    const first = await save();
    expect(first.status).toBe(200);
    const saved = await first.json();
    const repeat = await save();
    expect(repeat.status).toBe(200);
    expect((await repeat.json()).version).toBe(saved.version);
    const stored = await (await t.request(CHAPTER, { cookie: demo })).json();
    expect(stored.version).toBe(version + 1);
  });

  describe('a saved chapter too long to keep whole', () => {
    // About 90 KB of UTF-8: over IDEMPOTENCY_BODY_MAX.
    const long = `<p>${'長'.repeat(30_000)}</p>`;
    const saveLong = async (key: string) => {
      const { version } = await (await t.request(CHAPTER, { cookie: demo })).json();
      const save = () =>
        t.request(CHAPTER, {
          method: 'PUT',
          ...keyed(key),
          body: { content: long, baseVersion: version },
        });
      return { version, save };
    };
    const storedRow = (key: string) =>
      t.db
        .prepare(
          `SELECT status, length(body) AS bodyLength, body_hash AS bodyHash
           FROM idempotency_keys WHERE idempotency_key = ?`,
        )
        .get(key) as { status: number; bodyLength: number | null; bodyHash: string | null };

    it('is kept by its hash, not its body, and a repeat still gets the first answer', async () => {
      const { version, save } = await saveLong('long-key');
      const first = await save();
      expect(first.status).toBe(200);
      const firstBody = await first.text();
      expect(Buffer.byteLength(firstBody)).toBeGreaterThan(IDEMPOTENCY_BODY_MAX);
      expect(storedRow('long-key')).toEqual({
        status: 200,
        bodyLength: null,
        bodyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });

      const repeat = await save();
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
      expect(repeat.headers.get('Content-Type')).toContain('application/json');
      expect(await repeat.text()).toBe(firstBody);
      const stored = await (await t.request(CHAPTER, { cookie: demo })).json();
      expect(stored.version).toBe(version + 1);
    });

    it('answers a repeat 409 once the chapter was saved again elsewhere, and saves nothing', async () => {
      const { version, save } = await saveLong('long-key-2');
      expect((await save()).status).toBe(200);
      // Another tab saves after it.
      const other = await t.request(CHAPTER, {
        method: 'PUT',
        cookie: demo,
        body: { content: '<p>另一個分頁</p>', baseVersion: version + 1 },
      });
      expect(other.status).toBe(200);

      const repeat = await save();
      expect(repeat.status).toBe(409);
      expect((await repeat.json()).mainError.message).toBe(
        'the request with Idempotency-Key long-key-2 was done, but what it saved has changed elsewhere since; reload and try again',
      );
      const stored = await (await t.request(CHAPTER, { cookie: demo })).json();
      expect(stored).toMatchObject({ version: version + 2, content: '<p>另一個分頁</p>' });
    });
  });

  it('keeps a refusal as the answer to its key (nothing was done, the same request is refused)', async () => {
    const duplicate = await createWork('dup-key', '霧城夜話');
    expect(duplicate.status).toBe(409);
    const repeat = await createWork('dup-key', '霧城夜話');
    expect(repeat.status).toBe(409);
    expect((await repeat.json()).code).toBe('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY');
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['', 'k'.repeat(256), 'clé', 'two words']) {
      const response = await createWork(key);
      expect(response.status).toBe(400);
      expect((await response.json()).mainError.message).toBe(
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      );
    }
    expect((await createWork('k'.repeat(255))).status).toBe(201);
  });

  it('leaves reads, requests without a key and signed-out requests alone', async () => {
    const read = await t.request(TITLES.replace('titles', 'myTitleStats'), keyed('read-key'));
    expect(read.status).toBe(200);
    expect(read.headers.get('Idempotent-Replayed')).toBeNull();
    const anonymous = await t.request(TITLES, {
      method: 'POST',
      headers: { 'Idempotency-Key': 'anon' },
      body: { displayName: 'x', genreIds: ['fantasy'] },
    });
    expect(anonymous.status).toBe(401);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get()).toEqual({ n: 0 });
  });

  it('lets a repeat that overtakes a delayed first request act once, and replays it to the first', async () => {
    await t.request('/__test__/faults', {
      method: 'POST',
      body: { method: 'POST', path: CHAPTERS, delayMs: 300, times: 1 },
    });
    const create = () =>
      t.request(CHAPTERS, { method: 'POST', ...keyed('slow-key'), body: { displayName: '慢' } });
    const before = await chapterCount();
    // The delay sits before the key is looked at, so the second request overtakes the first.
    // jest's clock holds the first in its delay for as long as the test wants: no real sleep.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      let late: Response | undefined;
      const slow = create().then((response) => (late = response));
      await untilATimerIsSet(() => late !== undefined);
      const overtaking = await create();
      expect(overtaking.status).toBe(201);
      expect(overtaking.headers.get('Idempotent-Replayed')).toBeNull();
      expect(late).toBeUndefined();
      await jest.advanceTimersByTimeAsync(300);
      await slow;
      expect(late?.status).toBe(201);
      expect(late?.headers.get('Idempotent-Replayed')).toBe('true');
    } finally {
      jest.useRealTimers();
    }
    expect(await chapterCount()).toBe(before + 1);
  });
});

describe('Idempotency-Key while the first request is being answered', () => {
  /** A bare app with the middleware and one slow write, released by the test. */
  function slowApp() {
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    const member = db.prepare("SELECT * FROM members WHERE email = 'demo@example.com'").get();
    const deps = {
      db,
      testHooks: false,
      now: () => TEST_NOW,
      defaultRedirect: '/',
      allowedOrigins: new Set<string>(),
    };
    const app = new Hono<AppEnv>();
    let release: () => void = () => undefined;
    let runs = 0;
    app.use('*', async (c, next) => {
      c.set('member', member as AppEnv['Variables']['member']);
      await next();
    });
    app.use('*', idempotency(deps));
    app.post('/slow', async (c) => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return c.json({ run: runs }, 201);
    });
    app.post('/fails', () => {
      runs += 1;
      throw new Error('boom');
    });
    app.onError((error, c) =>
      error instanceof ApiError
        ? c.json(error.toBody('en'), error.status)
        : c.json({ code: 'InternalFailure' }, 500),
    );
    const post = (path: string) =>
      app.request(path, { method: 'POST', headers: { 'Idempotency-Key': 'k' }, body: '{}' });
    return { post, release: () => release(), runs: () => runs };
  }

  it('answers 409 to a repeat while the first is still running, then replays its answer', async () => {
    const app = slowApp();
    const first = app.post('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const meanwhile = await app.post('/slow');
    expect(meanwhile.status).toBe(409);
    expect((await meanwhile.json()).mainError.message).toBe(
      'the request with Idempotency-Key k is still being answered; try again in a moment',
    );
    app.release();
    expect(await (await first).json()).toEqual({ run: 1 });
    const after = await app.post('/slow');
    expect(after.status).toBe(201);
    expect(await after.json()).toEqual({ run: 1 });
    expect(app.runs()).toBe(1);
  });

  it('keeps no 5xx answer: a retry runs again', async () => {
    const app = slowApp();
    expect((await app.post('/fails')).status).toBe(500);
    expect((await app.post('/fails')).status).toBe(500);
    expect(app.runs()).toBe(2);
  });
});

describe('Idempotency-Key expiry', () => {
  it('forgets a key after 24 hours', async () => {
    let now = TEST_NOW;
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    const app = createApp({ db, now: () => now });
    const signIn = await app.request('/signin', {
      method: 'POST',
      body: new URLSearchParams({ email: 'demo@example.com' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const cookie = /creator_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const create = () =>
      app.request(CHAPTERS, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Idempotency-Key': 'day' },
        body: JSON.stringify({ displayName: '每日' }),
      });

    const first = await (await create()).json();
    now = new Date(TEST_NOW.getTime() + IDEMPOTENCY_TTL_MS - 1000);
    expect((await (await create()).json()).chapterId).toBe(first.chapterId);
    now = new Date(TEST_NOW.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    const later = await create();
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await later.json()).chapterId).not.toBe(first.chapterId);
    expect(db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get()).toEqual({ n: 1 });
  });
});
