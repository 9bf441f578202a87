import { expect, test } from '@playwright/test';
import { MENU_LABELS, sideMenu, signIn } from './support';

test.describe('the side menu', () => {
  test('at 1280 px it is always shown, with the entries in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo@example.com');
    const menu = sideMenu(page);
    await expect(menu.getByRole('button', { name: '建立作品' })).toBeVisible();
    await expect(menu.getByRole('listitem')).toHaveText([...MENU_LABELS]);
    await expect(page.getByRole('button', { name: '開啟選單' })).toBeHidden();
    await expect(menu.getByRole('link', { name: '首頁' })).toHaveAttribute('aria-current', 'page');

    // Each screen names the browser tab, a remote's screen as the shell's own.
    await expect(page).toHaveTitle('首頁 · 創作者後台');
    await menu.getByRole('link', { name: '我的作品' }).click();
    await expect(page).toHaveURL(/\/book\/all$/);
    await expect(page).toHaveTitle('我的作品 · 創作者後台');
    await expect(menu).toBeVisible();
    // The entry of the screen on view is the one marked (and highlighted), and only it.
    await expect(menu.locator('[aria-current]')).toHaveText('我的作品');
    await expect(menu.getByRole('link', { name: '我的作品' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('at 800 px a menu button opens a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'demo@example.com');
    const openMenu = page.getByRole('button', { name: '開啟選單' });
    await expect(openMenu).toBeVisible();
    await expect(sideMenu(page)).toBeHidden();

    await openMenu.click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('listitem')).toHaveText([...MENU_LABELS]);

    await menu.getByRole('link', { name: '數據中心' }).click();
    await expect(page).toHaveURL(/\/data-center$/);
    await expect(sideMenu(page)).toBeHidden();
    await expect(page).toHaveTitle('數據中心 · 創作者後台');
  });
});
