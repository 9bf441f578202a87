import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BROKEN_SHELL_URL, DEAD_REMOTE_PORT, sideMenu, signIn } from './support';

const ROOT = path.resolve(__dirname, '..', '..');
let revenueServer: ChildProcess | undefined;

test.afterEach(() => {
  revenueServer?.kill();
  revenueServer = undefined;
});

/** Brings the revenue remote up where the broken shell looks for it (its production build). */
async function startRevenueServer() {
  revenueServer = spawn(
    process.execPath,
    [
      path.join(ROOT, 'shared', 'federation', 'src', 'serve-static.mjs'),
      '--dir',
      path.join(ROOT, 'mfe-revenue', 'dist'),
      '--port',
      String(DEAD_REMOTE_PORT),
      '--cors',
    ],
    { stdio: 'ignore' },
  );
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${DEAD_REMOTE_PORT}/mf-manifest.json`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 15_000 },
    )
    .toBe(200);
}

/**
 * scripts/e2e.mjs serves the same shell build a second time (BROKEN_SHELL_URL) with a remotes.json
 * in which `revenue` points at a port where nothing listens: the revenue server is down.
 */
test('a remote that is down shows Retry while the rest of the portal keeps working', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', '/revenue/withdrawal-record', BROKEN_SHELL_URL);
  await expect(page).toHaveURL(`${BROKEN_SHELL_URL}/revenue/withdrawal-record`);

  const failure = page.getByText('「收益」暫時無法載入');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  const retry = page.getByRole('button', { name: '重試' });
  await expect(retry).toBeVisible();
  // The header and the menu are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: '首頁' })).toBeVisible();

  // Retry tries again: a new request to the dead port, which fails; the server is still down, so
  // the message comes back. (It never left unless Retry did something: hence the request.)
  const retried = page.waitForEvent('requestfailed', {
    predicate: (request) => new URL(request.url()).port === String(DEAD_REMOTE_PORT),
    timeout: 30_000,
  });
  await retry.click();
  await retried;
  await expect(failure).toBeVisible({ timeout: 30_000 });

  // The other remotes keep working in the same page.
  await sideMenu(page).getByRole('link', { name: '我的作品' }).click();
  await expect(page).toHaveURL(/\/book\/all$/);
  await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
  await expect(failure).toHaveCount(0);

  await sideMenu(page).getByRole('link', { name: '禮物盒' }).click();
  await expect(page.getByText(/已顯示 \d+ \/ \d+ 筆/)).toBeVisible();

  await sideMenu(page).getByRole('link', { name: '首頁' }).click();
  await expect(page).toHaveURL(`${BROKEN_SHELL_URL}/`);
  await expect(sideMenu(page).getByRole('button', { name: '建立作品' })).toBeEnabled();

  // Once the server is back, Retry loads the remote without reloading the page.
  await page.goto(`${BROKEN_SHELL_URL}/revenue/withdrawal-record`);
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await startRevenueServer();
  await page.getByRole('button', { name: '重試' }).click();
  await expect(page.getByRole('heading', { name: '提領紀錄' }).first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});
