/**
 * What a probe of platform-api found, one describe per finding; each test failed before its fix.
 */
import BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createApp } from './app';
import { MIGRATIONS, migrate } from './db/migrations';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { datesBetween } from './lib/time';
import { createTestApp, TEST_NOW, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const CHAPTER = '/v2/creator/chapters/title-demon-lord-ch-001';
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const message = async (response: Response) =>
  ((await json(response)).mainError as { message: string }).message;

describe('1. ranges are sized by arithmetic before anything is built', () => {
  it('refuses a range of ten thousand years without building its days', async () => {
    const formatted = jest.spyOn(Date.prototype, 'toISOString');
    try {
      for (const path of [
        '/v2/creator/monthlyStats/total',
        '/v2/creator/monthlyStats/titles/title-mist-city',
      ]) {
        const response = await t.request(`${path}?startDate=0001-01-01&endDate=9999-12-31`, {
          cookie: demo,
        });
        expect(response.status).toBe(400);
        expect(await message(response)).toBe('a range covers at most 400 days');
      }
      // A handful for the request itself, not one per day of the range.
      expect(formatted.mock.calls.length).toBeLessThan(100);
    } finally {
      formatted.mockRestore();
    }
  });

  it('datesBetween refuses more days than its caller allows, instead of building them', () => {
    expect(() => datesBetween('0001-01-01', '9999-12-31', 400)).toThrow(
      'a range covers at most 400 days',
    );
    expect(datesBetween('2026-02-27', '2026-03-02', 400)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('still answers a full 400-day range and refuses 401 days', async () => {
    const ok = await t.request(
      '/v2/creator/monthlyStats/total?startDate=2025-05-12&endDate=2026-06-15',
      { cookie: demo },
    );
    expect(ok.status).toBe(200);
    expect(((await json(ok)).days as unknown[]).length).toBe(400);
    const over = await t.request(
      '/v2/creator/monthlyStats/total?startDate=2025-05-11&endDate=2026-06-15',
      { cookie: demo },
    );
    expect(over.status).toBe(400);
  });

  it('refuses a revenue report over 36 months by arithmetic, whatever the years', async () => {
    const response = await t.request(
      '/v2/creator/revenueReport?startMonth=0001-01&endMonth=2026-06',
      { cookie: demo },
    );
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('a report covers at most 36 months');
  });
});

describe('3. writes only from the portal: JSON, same site, no forms', () => {
  it('answers 415 to a JSON route sent as text/plain (what a form can send) and creates nothing', async () => {
    const response = await t.app.request('/v2/creator/titles', {
      method: 'POST',
      headers: { Cookie: demo, 'Content-Type': 'text/plain', 'Accept-Language': 'en' },
      body: JSON.stringify({ displayName: '表單建立的作品', genreIds: ['fantasy'] }),
    });
    expect(response.status).toBe(415);
    expect(await message(response)).toBe('unsupported content type: send application/json');
    const stats = await json(await t.request('/v2/creator/myTitleStats', { cookie: demo }));
    expect(JSON.stringify(stats)).not.toContain('表單建立的作品');
  });

  it('answers 415 to an empty form post that would unpublish a work', async () => {
    const response = await t.app.request('/v2/creator/titles/title-mist-city/unpublish', {
      method: 'POST',
      headers: { Cookie: demo, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(415);
    const title = await json(
      await t.request('/v2/creator/titles/title-mist-city', { cookie: demo }),
    );
    expect(title.listingFrom).not.toBeNull();
  });

  it('refuses POST /v2/signOut from a cross-site form and keeps the session', async () => {
    const attempts: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', Origin: 'null' },
      // A page on another port of the same site, posting a form.
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate', Origin: 'http://localhost:9' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const response = await t.app.request('/v2/signOut', {
        method: 'POST',
        headers: { Cookie: demo, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: '',
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await t.request('/v2/members/me', { cookie: demo })).status).toBe(200);
  });

  it('refuses a JSON write from a foreign origin and from another site', async () => {
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await t.request('/v2/creator/titles', {
        method: 'POST',
        cookie: demo,
        headers,
        body: { displayName: '外站建立', genreIds: ['fantasy'] },
      });
      expect(response.status).toBe(403);
    }
  });

  it("takes the portal's own calls: JSON, a body-less sign-out, DELETE, the cover upload", async () => {
    const portal = {
      Origin: 'http://localhost:3000',
      'Sec-Fetch-Site': 'same-site',
      'Sec-Fetch-Mode': 'cors',
    };
    const created = await t.request('/v2/creator/titles', {
      method: 'POST',
      cookie: demo,
      headers: portal,
      body: { displayName: '入口網站建立', genreIds: ['fantasy'] },
    });
    expect(created.status).toBe(201);
    const { titleId } = (await created.json()) as { titleId: string };
    const form = new FormData();
    form.set('cover', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'c.jpg'));
    const cover = await t.request(`/v2/creator/titles/${titleId}/cover`, {
      method: 'POST',
      cookie: demo,
      headers: portal,
      body: form,
    });
    expect(cover.status).toBe(200);
    const deleted = await t.request(`/v2/creator/titles/${titleId}`, {
      method: 'DELETE',
      cookie: demo,
      headers: portal,
    });
    expect(deleted.status).toBe(200);
    const signOut = await t.request('/v2/signOut', {
      method: 'POST',
      cookie: demo,
      headers: portal,
    });
    expect(signOut.status).toBe(200);
    expect((await t.request('/v2/members/me', { cookie: demo })).status).toBe(401);
  });

  it('takes what the Amplitude SDK sends to the analytics proxy: JSON, and text/plain from sendBeacon', async () => {
    const batch = JSON.stringify({ api_key: 'k', events: [{ event_type: 'page closed' }] });
    for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
      const response = await t.app.request('/analytics/2/httpapi', {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'http://localhost:3000' },
        body: batch,
      });
      expect(response.status).toBe(200);
    }
    const form = await t.app.request('/analytics/2/httpapi', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'api_key=k',
    });
    expect(form.status).toBe(415);
  });

  it('takes the sign-in form from its own page only', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.request('http://localhost:4000/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: 'other@example.com' }),
      });
    const own = await post({ Origin: 'http://localhost:4000', 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(303);
    const foreign = await post({ Origin: 'http://localhost:3999', 'Sec-Fetch-Site': 'same-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
  });
});

describe('4. verified-author links are http(s) only', () => {
  const application = (links: string[]) => ({
    penName: '霧島',
    realName: '王小明',
    email: 'demo@example.com',
    phone: '0912-345-678',
    links,
    statement: '我寫奇幻小說。',
    consent: true,
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %s and stores nothing', async (link) => {
    const response = await t.request('/v2/members/me/verifiedAuthor', {
      method: 'POST',
      cookie: demo,
      body: application(['https://example.com/my-work', link]),
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('links.1: must be an http:// or https:// address');
    const info = await json(await t.request('/v2/members/me/verifiedAuthor', { cookie: demo }));
    expect(JSON.stringify(info)).not.toContain(link);
  });

  it('takes http and https links', async () => {
    const response = await t.request('/v2/members/me/verifiedAuthor', {
      method: 'POST',
      cookie: demo,
      body: application(['https://example.com/a', 'http://example.org/b']),
    });
    expect(response.status).toBe(201);
  });
});

describe('5. the chapter size is checked on what is stored', () => {
  it('refuses content that cleaning makes longer than the limit, so a stored chapter can always be saved again', async () => {
    // 600,000 bare '<' are 2,400,000 characters once escaped as '&lt;'.
    const response = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { content: `<p>${'<'.repeat(600_000)}</p>` },
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(
      'content: at most 2000000 characters of HTML once cleaned',
    );
  });

  it('saves again, unchanged, a chapter stored near the limit', async () => {
    const first = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { content: `<p>${'<'.repeat(499_990)}</p>` },
    });
    expect(first.status).toBe(200);
    const stored = (await json(first)).content as string;
    expect(stored.length).toBeGreaterThan(1_999_000);
    const again = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { content: stored },
    });
    expect(again.status).toBe(200);
    expect((await json(again)).content).toBe(stored);
  });
});

describe('6. bad requests are 400s, not 500s', () => {
  const malformed = {
    'Content-Type': 'multipart/form-data; boundary=x',
  };

  it('answers 400 to malformed multipart on sign-in', async () => {
    const response = await t.app.request('/signin', {
      method: 'POST',
      headers: malformed,
      body: '--y\r\nnot a part',
    });
    expect(response.status).toBe(400);
  });

  it('answers 400 to malformed multipart on the cover upload', async () => {
    const response = await t.app.request('/v2/creator/titles/title-demon-lord/cover', {
      method: 'POST',
      headers: { ...malformed, Cookie: demo, 'Accept-Language': 'en' },
      body: '--y\r\nnot a part',
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('the form data could not be read');
  });

  it('answers the revenue report of 9999-12 (month arithmetic, not string order)', async () => {
    // A clock in the year 9999: months after the current one are refused.
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    const app = createApp({ db, now: () => new Date('9999-12-15T04:00:00.000Z') });
    const signIn = await app.request('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'demo@example.com' }),
    });
    const cookie = /creator_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const report = (query: string) =>
      app.request(`/v2/creator/revenueReport?${query}`, { headers: { Cookie: cookie } });
    const response = await report('startMonth=9999-12&endMonth=9999-12');
    expect(response.status).toBe(200);
    expect(((await json(response)).months as { month: string }[]).map((m) => m.month)).toEqual([
      '9999-12',
    ]);
    const tail = await report('startMonth=9998-11&endMonth=9999-02');
    expect(((await json(tail)).months as { month: string }[]).map((m) => m.month)).toEqual([
      '9998-11',
      '9998-12',
      '9999-01',
      '9999-02',
    ]);
  });

  it('answers 400 to a month that does not exist', async () => {
    const response = await t.request('/v2/creator/revenueReport?endMonth=2026-13', {
      cookie: demo,
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('endMonth: must be a month as YYYY-MM');
  });

  it.each(['\r\n', '\n', '\r'])(
    'answers 400 to a line break (%j) in the sign-in redirect, with no Location header',
    async (lineBreak) => {
      const response = await t.app.request('/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: 'demo@example.com',
          redirect: `http://localhost:3000/${lineBreak}Set-Cookie: creator_session=attacker`,
        }),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it('sends the browser to the parsed redirect URL, never the raw string', async () => {
    const response = await t.app.request('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'demo@example.com',
        redirect: 'http://localhost:3000\\book\\all',
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/book/all');
  });
});

describe('7. names and chapters are counted as the author sees them', () => {
  const create = (displayName: string) =>
    t.request('/v2/creator/titles', {
      method: 'POST',
      cookie: demo,
      body: { displayName, genreIds: ['fantasy'] },
    });

  it('takes a name of 65 characters however many code units they are, and refuses 66', async () => {
    for (const name of ['a'.repeat(64) + '😀', '😀'.repeat(33), '👨‍👩‍👧‍👦'.repeat(65), '🇹🇼'.repeat(65)]) {
      expect({ name, status: (await create(name)).status }).toEqual({ name, status: 201 });
    }
    for (const name of ['a'.repeat(65) + '😀', '👨‍👩‍👧‍👦'.repeat(66)]) {
      const response = await create(name);
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(await message(response)).toBe('displayName: must be at most 65 characters');
    }
  });

  it("counts a chapter's characters as graphemes, as the editor does", async () => {
    const response = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { content: '<p>👨‍👩‍👧‍👦🇹🇼e\u0301 é</p><p>你好</p>' },
    });
    expect((await json(response)).wordCount).toBe(6);
  });
});

describe('8. headers, sessions and the test sink', () => {
  it('forbids framing the sign-in page', async () => {
    const response = await t.app.request('/signin');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends its own pages with a policy that allows no script and posts only here and to the portal', async () => {
    const policy = async (path: string, cookie?: string) => {
      const response = await t.request(path, { cookie });
      expect([path, response.status]).toEqual([path, 200]);
      return response.headers.get('content-security-policy');
    };
    const closed = "default-src 'none'; style-src 'unsafe-inline'";
    const tail = "base-uri 'none'; frame-ancestors 'none'";
    expect(await policy('/signin')).toBe(
      `${closed}; form-action 'self' http://localhost:3000; ${tail}`,
    );
    // The sign-in form's answer redirects there: browsers hold the redirect to form-action.
    expect(
      await policy(
        `/signin?redirect=${encodeURIComponent('http://creator.portal.localhost:3006/')}`,
      ),
    ).toBe(`${closed}; form-action 'self' http://creator.portal.localhost:3006; ${tail}`);
    const unverified = await t.signIn('unverified@example.com');
    expect(
      await policy(
        `/account/verify-email?redirect=${encodeURIComponent('http://localhost:3005/x')}`,
        unverified,
      ),
    ).toBe(`${closed}; form-action 'self' http://localhost:3005; ${tail}`);
    for (const path of ['/tutorial', '/reader', '/account/verify-email']) {
      expect(await policy(path)).toBe(`${closed}; form-action 'self'; ${tail}`);
    }
    const refused = await t.app.request('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'nobody@example.com' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  /** The demo author signed in on an app whose clock the test moves, `days` after sign-in. */
  async function signedInWithClock() {
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    let now = TEST_NOW;
    const app = createApp({ db, now: () => now });
    const signIn = await app.request('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'demo@example.com' }),
    });
    const setCookie = signIn.headers.get('set-cookie') ?? '';
    const cookie = /creator_session=[^;]+/.exec(setCookie)![0];
    return {
      setCookie,
      me: () => app.request('/v2/members/me', { headers: { Cookie: cookie } }),
      at: (days: number) => {
        now = new Date(TEST_NOW.getTime() + days * 24 * 60 * 60 * 1000);
      },
    };
  }

  it('ends a session after 30 days without use, on the server, and slides with use', async () => {
    const { me, at } = await signedInWithClock();
    at(20);
    const used = await me();
    expect(used.status).toBe(200);
    // The cookie's lifetime slides with the session.
    expect(used.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    at(49);
    expect((await me()).status).toBe(200);
    at(79.1);
    expect((await me()).status).toBe(401);
    // Gone for good, not only for this request.
    at(49);
    expect((await me()).status).toBe(401);
  });

  it('ends a session 90 days after sign-in however much it is used, the cookie with it', async () => {
    const { setCookie, me, at } = await signedInWithClock();
    expect(setCookie).toMatch(/Max-Age=2592000/);
    for (const day of [20, 40, 60]) {
      at(day);
      expect([day, (await me()).status]).toEqual([day, 200]);
    }
    at(80);
    const late = await me();
    expect(late.status).toBe(200);
    // The cookie ends with the session: 10 days left, not another 30.
    expect(late.headers.get('set-cookie')).toMatch(/Max-Age=864000/);
    at(90.01);
    expect((await me()).status).toBe(401);
  });

  it('keeps only a hash of each session token, so the database signs nobody in', async () => {
    const signIn = await t.app.request('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'other@example.com' }),
    });
    const token = /creator_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')![1]!;
    const stored = JSON.stringify(t.db.prepare('SELECT * FROM sessions').all());
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    // What is stored does not work as a cookie.
    const rows = t.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    for (const { token_hash: hash } of rows) {
      const response = await t.request('/v2/members/me', { cookie: `creator_session=${hash}` });
      expect(response.status).toBe(401);
    }
    expect((await t.request('/v2/members/me', { cookie: `creator_session=${token}` })).status).toBe(
      200,
    );
  });

  it('signs out the sessions stored before tokens were hashed', async () => {
    // A database as it was before: the seeded demo data and a session stored by its token.
    const db = new BetterSqlite3(':memory:');
    db.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
      applied_at TEXT NOT NULL)`);
    for (const { version, name, sql } of MIGRATIONS.filter((m) => m.version < 8)) {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(version, name, 'then');
    }
    seed(db, TEST_NOW);
    db.prepare(
      'INSERT INTO sessions (token, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
    ).run('old-token', 'member-demo', TEST_NOW.toISOString(), TEST_NOW.toISOString());

    expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.version >= 8).map((m) => m.version));
    const app = createApp({ db, now: () => TEST_NOW });
    const me = await app.request('/v2/members/me', {
      headers: { Cookie: 'creator_session=old-token' },
    });
    expect(me.status).toBe(401);
  });

  it.each([
    ['https://api.example.com/signin', {}, true],
    ['http://localhost:4000/signin', { 'X-Forwarded-Proto': 'https' }, true],
    ['http://localhost:4000/signin', {}, false],
    ['http://localhost:4000/signin', { 'X-Forwarded-Proto': 'http' }, false],
  ])('marks the cookie Secure over https only: %s %j', async (url, headers, secure) => {
    const signIn = await t.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email: 'demo@example.com' }),
    });
    expect(signIn.status).toBe(303);
    expect(/;\s*Secure/i.test(signIn.headers.get('set-cookie') ?? '')).toBe(secure);
  });

  it.each(['GET', 'DELETE'])(
    'answers 404 to %s /analytics/events without test hooks',
    async (method) => {
      const response = await t.request('/analytics/events', { method });
      expect(response.status).toBe(404);
    },
  );

  it('counts a name of zero-width characters only as empty', async () => {
    for (const name of ['\u200b', '\u200b\u200c\u200d', ' \u2060\ufeff ', '\u3164', '\u00ad']) {
      const response = await t.request('/v2/creator/titles', {
        method: 'POST',
        cookie: demo,
        body: { displayName: name, genreIds: ['fantasy'] },
      });
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
    }
    const renamed = await t.request(`${CHAPTER}/name`, {
      method: 'PUT',
      cookie: demo,
      body: { displayName: '\u200b\u200b' },
    });
    expect(renamed.status).toBe(400);
    expect(await message(renamed)).toBe('displayName: must not be empty');
  });
});
