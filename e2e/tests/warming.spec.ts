/**
 * Warming: the shell fetches a remote's entry while the author points at or focuses its side-menu
 * entry, before any click, and on idle once the home page is done, unless the browser asks to
 * save data.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { REMOTE_ORIGINS, sideMenu, signIn } from './support';

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
  test('pointing at or focusing a menu entry fetches that remote before the click', async ({
    page,
  }) => {
    await saveData(page);
    const requested = recordEntries(page);
    await homeDone(page);
    // With Save-Data nothing was warmed on idle.
    expect(requested).toEqual([]);

    // Pointing at 數據中心 fetches the insights remote's entry; nothing was clicked.
    const insightsEntry = page.waitForRequest((request) =>
      isRemoteEntry(request, REMOTE_ORIGINS.insights),
    );
    await sideMenu(page).getByRole('link', { name: '數據中心' }).hover();
    await insightsEntry;
    await expect(page).toHaveURL(/\/$/);
    expect(requested).toEqual([REMOTE_ORIGINS.insights]);

    // The click then opens the screen, without fetching the entry again.
    await sideMenu(page).getByRole('link', { name: '數據中心' }).click();
    await expect(page).toHaveURL(/\/data-center$/);
    await expect(page.getByRole('heading', { name: '數據中心' }).first()).toBeVisible();
    await expect(page.getByText(/暫時無法載入/)).toHaveCount(0);

    // Focusing 禮物盒 from the keyboard fetches the community remote's entry; Enter opens it.
    const communityEntry = page.waitForRequest((request) =>
      isRemoteEntry(request, REMOTE_ORIGINS.community),
    );
    await sideMenu(page).getByRole('link', { name: '禮物盒' }).focus();
    await communityEntry;
    await expect(page).toHaveURL(/\/data-center$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gifts$/);
    await expect(page.getByText(/已顯示 \d+ \/ \d+ 筆/)).toBeVisible();

    // Once per remote: pointing at the same entries again fetches nothing more.
    await sideMenu(page).getByRole('link', { name: '數據中心' }).hover();
    await sideMenu(page).getByRole('link', { name: '禮物盒' }).hover();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([REMOTE_ORIGINS.insights, REMOTE_ORIGINS.community]);
  });

  test('the home page, once done, warms every remote on idle', async ({ page }) => {
    const requested = recordEntries(page);
    const entries = Object.values(REMOTE_ORIGINS).map((origin) =>
      page.waitForRequest((request) => isRemoteEntry(request, origin)),
    );
    await homeDone(page);
    await Promise.all(entries);
    expect([...requested].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
    await expect(page).toHaveURL(/\/$/);

    // A warmed remote opens from the menu as usual.
    await sideMenu(page).getByRole('link', { name: '我的作品' }).click();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
  });
});
