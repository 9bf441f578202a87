import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { api, signInDemo, uniqueName } from './works-support';

/**
 * antd is shared module by module (shared/federation), so a remote's components and the shell's
 * providers must still meet in ONE antd: a remote's component takes the shell's theme (brand
 * colour, font) and locale (zh-TW), and a toast a remote raises shows through the shell's one
 * message holder. A second copy of antd's config-provider or locale would fall back to antd's
 * defaults: blue, English, and antd's default font.
 */

const BRAND_FONT = /PingFang TC/; // the theme's fontFamily; antd's default has no CJK font

test('a date picker in a remote (insights) shows the shell theme and zh-TW', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/data-center');
  await expect(page.getByRole('heading', { name: '數據中心' }).first()).toBeVisible();
  await page.getByText('自訂', { exact: true }).click();
  const start = page.getByPlaceholder('開始日期');
  await start.click();

  // zh-TW: the panel's header reads 2026年 / 11月 (its buttons are labelled 選擇年份, 選擇月份),
  // the week starts 日 一 二. antd's default locale would say 2026 / Nov, Su Mo Tu.
  const panel = page.locator('.ant-picker-dropdown').filter({ visible: true });
  await expect(panel.getByRole('button', { name: '選擇年份' }).first()).toHaveText(/^\d{4}年$/);
  await expect(panel.getByRole('columnheader', { name: '一', exact: true }).first()).toBeVisible();

  // The theme: the bar under the active input has the brand colour of the shell's own primary
  // button (the side menu's 建立作品), not antd's default blue (rgb(22, 119, 255)).
  const brand = await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('button', { name: /建立作品/ })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(brand).not.toBe('rgb(22, 119, 255)');
  const activeBar = page.locator('.ant-picker-range .ant-picker-active-bar');
  await expect(activeBar).toHaveCSS('background-color', brand);
});

test('a toast a remote (works) raises shows through the shell, in the theme', async ({ page }) => {
  await signInDemo(page);
  const client = api(page);
  const titleId = await client.createWork(uniqueName('E2E 共用'));
  const chapterId = await client.createChapter(titleId, '第一章');
  await page.goto(`/chapter/editor?chapterId=${encodeURIComponent(chapterId)}`);
  const body = page.getByRole('textbox', { name: '章節內文' });
  await expect(body).toBeVisible();

  // Ctrl+S on saved text: the editor (the works remote's code) says so with an info toast.
  await body.click();
  await page.keyboard.press('Control+s');
  const toast = page.locator('.ant-message').getByText('沒有需要儲存的變更');
  await expect(toast).toBeVisible();
  const font = await toast.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).toMatch(BRAND_FONT);
});

test("links take the theme's link colour; side menu entries keep their own when pointed at", async ({
  page,
}) => {
  await signInDemo(page, '/');
  // A plain link on the home page: the brand colour, not the browser's blue; underlined and
  // darker while pointed at.
  const all = page.getByRole('link', { name: '查看全部' });
  await expect(all).toHaveCSS('color', 'rgb(200, 53, 12)');
  await expect(all).toHaveCSS('text-decoration-line', 'none');
  await all.hover();
  await expect(all).toHaveCSS('text-decoration-line', 'underline');
  await expect(all).toHaveCSS('color', 'rgb(161, 31, 2)');

  // A side menu entry is a link too, drawn by its own class: pointed at, it stays as it was.
  const entry = page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('link', { name: '我的作品' });
  const color = await entry.evaluate((element) => getComputedStyle(element).color);
  await entry.hover();
  await expect(entry).toHaveCSS('text-decoration-line', 'none');
  await expect(entry).toHaveCSS('color', color);
});
