import { expect, test, type Page } from '@playwright/test';
import { API_URL, REMOTE_ORIGINS, SHELL_URL, expectSignedInLayout, signIn } from './support';

/**
 * What a probe of the portal found, checked in Chromium against the production builds as
 * creator-serve serves them: the Content-Security-Policy holds on every screen, source maps are
 * not published, and a page on another site cannot sign an author out.
 */

/** Every CSP violation the page reports, collected from the first script on. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...console,
  ];
}

const SCREENS: { path: string; shows: RegExp | string }[] = [
  { path: '/', shows: /本月收益|總字數|作品數/ },
  { path: '/announce', shows: /公告/ },
  { path: '/verified-badge', shows: /認證作家/ },
  { path: '/verified-badge/form', shows: /筆名/ },
  { path: '/terms', shows: /條款/ },
  { path: '/404', shows: /找不到/ },
  { path: '/book/all', shows: /共 \d+ 部作品/ },
  { path: '/book?titleId=title-mist-city', shows: '霧城夜話' },
  { path: '/book/setting?titleId=title-mist-city', shows: /作品名稱/ },
  { path: '/book/uniticket?titleId=title-mist-city', shows: /閱讀券/ },
  { path: '/chapter/setting?chapterId=title-mist-city-ch-001', shows: /章節名稱/ },
  { path: '/chapter/sorting?titleId=title-mist-city', shows: /排序/ },
  { path: '/chapter/editor?chapterId=title-mist-city-ch-001', shows: /\d[\d,]* 字/ },
  { path: '/revenue/withdrawal-record', shows: /提領/ },
  { path: '/data-center', shows: /數據/ },
  { path: '/gifts', shows: /禮物/ },
];

test.describe('Content-Security-Policy', () => {
  test('the shell is served with the policy a deployment sends', async ({ request }) => {
    const response = await request.get(`${SHELL_URL}/book/all`, {
      headers: { Accept: 'text/html' },
    });
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      (policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/);
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(["'self'", ...Object.values(REMOTE_ORIGINS)]),
    );
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", API_URL, ...Object.values(REMOTE_ORIGINS)]),
    );
    expect(directive('frame-ancestors')).toEqual(['frame-ancestors', "'none'"]);
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });

  test('every screen works under it, with no violation', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await collectViolations(page);
    await signIn(page, 'demo@example.com');
    await expectSignedInLayout(page);
    for (const { path, shows } of SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByText(shows).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/暫時無法載入|發生錯誤|無法啟動/)).toHaveCount(0);
        expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
      });
    }
  });

  test('an injected inline script does not run', async ({ page }) => {
    const violations = await collectViolations(page);
    await signIn(page, 'demo@example.com');
    await expectSignedInLayout(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
  });

  test('the sign-in page cannot be framed', async ({ request }) => {
    const response = await request.get(`${API_URL}/signin`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});

test.describe('source maps', () => {
  test('are not published by the shell or a remote', async ({ request }) => {
    const html = await (await request.get(`${SHELL_URL}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) =>
      new URL(match[1] ?? '', SHELL_URL).toString(),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of [...scripts, `${REMOTE_ORIGINS.works}/remoteEntry.js`]) {
      const script = await request.get(url);
      expect(script.status()).toBe(200);
      expect(await script.text()).not.toMatch(/sourceMappingURL=/);
      expect((await request.get(`${url}.map`)).status()).toBe(404);
    }
  });
});

test.describe('cross-site sign-out', () => {
  test('a form on another site cannot sign the author out', async ({ page }) => {
    await signIn(page, 'demo@example.com', '/book/all');
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();

    // A page on another site (127.0.0.1 is not localhost's site) that posts a form to the API.
    const attacker = 'http://127.0.0.1:3998/';
    await page.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form id="f" method="post" action="${API_URL}/v2/signOut"></form>
<script>document.getElementById('f').submit()</script>`,
      }),
    );
    const answer = page.waitForResponse(`${API_URL}/v2/signOut`);
    await page.goto(attacker);
    expect((await answer).status()).toBe(403);

    await page.goto('/book/all');
    await expectSignedInLayout(page);
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    expect((await page.request.get(`${API_URL}/v2/members/me`)).status()).toBe(200);
  });
});
