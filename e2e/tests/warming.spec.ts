/**
 * Warming, and what is fetched when:
 *   - on idle, once the home page is done: each menu remote's manifest, entry, routes and first
 *     screen's chunk, fetched ahead (prefetch) but not run; once the page has been left alone a
 *     few seconds, their code runs; none of their data is asked for;
 *   - pointing at or focusing a menu entry: that remote runs, and its screen's first data is
 *     requested before any click;
 *   - nothing on idle when the browser asks to save data.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { API_URL, REMOTE_ORIGINS, sideMenu, signIn } from './support';

const REMOTE_NAMES = Object.keys(REMOTE_ORIGINS) as Array<keyof typeof REMOTE_ORIGINS>;

const isRemoteEntry = (request: Request, origin: string) =>
  request.url().startsWith(`${origin}/`) && new URL(request.url()).pathname === '/remoteEntry.js';

/** Every remoteEntry.js the page requests, by origin. */
function recordEntries(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remoteEntry.js') {
      requested.push(new URL(request.url()).origin);
    }
  });
  return requested;
}

/** The remotes whose entry has run in the page (each defines its container's global). */
const remotesRun = (page: Page) =>
  page.evaluate(
    (names) => names.filter((name) => (window as unknown as Record<string, unknown>)[name]),
    REMOTE_NAMES,
  );

/** Before any script of the page: the connection asks to save data (no idle warming). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}

/** Signed in on the home page, its data shown and the network quiet. */
async function homeDone(page: Page) {
  await signIn(page, 'demo@example.com');
  await expect(page.getByRole('heading', { name: '我的概況' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('warming remotes', () => {
  test('pointing at or focusing a menu entry runs that remote and asks for its data before the click', async ({
    page,
  }) => {
    await saveData(page);
    const requested = recordEntries(page);
    await homeDone(page);
    // With Save-Data nothing was fetched or run on idle.
    expect(requested).toEqual([]);
    expect(await remotesRun(page)).toEqual([]);

    // Pointing at 數據中心 fetches and runs the insights remote and asks for the data center's
    // figures; nothing was clicked.
    const figures = page.waitForRequest((request) =>
      request.url().startsWith(`${API_URL}/v2/creator/monthlyStats/total`),
    );
    await sideMenu(page).getByRole('link', { name: '數據中心' }).hover();
    await figures;
    await expect(page).toHaveURL(/\/$/);
    expect(requested).toEqual([REMOTE_ORIGINS.insights]);
    expect(await remotesRun(page)).toEqual(['insights']);

    // The click then opens the screen, without fetching the entry again.
    await sideMenu(page).getByRole('link', { name: '數據中心' }).click();
    await expect(page).toHaveURL(/\/data-center$/);
    await expect(page.getByRole('heading', { name: '數據中心' }).first()).toBeVisible();
    await expect(page.getByText(/暫時無法載入/)).toHaveCount(0);

    // Focusing 禮物盒 from the keyboard runs the community remote and asks for the gifts; Enter
    // opens the screen.
    const gifts = page.waitForRequest((request) =>
      request.url().startsWith(`${API_URL}/v2/creator/receivedGifts`),
    );
    await sideMenu(page).getByRole('link', { name: '禮物盒' }).focus();
    await gifts;
    await expect(page).toHaveURL(/\/data-center$/);
    expect(requested).toEqual([REMOTE_ORIGINS.insights, REMOTE_ORIGINS.community]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gifts$/);
    await expect(page.getByText(/已顯示 \d+ \/ \d+ 筆/)).toBeVisible();

    // Once per remote: pointing at the same entries again fetches nothing more.
    await sideMenu(page).getByRole('link', { name: '數據中心' }).hover();
    await sideMenu(page).getByRole('link', { name: '禮物盒' }).hover();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([REMOTE_ORIGINS.insights, REMOTE_ORIGINS.community]);
  });

  test('the home page, once done, fetches every remote ahead, runs them once left alone, and asks for none of their data', async ({
    page,
  }) => {
    const requested = recordEntries(page);
    const entries = Object.values(REMOTE_ORIGINS).map((origin) =>
      page.waitForRequest((request) => isRemoteEntry(request, origin)),
    );
    const api: string[] = [];
    let warming = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remoteEntry.js') warming = true;
      if (warming && request.url().startsWith(`${API_URL}/v2/`)) {
        api.push(new URL(request.url()).pathname);
      }
    });
    await signIn(page, 'demo@example.com');
    await expect(page.getByRole('heading', { name: '我的概況' })).toBeVisible();
    await Promise.all(entries);
    expect([...requested].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
    // Fetched, not run yet: running waits for a page left alone for a few seconds.
    expect(await remotesRun(page)).toEqual([]);

    // Left alone, the page runs every remote's code, one after the other.
    await expect.poll(() => remotesRun(page), { timeout: 20_000 }).toEqual(REMOTE_NAMES);
    await page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    await expect(page).toHaveURL(/\/$/);

    // Pointing at 我的作品 asks for the works (a warmed screen gets its data only now); the click
    // opens them.
    const works = page.waitForRequest((request) =>
      request.url().startsWith(`${API_URL}/v2/creator/myTitleStats`),
    );
    await sideMenu(page).getByRole('link', { name: '我的作品' }).hover();
    await works;
    await sideMenu(page).getByRole('link', { name: '我的作品' }).click();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
  });
});
