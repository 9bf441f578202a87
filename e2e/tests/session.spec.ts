/**
 * The session from the author's side: the home page's figures and announcements, logging out
 * (its steps in order, and where it lands, also with an expired session), a toast whose code
 * cannot be downloaded, and a session that ends on the server while the portal is open.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { API_URL, expectSignedInLayout, sideMenu, signIn } from './support';
import { DEMO } from './works-support';

interface Overview {
  titleCount: number;
  chapterCount: number;
  totalWords: number;
  readerCount: number;
  favoriteCount: number;
  monthRevenue: number;
}

interface Announcement {
  announcementId: string;
  title: string;
  pinned: boolean;
  publishedAt: string;
}

/**
 * Signs in, then ends the session on the server (expired, or signed out elsewhere) while the page
 * still holds its now-stale cookie and shows the member (cached for a day).
 */
async function signInThenEndSession(page: Page, context: BrowserContext) {
  await signIn(page, DEMO);
  await expectSignedInLayout(page);
  const cookies = await context.cookies(API_URL);
  expect((await page.request.post(`${API_URL}/v2/signOut`)).ok()).toBe(true);
  await context.addCookies(cookies);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ntd = (n: number) => `${n < 0 ? '-' : ''}NT$${grouped.format(Math.abs(Math.round(n)))}`;

test("the home page shows the author's own figures and the latest announcements", async ({
  page,
}) => {
  await signIn(page, DEMO);
  const figures = page.getByRole('region', { name: '我的概況' });

  // Other suites may add works for this author meanwhile: read the page and the API together.
  await expect(async () => {
    await page.reload();
    await expect(figures.getByText('作品數')).toBeVisible();
    const response = await page.request.get(`${API_URL}/v2/creator/myOverview`);
    const overview = (await response.json()) as Overview;
    const exact: Array<[string, number]> = [
      ['作品數', overview.titleCount],
      ['章節數', overview.chapterCount],
      ['總字數', overview.totalWords],
      ['讀者數', overview.readerCount],
      ['收藏數', overview.favoriteCount],
    ];
    for (const [label, value] of exact) {
      // The figure shows a compact number; its tooltip the exact one.
      await figures.getByRole('group', { name: label, exact: true }).hover();
      await expect(
        page.getByRole('tooltip').filter({ hasText: grouped.format(value) }),
      ).toBeVisible({ timeout: 2_000 });
      await page.mouse.move(0, 0);
    }
    await expect(figures.getByRole('group', { name: '本月收益' })).toContainText(
      ntd(overview.monthRevenue),
    );
  }).toPass({ timeout: 45_000 });
  const overview = (await (
    await page.request.get(`${API_URL}/v2/creator/myOverview`)
  ).json()) as Overview;
  expect(overview.titleCount).toBeGreaterThan(0);

  // Announcements: pinned first, then the newest, five of them, each linking to its page.
  const { announcements } = (await (
    await page.request.get(`${API_URL}/v2/creator/announcements`)
  ).json()) as { announcements: Announcement[] };
  const expected = [...announcements]
    .sort(
      (a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt.localeCompare(a.publishedAt),
    )
    .slice(0, 5);
  expect(expected.length).toBeGreaterThan(0);
  const list = page.getByRole('list', { name: /最新公告/ });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  for (const [index, announcement] of expected.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link', { name: announcement.title })).toHaveAttribute(
      'href',
      `/announce?announcementId=${encodeURIComponent(announcement.announcementId)}`,
    );
    await expect(item.getByText('置頂')).toHaveCount(announcement.pinned ? 1 : 0);
  }
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/announce\?announcementId=/);
  await expect(page.getByRole('dialog', { name: expected[0]!.title })).toBeVisible();
});

