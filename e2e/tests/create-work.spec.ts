import { expect, test } from '@playwright/test';
import { sideMenu, signIn } from './support';

test('an author creates a work from the side menu and lands on its page', async ({ page }) => {
  await signIn(page, 'demo@example.com');
  await sideMenu(page).getByRole('button', { name: '建立作品' }).click();

  const dialog = page.getByRole('dialog', { name: '建立作品' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: '建立', exact: true });
  await expect(confirm).toBeDisabled();

  const name = `E2E 新作品 ${Date.now().toString(36)}`;
  await dialog.getByLabel('作品名稱').fill(`  ${name}  `);
  // A name alone is not enough: at least one genre.
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox').first().check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/book\?titleId=[^&]+/);
  await expect(dialog).toBeHidden();
  // The work page (mfe-works) shows the new work, its name trimmed.
  await expect.soft(page.getByText(name, { exact: true }).first()).toBeVisible();

  // And it is in my works list (the title stats were refreshed).
  await sideMenu(page).getByRole('link', { name: '我的作品' }).click();
  await expect(page).toHaveURL(/\/book\/all$/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('an author without works creates one from My works, where a phone hides the side menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // applicant@example.com has no works (and this test creates none).
  await signIn(page, 'applicant@example.com', '/book/all');
  await expect(page.getByRole('heading', { name: '還沒有作品' })).toBeVisible();

  // The page's own button opens the shell's dialog: no menu to open first.
  await page.getByRole('button', { name: '建立作品' }).click();
  const dialog = page.getByRole('dialog', { name: '建立作品' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('作品名稱')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});
