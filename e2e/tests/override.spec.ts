import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './a11y-support';
import { REMOTE_ORIGINS, SHELL_URL, WORKS_DEV_URL, signIn } from './support';

/** The confirmation a new override from the address asks for, answered with Load (one reload). */
async function confirmOverride(page: Page, url: string) {
  const dialog = page.getByRole('dialog', { name: '要從開發伺服器載入模組嗎？' });
  await expect(dialog).toContainText(`作品管理（works）：${url}`);
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: '載入', exact: true }).click(),
  ]);
}

test.describe('mf-override', () => {
  test('a non-loopback override is refused with a visible message and nothing loads from it', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example.com')) foreign.push(request.url());
    });
    await signIn(page, 'demo@example.com');
    await page.goto(
      `/book/all?mf-override=${encodeURIComponent('works@https://evil.example.com/mf-manifest.json')}`,
    );
    await expect(page.getByText('已拒絕 mf-override 參數，沒有載入任何覆寫。')).toBeVisible();
    // The deployed works remote is used instead.
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);

    // Nothing was stored either: a fresh load has no override.
    await page.goto('/book/all');
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('a loopback override runs the works dev server inside the production shell', async ({
    page,
  }) => {
    const fromDev: string[] = [];
    const fromDeployedWorks: string[] = [];
    page.on('request', (request) => {
      const origin = new URL(request.url()).origin;
      if (origin === WORKS_DEV_URL) fromDev.push(request.url());
      if (origin === REMOTE_ORIGINS.works) fromDeployedWorks.push(request.url());
    });
    await signIn(
      page,
      'demo@example.com',
      `/book/all?mf-override=${encodeURIComponent(`works@${WORKS_DEV_URL}/mf-manifest.json`)}`,
    );
    // Nothing comes from the dev server before the author says so.
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(fromDev).toEqual([]);
    await confirmOverride(page, `${WORKS_DEV_URL}/mf-manifest.json`);
    expect(new URL(page.url()).search).toBe('');
    // From the reload on, the deployed works remote is never touched.
    fromDeployedWorks.length = 0;

    const banner = page.getByText(/開發覆寫中/);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(WORKS_DEV_URL);
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible({ timeout: 30_000 });
    expect(fromDev.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromDev.some((url) => url.endsWith('.js'))).toBe(true);
    expect(fromDeployedWorks).toEqual([]);

    // Kept in localStorage: still active after a reload without the parameter.
    await page.goto('/book/all');
    await expect(page.getByText(/開發覆寫中/)).toBeVisible();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: '清除覆寫' }).click();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    await page.goto('/book/all');
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    expect(fromDeployedWorks.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });

  test('a backslash where the path slash should be loads the parsed URL, nothing else', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, 'demo@example.com');
    await page.goto(
      `/book/all?mf-override=${encodeURIComponent(`works@${WORKS_DEV_URL}\\mf-manifest.json`)}`,
    );
    await confirmOverride(page, `${WORKS_DEV_URL}/mf-manifest.json`);
    const banner = page.getByText(/開發覆寫中/);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`${WORKS_DEV_URL}/mf-manifest.json`);
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible({ timeout: 30_000 });
    // Module Federation worked from the parsed URL: no request to a host made of a file name.
    expect(requested.filter((url) => new URL(url).hostname.endsWith('.js'))).toEqual([]);
    expect(requested).toContain(`${WORKS_DEV_URL}/mf-manifest.json`);
    const stored = await page.evaluate(() => localStorage.getItem('creator.mf-override'));
    expect(JSON.parse(stored!).overrides).toEqual({ works: `${WORKS_DEV_URL}/mf-manifest.json` });
    await page.getByRole('button', { name: '清除覆寫' }).click();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
  });

  for (const [label, separator] of [
    ['a ?', '?'],
    ['a #', '#'],
  ] as const) {
    test(`${label} where the path should be is refused: not a manifest`, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      const entry = `works@${WORKS_DEV_URL}${separator}mf-manifest.json`;
      await page.goto(`/book/all?mf-override=${encodeURIComponent(entry)}`);
      await expect(page.getByText('已拒絕 mf-override 參數，沒有載入任何覆寫。')).toBeVisible();
      await expect(page.getByText(`${entry}：網址必須指向 .json 的 manifest 檔案`)).toBeVisible();
      await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
      await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    });
  }

  test('a crafted link repoints nothing unless the author confirms it', async ({ page }) => {
    const fromDev: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === WORKS_DEV_URL) fromDev.push(request.url());
    });
    await signIn(page, 'demo@example.com');
    await page.goto(
      `/book/all?mf-override=${encodeURIComponent(`works@${WORKS_DEV_URL}/mf-manifest.json`)}`,
    );
    const dialog = page.getByRole('dialog', { name: '要從開發伺服器載入模組嗎？' });
    await expect(dialog).toContainText(`作品管理（works）：${WORKS_DEV_URL}/mf-manifest.json`);
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    expect(await seriousViolations(page, 'override confirmation')).toEqual([]);

    await dialog.getByRole('button', { name: '不要載入' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('creator.mf-override'))).toBeNull();
    expect(fromDev).toEqual([]);
  });

  test('a stored override ends 12 hours after it was confirmed', async ({ page }) => {
    await signIn(page, 'demo@example.com');
    // Confirmed 12 hours ago: expired now.
    await page.evaluate((url) => {
      const overrides = { works: url };
      localStorage.setItem(
        'creator.mf-override',
        JSON.stringify({ expiresAt: Date.now() - 1, overrides }),
      );
    }, `${WORKS_DEV_URL}/mf-manifest.json`);
    await page.goto('/book/all');
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    await expect(page.getByText(/開發覆寫中/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('creator.mf-override'))).toBeNull();
  });

  test('a manifest path that names another host through the shell is refused', async ({ page }) => {
    await signIn(page, 'demo@example.com');
    // The shell's /analytics proxy read `//host/analytics/...` as that host.
    const entry = `works@${SHELL_URL}//evil.example/analytics/mf-manifest.json`;
    await page.goto(`/book/all?mf-override=${encodeURIComponent(entry)}`);
    await expect(page.getByText(`${entry}：網址路徑不可包含「//」或編碼過的斜線`)).toBeVisible();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('creator.mf-override'))).toBeNull();
  });
});
