import { createApp } from './app';
import { allowedOrigins } from './config';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { createTestApp, TEST_NOW, type TestApp } from './testing/harness';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});

describe('sessions', () => {
  it('answers 401 Unauthorized without a session or with an unknown one', async () => {
    for (const cookie of [null, 'creator_session=not-a-session']) {
      const response = await t.request('/v2/members/me', { cookie });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'Unauthorized',
        mainError: { message: 'sign in required' },
      });
    }
  });

  it.each([
    ['demo@example.com', 'VALID', true],
    ['newcomer@example.com', 'VALID', false],
    ['unverified@example.com', 'REGISTERED', true],
    ['invalid@example.com', 'INVALID', true],
    ['deleted@example.com', 'DELETED', true],
    ['other@example.com', 'VALID', true],
    ['terms-double-click@example.com', 'VALID', false],
  ])('signs in %s, whose me has status %s and terms %s', async (email, status, agreed) => {
    const cookie = await t.signIn(email);
    const response = await t.request('/v2/members/me', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email,
      latestStatus: status,
      agreedTerms: { creator: agreed },
    });
  });

  it('sets the cookie HttpOnly and SameSite=Lax, and redirects only to loopback origins', async () => {
    const post = (redirect: string) =>
      t.app.request('/signin', {
        method: 'POST',
        body: new URLSearchParams({ email: 'demo@example.com', redirect }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const local = await post('http://127.0.0.1:3001/book/all?x=1');
    expect(local.status).toBe(303);
    expect(local.headers.get('location')).toBe('http://127.0.0.1:3001/book/all?x=1');
    expect(local.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(local.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    // *.localhost is loopback too (a portal served as creator.portal.localhost in tests).
    const sub = await post('http://creator.portal.localhost:3006/');
    expect(sub.headers.get('location')).toBe('http://creator.portal.localhost:3006/');
    for (const foreign of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/',
      'http://localhost.evil.example/',
      'http://evil.example/?localhost',
    ]) {
      expect((await post(foreign)).headers.get('location')).toBe('http://localhost:3000/');
    }
  });

  it('lists every demo account on the sign-in page', async () => {
    const html = await (await t.request('/signin?redirect=http://localhost:3000/')).text();
    for (const email of [
      'demo',
      'newcomer',
      'unverified',
      'invalid',
      'deleted',
      'other',
      'applicant',
    ]) {
      expect(html).toContain(`${email}@example.com`);
    }
  });

  it('signOut clears the cookie and ends the session', async () => {
    const cookie = await t.signIn('demo@example.com');
    const response = await t.request('/v2/signOut', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/creator_session=;.*Max-Age=0/);
    expect((await t.request('/v2/members/me', { cookie })).status).toBe(401);
  });

  it('agreeCreatorTerms marks the terms agreed, and rejects a body without agreement', async () => {
    const cookie = await t.signIn('newcomer@example.com');
    const bad = await t.request('/v2/members/me/agreeCreatorTerms', {
      method: 'POST',
      cookie,
      body: { agreed: false },
    });
    expect(bad.status).toBe(400);
    const ok = await t.request('/v2/members/me/agreeCreatorTerms', {
      method: 'POST',
      cookie,
      body: { agreed: true },
    });
    expect(ok.status).toBe(200);
    const me = await (await t.request('/v2/members/me', { cookie })).json();
    expect(me.agreedTerms).toEqual({ creator: true });
  });

  it('keeps members who are not VALID out of the creator API', async () => {
    for (const email of ['unverified@example.com', 'invalid@example.com', 'deleted@example.com']) {
      const cookie = await t.signIn(email);
      const response = await t.request('/v2/creator/myTitleStats', { cookie });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('Forbidden');
    }
  });

  it.each(['newcomer@example.com', 'terms-double-click@example.com'])(
    'keeps %s, who has not agreed to the creator terms, out of the creator API until they agree',
    async (email) => {
      const cookie = await t.signIn(email);
      const creatorCalls: [string, string, unknown?][] = [
        ['GET', '/v2/creator/myTitleStats'],
        ['GET', '/v2/creator/revenueDetails'],
        ['GET', '/v2/members/me/verifiedAuthor'],
        ['POST', '/v2/creator/titles', { displayName: '條款之前', genreIds: ['fantasy'] }],
        ['POST', '/v2/title/published/trackEventOnly', { titleId: 'title-mist-city' }],
      ];
      for (const [method, path, body] of creatorCalls) {
        const response = await t.request(path, { method, cookie, body });
        expect([method, path, response.status, await response.json()]).toEqual([
          method,
          path,
          403,
          {
            code: 'CreatorTermsNotAgreed',
            mainError: { message: 'agree to the creator terms before using the creator features' },
          },
        ]);
      }
      const inChinese = await t.request('/v2/creator/myTitleStats', {
        cookie,
        headers: { 'Accept-Language': 'zh-TW' },
      });
      expect((await inChinese.json()).mainError.message).toBe(
        '請先同意創作者條款，才能使用創作者功能',
      );
      expect(t.db.prepare(`SELECT 1 FROM titles WHERE display_name = '條款之前'`).get()).toBe(
        undefined,
      );

      // What the welcome dialog needs answers: the member, and the agreement itself.
      expect((await t.request('/v2/members/me', { cookie })).status).toBe(200);
      const agreed = await t.request('/v2/members/me/agreeCreatorTerms', {
        method: 'POST',
        cookie,
        body: { agreed: true },
      });
      expect(agreed.status).toBe(200);
      expect((await t.request('/v2/creator/myTitleStats', { cookie })).status).toBe(200);
    },
  );

  it('lets a member who has not agreed to the creator terms sign out', async () => {
    const cookie = await t.signIn('newcomer@example.com');
    expect((await t.request('/v2/signOut', { method: 'POST', cookie })).status).toBe(200);
    expect((await t.request('/v2/members/me', { cookie })).status).toBe(401);
  });

  it('verifies the email of a REGISTERED member on the account-site stand-in', async () => {
    const cookie = await t.signIn('unverified@example.com');
    const page = await t.request('/account/verify-email?redirect=http://localhost:3000/', {
      cookie,
    });
    expect(await page.text()).toContain('立即驗證');
    const response = await t.app.request('/account/verify-email', {
      method: 'POST',
      body: new URLSearchParams({ redirect: 'http://localhost:3000/terms' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    });
    expect(response.headers.get('location')).toBe('http://localhost:3000/terms');
    const me = await (await t.request('/v2/members/me', { cookie })).json();
    expect(me.latestStatus).toBe('VALID');
  });
});

describe("CORS and writes: the portal's origins only", () => {
  const preflight = (app: TestApp['app'], origin: string) =>
    app.request('/v2/creator/titles', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
  const write = (app: TestApp['app'], origin: string, cookie: string) =>
    app.request('/v2/creator/titles', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ displayName: `來自 ${origin}`, genreIds: ['fantasy'] }),
    });

  it('allows the shell of npm start by default, with credentials, preflight included', async () => {
    const answer = await preflight(t.app, 'http://localhost:3000');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    const cookie = await t.signIn('demo@example.com');
    expect((await write(t.app, 'http://localhost:3000', cookie)).status).toBe(201);
  });

  it.each([
    'http://localhost:3001',
    'http://localhost:3999',
    'http://127.0.0.1:3000',
    'http://creator.portal.localhost:3006',
    'http://evil.localhost:3000',
    'https://localhost:3000',
    'https://evil.example',
    'http://localhost.evil.example',
    'http://evil.example:3000',
    'http://localhost:3000/path',
    'null',
  ])('allows neither a read nor a write from %s', async (origin) => {
    const read = await t.app.request('/v2/genres', { headers: { Origin: origin } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(t.app, origin)).headers.get('access-control-allow-origin')).toBeNull();
    const cookie = await t.signIn('demo@example.com');
    const refused = await write(t.app, origin, cookie);
    expect(refused.status).toBe(403);
    expect(t.db.prepare('SELECT 1 FROM titles WHERE display_name = ?').get(`來自 ${origin}`)).toBe(
      undefined,
    );
  });

  it("allows the origins it is given instead (another shell, a developer's port)", async () => {
    const db = openDatabase(':memory:');
    seed(db, TEST_NOW);
    const app = createApp({
      db,
      now: () => TEST_NOW,
      allowedOrigins: ['http://creator.portal.localhost:3006', 'http://localhost:3100'],
    });
    for (const origin of ['http://creator.portal.localhost:3006', 'http://localhost:3100']) {
      expect((await preflight(app, origin)).headers.get('access-control-allow-origin')).toBe(
        origin,
      );
    }
    expect(
      (await preflight(app, 'http://localhost:3000')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('reads the list from PLATFORM_API_ALLOWED_ORIGINS, and refuses what is not an origin', () => {
    expect(allowedOrigins({})).toEqual(['http://localhost:3000']);
    expect(
      allowedOrigins({
        PLATFORM_API_ALLOWED_ORIGINS: ' http://localhost:3100 , https://creator.example.com ',
      }),
    ).toEqual(['http://localhost:3100', 'https://creator.example.com']);
    for (const wrong of ['localhost:3000', 'http://localhost:3000/', 'ftp://x.example', '*']) {
      expect(() => allowedOrigins({ PLATFORM_API_ALLOWED_ORIGINS: wrong })).toThrow(
        `PLATFORM_API_ALLOWED_ORIGINS: "${wrong}" is not an origin like http://localhost:3000`,
      );
    }
  });
});

describe('stand-in pages', () => {
  it.each(['/reader', '/tutorial'])('serves %s', async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('verified author', () => {
  const PATH = '/v2/members/me/verifiedAuthor';
  const application = {
    penName: '林語晨',
    realName: '林雨晨',
    email: 'demo@example.com',
    phone: '0912-345-678',
    links: ['https://example.com/works'],
    statement: '連載三年的懸疑作者。',
    consent: true,
  };

  it('applies, shows PENDING, refuses a second application and withdraws', async () => {
    const cookie = await t.signIn('demo@example.com');
    expect(await (await t.request(PATH, { cookie })).json()).toMatchObject({ status: null });

    const applied = await t.request(PATH, { method: 'POST', cookie, body: application });
    expect(applied.status).toBe(201);
    const info = await applied.json();
    expect(info).toMatchObject({ status: 'PENDING', application: { penName: '林語晨' } });
    expect(info.application).not.toHaveProperty('consent');

    expect((await t.request(PATH, { method: 'POST', cookie, body: application })).status).toBe(409);
    const withdrawn = await t.request(PATH, { method: 'DELETE', cookie });
    expect((await withdrawn.json()).status).toBeNull();
  });

  it('validates the application', async () => {
    const cookie = await t.signIn('demo@example.com');
    const response = await t.request(PATH, {
      method: 'POST',
      cookie,
      body: { ...application, phone: '12', links: [] },
    });
    expect(response.status).toBe(400);
    const { mainError } = await response.json();
    expect(mainError.message).toContain('phone: must be 8 to 15 digits');
    expect(mainError.message).toContain('links: ');
  });
});
