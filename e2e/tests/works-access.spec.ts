import { expect, test } from '@playwright/test';
import { signInDemo } from './works-support';

/**
 * Ids in the address that do not exist go to the 404 page (platform-api's 404 'not found', spec
 * §8); another author's work or chapter says the access is refused and shows nothing of it.
 */

test('a work or chapter id that does not exist lands on the 404 page', async ({ page }) => {
  await signInDemo(page, '/book?titleId=no-such-work');
  await expect(page).toHaveURL(/\/404\/?$/);
  await expect(page.getByText('找不到這個頁面')).toBeVisible();

  await page.goto('/chapter/editor?chapterId=no-such-chapter');
  await expect(page).toHaveURL(/\/404\/?$/);
  await expect(page.getByText('找不到這個頁面')).toBeVisible();
});

test("another author's work and chapter are refused without showing them", async ({ page }) => {
  await signInDemo(page, '/book?titleId=title-north-king');
  await expect(page.getByText('登入憑證無效').first()).toBeVisible();
  await expect(page).toHaveURL(/\/book\?titleId=title-north-king$/);
  await expect(page.getByText('北境之王')).toHaveCount(0);

  await page.goto('/chapter/setting?chapterId=title-north-king-ch-001');
  await expect(page.getByText('登入憑證無效').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: '章節名稱' })).toHaveCount(0);
});