test('logging out signs out, records it, forgets the member, then lands on the tutorial', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectSignedInLayout(page);

  const steps: string[] = [];
  let loggedOutEvent: { event_type: string; user_id?: string; device_id?: string } | undefined;
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/signOut') steps.push('sign out');
    else if (url.pathname === '/v2/members/me') steps.push('member');
    else if (url.pathname === '/analytics/2/httpapi') {
      const { events } = request.postDataJSON() as { events: NonNullable<typeof loggedOutEvent>[] };
      const found = events.find((event) => event.event_type === 'Logged Out');
      if (found) {
        loggedOutEvent = found;
        steps.push('analytics: Logged Out');
      }
    } else if (request.isNavigationRequest() && url.pathname === '/tutorial')
      steps.push('tutorial');
  };
  page.on('request', record);

  await sideMenu(page).getByRole('button', { name: '登出' }).click();
  await page.waitForURL(`${API_URL}/tutorial`);
  page.off('request', record);

  // Signed out first; the member refreshed (now nobody); the logout sent with the member's id
  // before the identity is forgotten; and only then the tutorial.
  const signOut = steps.indexOf('sign out');
  const memberAfter = steps.indexOf('member', signOut);
  const logoutEvent = steps.indexOf('analytics: Logged Out');
  const landing = steps.indexOf('tutorial');
  expect(signOut, steps.join(' > ')).toBeGreaterThanOrEqual(0);
  expect(memberAfter, steps.join(' > ')).toBeGreaterThan(signOut);
  expect(logoutEvent, steps.join(' > ')).toBeGreaterThan(memberAfter);
  expect(landing, steps.join(' > ')).toBeGreaterThan(logoutEvent);
  expect(loggedOutEvent?.user_id).toBe('member-demo');

  // The session is over on the server, and the sink has the logout of this browser.
  expect((await page.request.get(`${API_URL}/v2/members/me`)).status()).toBe(401);
  const { events } = (await (await page.request.get(`${API_URL}/analytics/events`)).json()) as {
    events: Array<{ event_type: string; device_id?: string; user_id?: string }>;
  };
  expect(
    events.filter(
      (event) => event.event_type === 'Logged Out' && event.device_id === loggedOutEvent?.device_id,
    ),
  ).toEqual([expect.objectContaining({ user_id: 'member-demo' })]);
});

test('logging out once the session has expired still ends on the tutorial, without an error', async ({
  page,
  context,
}) => {
  await signInThenEndSession(page, context);
  // The platform answers sign-out of an unknown session with 401 (platform-api, more lenient,
  // with ok): answered here as the platform does.
  await page.route(`${API_URL}/v2/signOut`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'Unauthorized', mainError: { message: 'Unauthorized' } }),
    }),
  );

  await sideMenu(page).getByRole('button', { name: '登出' }).click();
  await page.waitForURL(`${API_URL}/tutorial`);
  await expect(page.getByText('登出失敗，請再試一次')).toHaveCount(0);
});

/** Signing out fails (a 500), which says so in a toast: a toast the author can raise at will. */
async function failSignOut(page: Page) {
  await page.route(`${API_URL}/v2/signOut`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'InternalFailure', mainError: { message: 'down' } }),
    }),
  );
}

test("a toast still shows when antd's providers cannot be downloaded, and the portal stays", async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectSignedInLayout(page);
  // The toast holder needs antd's providers, which the home page does not load: offline, or a
  // deploy replaced them.
  await page.route(/\/antd-core\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
  await failSignOut(page);
  const logOut = sideMenu(page).getByRole('button', { name: '登出' });

  await logOut.click();
  await expect(page.getByRole('status').getByText('登出失敗，請再試一次')).toBeVisible();
  // Not a blank page: the screen and the menu are still there, and work.
  await expect(page.getByRole('heading', { level: 1, name: '首頁' })).toBeVisible();
  await expect(page.getByText('登出失敗，請再試一次')).toBeHidden();
  await logOut.click();
  await expect(page.getByText('登出失敗，請再試一次')).toBeVisible();
});

test('a toast holder that could not be downloaded is fetched again with the next toast', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectSignedInLayout(page);
  let offline = true;
  await page.route(/\/toast-holder\.[0-9a-f]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  await failSignOut(page);
  const logOut = sideMenu(page).getByRole('button', { name: '登出' });
  const failed = page.getByText('登出失敗，請再試一次');

  await logOut.click();
  await expect(page.getByRole('status').getByText('登出失敗，請再試一次')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '首頁' })).toBeVisible();

  // Back online: the next toast shows at once and fetches the holder again, which shows the one
  // after, in antd's message list (the theme's look).
  offline = false;
  await expect(failed).toBeHidden();
  await logOut.click();
  await expect(failed).toBeVisible();
  await expect(failed).toBeHidden();
  await logOut.click();
  await expect(page.locator('.ant-message').getByText('登出失敗，請再試一次')).toBeVisible();
});

test('a session that ends on the server brings the sign-in prompt back, and signing in returns', async ({
  page,
  context,
}) => {
  await signInThenEndSession(page, context);

  // The next call answers 401: the portal asks to sign in again, keeping where the author was.
  await sideMenu(page).getByRole('link', { name: '我的作品' }).click();
  await expect(page).toHaveURL(/\/book\/all$/);
  await expect(page.getByText('請先登入')).toBeVisible();
  const signInLink = page.getByRole('link', { name: '登入' });
  const href = new URL((await signInLink.getAttribute('href')) ?? '');
  expect(new URL(href.searchParams.get('redirect') ?? '').pathname).toBe('/book/all');

  await signInLink.click();
  await page.getByRole('button', { name: DEMO }).click();
  await expect(page).toHaveURL(/\/book\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的作品' })).toBeVisible();
  await expect(page.getByText('請先登入')).toBeHidden();
});
