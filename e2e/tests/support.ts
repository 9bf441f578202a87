import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Where scripts/e2e.mjs serves things (the production ports unless told otherwise). */
export const SHELL_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:4000';
export const BROKEN_SHELL_URL = process.env.E2E_BROKEN_SHELL_URL ?? 'http://localhost:3005';
/** Where the broken shell's remotes.json puts the revenue remote (nothing listens there). */
export const DEAD_REMOTE_PORT = Number(process.env.E2E_DEAD_REMOTE_PORT ?? 3009);
export const WORKS_DEV_URL = process.env.E2E_WORKS_DEV_URL ?? 'http://localhost:3101';
/** A shell whose runtime config leaves apiBaseUrl empty, and the API host it should derive. */
export const DERIVED_SHELL_URL =
  process.env.E2E_DERIVED_SHELL_URL ?? 'http://creator.portal.localhost:3006';
export const DERIVED_API_URL =
  process.env.E2E_DERIVED_API_URL ?? 'http://api.portal.localhost:3006';

export const REMOTE_ORIGINS = {
  works: 'http://localhost:3001',
  revenue: 'http://localhost:3002',
  insights: 'http://localhost:3003',
  community: 'http://localhost:3004',
} as const;

/** The side menu's entries, in the product's order (after the create-work button). */
export const MENU_LABELS = [
  '首頁',
  '我的作品',
  '數據中心',
  '留言管理',
  '禮物盒',
  '我的收益',
  '投稿活動',
  '認證作家申請',
  '回到讀者站',
  '登出',
] as const;

/**
 * Signs in on platform-api's sign-in page (the account site's stand-in) with one click, and comes
 * back to `path` on the given shell.
 */
export async function signIn(page: Page, email: string, path = '/', shellUrl = SHELL_URL) {
  const target = new URL(path, shellUrl).toString();
  await page.goto(`${API_URL}/signin?redirect=${encodeURIComponent(target)}`);
  await page.getByRole('button', { name: email }).click();
  await page.waitForURL((url) => url.origin === new URL(shellUrl).origin);
}

/**
 * Puts a seeded account's status and terms agreement back as seeded (platform-api's test hook),
 * so that a test that walks it through the gate starts from the same gate on every run.
 */
export async function restoreSeededAccount(request: APIRequestContext, email: string) {
  const response = await request.post(`${API_URL}/__test__/members/restore`, { data: { email } });
  expect(response.status(), `restoring ${email}`).toBe(200);
}

/** The shell's side menu (a navigation landmark). */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: '主選單' });
}

/** Waits until the shell shows its signed-in layout (the side menu's first entry). */
export async function expectSignedInLayout(page: Page) {
  await expect(sideMenu(page).getByRole('link', { name: '首頁' })).toBeVisible();
}

/**
 * The time an author takes to read an error before pressing Retry. useSubmit takes a repeat of
 * the same action less than a second after the last trigger (SAME_GESTURE_MS) for the same double
 * click and ignores it; a test that retries the moment the error shows would be that double click.
 */
export async function readTheError(page: Page) {
  await page.waitForTimeout(1100);
}

/**
 * The dialog named `name`, once antd's opening zoom has ended. Its first frames (motion classes
 * `*-appear-prepare`, `*-appear-start`) hold still, so Playwright's stability check passes there,
 * and a click aimed at a button can then land on the mask as the dialog grows, which closes it.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)(\s|$)/);
  return dialog;
}
