import { createApp } from './app';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import {
  DEFAULT_RATE_LIMITS,
  NO_RATE_LIMITS,
  TokenBuckets,
  rateLimitsFromEnv,
  type RateLimits,
} from './lib/rate-limit';
import { TEST_NOW } from './testing/harness';

const TITLES = '/v2/creator/titles';
const CHAPTER = '/v2/creator/chapters/title-mist-city-ch-001';
const MB = 1024 * 1024;

/**
 * An app whose clock the test moves (nothing here waits), with the given budgets. Sign-ins go
 * through the form as a browser's would, from `address` (the socket's remote address).
 */
function throttledApp(limits: Partial<RateLimits>, { testHooks = false } = {}) {
  let now = TEST_NOW.getTime();
  const db = openDatabase(':memory:');
  seed(db, TEST_NOW);
  const app = createApp({
    db,
    testHooks,
    now: () => new Date(now),
    rateLimits: { ...NO_RATE_LIMITS, ...limits },
  });
  const connection = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

  const request = (
    path: string,
    {
      method = 'GET',
      body,
      cookie,
      headers = {},
      address = '10.0.0.1',
    }: {
      method?: string;
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      address?: string;
    } = {},
  ) =>
    app.request(
      path,
      {
        method,
        headers: {
          'Accept-Language': 'en',
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      connection(address),
    );

  const signInForm = (email: string, address = '10.0.0.1') =>
    app.request(
      '/signin',
      {
        method: 'POST',
        body: new URLSearchParams({ email }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      connection(address),
    );

  const signIn = async (email: string) => {
    const response = await signInForm(email);
    const match = /creator_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (!match?.[1]) throw new Error(`sign-in as ${email} set no cookie`);
    return `creator_session=${match[1]}`;
  };

  const advance = (ms: number) => {
    now += ms;
  };

  return { db, request, signIn, signInForm, advance };
}

type Throttled = ReturnType<typeof throttledApp>;

const createWork = (t: Throttled, cookie: string, displayName: string, key?: string) =>
  t.request(TITLES, {
    method: 'POST',
    cookie,
    body: { displayName, genreIds: ['fantasy'] },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function saveContent(t: Throttled, cookie: string, content: string) {
  const chapter = (await (await t.request(CHAPTER, { cookie })).json()) as { version: number };
  return t.request(CHAPTER, {
    method: 'PUT',
    cookie,
    body: { content, baseVersion: chapter.version },
  });
}

describe('TokenBuckets', () => {
  const budget = { limit: 3, perSeconds: 60 };

  it('takes up to the limit at once, then one more every perSeconds / limit', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    for (let i = 0; i < 3; i += 1) {
      expect(buckets.wait('a', budget, 1)).toBe(0);
      buckets.take('a', budget, 1);
    }
    expect(buckets.wait('a', budget, 1)).toBe(20_000);
    now += 19_999;
    expect(buckets.wait('a', budget, 1)).toBe(1);
    now += 1;
    expect(buckets.wait('a', budget, 1)).toBe(0);
    // Another key has its own bucket.
    expect(buckets.wait('b', budget, 1)).toBe(0);
  });

  it('never holds more than the limit, however long it rests', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    buckets.take('a', budget, 3);
    now += 24 * 60 * 60 * 1000;
    buckets.take('a', budget, 3);
    expect(buckets.wait('a', budget, 1)).toBe(20_000);
  });

  it('lets a request costing more than the whole budget through once the bucket is full', () => {
    const buckets = new TokenBuckets(() => 0);
    expect(buckets.wait('a', budget, 10)).toBe(0);
    buckets.take('a', budget, 10);
    expect(buckets.wait('a', budget, 10)).toBe(60_000);
  });
});

describe('rate limits: a member writing in a loop', () => {
  const limits = { writes: { limit: 2, perSeconds: 60 } };

  it('refuses the write over the budget with 429 ThrottlingException, Retry-After and the wait in the message', async () => {
    const t = throttledApp(limits);
    const demo = await t.signIn('demo@example.com');
    expect((await createWork(t, demo, '第一部')).status).toBe(201);
    expect((await createWork(t, demo, '第二部')).status).toBe(201);

    const refused = await createWork(t, demo, '第三部');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual({
      code: 'ThrottlingException',
      mainError: { message: 'too many requests: try again in 30 seconds' },
    });

    const inChinese = await t.request(TITLES, {
      method: 'POST',
      cookie: demo,
      body: { displayName: '第三部', genreIds: ['fantasy'] },
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect(await inChinese.json()).toMatchObject({
      mainError: { message: '操作太頻繁，請於 30 秒後再試' },
    });

    // Nothing was made by the refused writes.
    const works = (await (
      await t.request('/v2/creator/myTitleStats', { cookie: demo })
    ).json()) as {
      titles: { displayName: string }[];
    };
    expect(works.titles.map((w) => w.displayName)).not.toContain('第三部');
  });

  it('takes the write again once Retry-After has passed; reads are not writes', async () => {
    const t = throttledApp(limits);
    const demo = await t.signIn('demo@example.com');
    await createWork(t, demo, '第一部');
    await createWork(t, demo, '第二部');
    expect((await t.request('/v2/creator/myTitleStats', { cookie: demo })).status).toBe(200);

    const refused = await createWork(t, demo, '第三部');
    t.advance(Number(refused.headers.get('Retry-After')) * 1000 - 1);
    expect((await createWork(t, demo, '第三部')).status).toBe(429);
    t.advance(1);
    expect((await createWork(t, demo, '第三部')).status).toBe(201);
  });

  it('limits each member on their own', async () => {
    const t = throttledApp(limits);
    const demo = await t.signIn('demo@example.com');
    const other = await t.signIn('other@example.com');
    await createWork(t, demo, '第一部');
    await createWork(t, demo, '第二部');
    expect((await createWork(t, demo, '第三部')).status).toBe(429);
    expect((await createWork(t, other, '別人的作品')).status).toBe(201);
  });

  it('a refused write leaves its Idempotency-Key unspent: the retry after the wait acts once', async () => {
    const t = throttledApp(limits);
    const demo = await t.signIn('demo@example.com');
    await createWork(t, demo, '第一部');
    await createWork(t, demo, '第二部');
    const refused = await createWork(t, demo, '等一下', 'key-1');
    expect(refused.status).toBe(429);

    t.advance(Number(refused.headers.get('Retry-After')) * 1000);
    const retried = await createWork(t, demo, '等一下', 'key-1');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('lets the portal read Retry-After across origins', async () => {
    const t = throttledApp(limits);
    const demo = await t.signIn('demo@example.com');
    const write = () =>
      t.request(TITLES, {
        method: 'POST',
        cookie: demo,
        body: { displayName: '跨來源', genreIds: ['fantasy'] },
        headers: { Origin: 'http://localhost:3000' },
      });
    await write();
    await write();
    const refused = await write();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
    expect(refused.headers.get('Access-Control-Expose-Headers')).toMatch(/\bRetry-After\b/);
  });
});

describe('rate limits: chapter content by the byte', () => {
  // Two CJK characters are 6 bytes of UTF-8: 200,000 of them are about 600 KB of JSON.
  const big = `<p>${'字'.repeat(200_000)}</p>`;

  it('refuses large saves over the byte budget while small writes still pass', async () => {
    const t = throttledApp({ writeBytes: { limit: 1 * MB, perSeconds: 60 } });
    const demo = await t.signIn('demo@example.com');
    expect((await saveContent(t, demo, big)).status).toBe(200);

    const refused = await saveContent(t, demo, big);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'ThrottlingException' });
    const seconds = Number(refused.headers.get('Retry-After'));
    // The missing bytes at 1 MB a minute: 600 KB needed, about 424 KB left.
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(15);

    // A rename is a few bytes: an author who hit the budget can still do everything else.
    expect(
      (
        await t.request(`${CHAPTER}/name`, {
          method: 'PUT',
          cookie: demo,
          body: { displayName: '第一章 改名' },
        })
      ).status,
    ).toBe(200);

    t.advance(seconds * 1000);
    expect((await saveContent(t, demo, big)).status).toBe(200);
  });

  it('by default, a chapter at the contract maximum can be saved three times in a row', async () => {
    const t = throttledApp({ writeBytes: DEFAULT_RATE_LIMITS.writeBytes });
    const demo = await t.signIn('demo@example.com');
    // 2,000,000 characters of CJK text: 6 MB of UTF-8.
    const huge = `<p>${'字'.repeat(1_999_000)}</p>`;
    for (let save = 0; save < 3; save += 1) {
      expect((await saveContent(t, demo, huge)).status).toBe(200);
    }
    expect((await saveContent(t, demo, huge)).status).toBe(429);
  });
});

describe('rate limits: large answers to reads', () => {
  const LIST = '/v2/creator/titles/title-mist-city/chapters';

  it('charges each read the size of its answer and refuses reads once that budget is spent', async () => {
    const t = throttledApp({ readBytes: { limit: 100_000, perSeconds: 60 } });
    const demo = await t.signIn('demo@example.com');
    const first = await t.request(LIST, { cookie: demo });
    expect(first.status).toBe(200);
    const size = (await first.arrayBuffer()).byteLength;
    let answered = 1;
    while (answered < 100 && (await t.request(LIST, { cookie: demo })).status === 200) {
      answered += 1;
    }
    // The budget holds about 100,000 / size lists; the one over it is refused.
    expect(answered).toBe(Math.ceil(100_000 / size));

    const refused = await t.request(LIST, { cookie: demo });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'ThrottlingException' });
    // Someone else reads as before.
    const other = await t.signIn('other@example.com');
    expect((await t.request('/v2/creator/myTitleStats', { cookie: other })).status).toBe(200);

    t.advance(Number(refused.headers.get('Retry-After')) * 1000);
    expect((await t.request(LIST, { cookie: demo })).status).toBe(200);
  });
});

describe('rate limits: signed out', () => {
  const limits = { signedOutWrites: { limit: 2, perSeconds: 60 } };

  it('limits sign-in form posts per address', async () => {
    const t = throttledApp(limits);
    expect((await t.signInForm('demo@example.com')).status).toBe(303);
    expect((await t.signInForm('demo@example.com')).status).toBe(303);
    const refused = await t.signInForm('demo@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toMatchObject({ code: 'ThrottlingException' });
    // Another address is another budget.
    const other = await t.signInForm('demo@example.com', '10.0.0.2');
    expect(other.status).toBe(303);
    // Signed in, writes count against the member, not the spent address.
    const cookie = /creator_session=[^;]+/.exec(other.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect((await createWork(t, cookie, '從同一個網路')).status).toBe(201);
  });
});

describe('rate limits: configuration', () => {
  it('defaults to the documented budgets; each can be set per minute or turned off', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ PLATFORM_API_RATE_LIMITS: 'off' })).toEqual(NO_RATE_LIMITS);
    expect(
      rateLimitsFromEnv({
        PLATFORM_API_WRITES_PER_MINUTE: '5',
        PLATFORM_API_WRITE_MB_PER_MINUTE: '0.5',
        PLATFORM_API_READ_MB_PER_MINUTE: '2',
        PLATFORM_API_SIGNED_OUT_WRITES_PER_MINUTE: 'off',
      }),
    ).toEqual({
      writes: { limit: 5, perSeconds: 60 },
      writeBytes: { limit: 0.5 * MB, perSeconds: 60 },
      readBytes: { limit: 2 * MB, perSeconds: 60 },
      signedOutWrites: null,
    });
  });

  it('refuses to start on a value that is not a positive number', () => {
    expect(() => rateLimitsFromEnv({ PLATFORM_API_WRITES_PER_MINUTE: '0' })).toThrow(
      'PLATFORM_API_WRITES_PER_MINUTE must be a positive number or off (got "0")',
    );
    expect(() => rateLimitsFromEnv({ PLATFORM_API_WRITE_MB_PER_MINUTE: 'lots' })).toThrow(
      /PLATFORM_API_WRITE_MB_PER_MINUTE/,
    );
  });

  it('test hooks give one member budgets of its own, and take them back', async () => {
    const t = throttledApp({}, { testHooks: true });
    const demo = await t.signIn('demo@example.com');
    const other = await t.signIn('other@example.com');
    const override = await t.request('/__test__/rateLimits', {
      method: 'POST',
      body: { member: 'demo@example.com', writes: { limit: 1, perSeconds: 2 } },
    });
    expect(override.status).toBe(201);

    expect((await createWork(t, demo, '第一部')).status).toBe(201);
    const refused = await createWork(t, demo, '第二部');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect((await createWork(t, other, '別人的第一部')).status).toBe(201);
    expect((await createWork(t, other, '別人的第二部')).status).toBe(201);

    const cleared = await t.request('/__test__/rateLimits', {
      method: 'DELETE',
      body: { member: 'demo@example.com' },
    });
    expect(cleared.status).toBe(200);
    expect((await createWork(t, demo, '第二部')).status).toBe(201);
  });
});
