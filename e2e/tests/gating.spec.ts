import { expect, test } from '@playwright/test';
import {
  API_URL,
  SHELL_URL,
  expectSignedInLayout,
  restoreSeededAccount,
  sideMenu,
  signIn,
} from './support';

test.describe('signing in and the access gate', () => {
  test('a signed-out author is asked to sign in and comes back home after one click', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('請先登入')).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: '建立作品' })).toBeDisabled();

    await page.getByRole('link', { name: '登入' }).click();
    await expect(page).toHaveURL((url) => url.origin === API_URL && url.pathname === '/signin');
    await page.getByRole('button', { name: 'demo@example.com' }).click();

    await expect(page).toHaveURL(`${SHELL_URL}/`);
    await expectSignedInLayout(page);
    await expect(page.getByText('請先登入')).toHaveCount(0);
  });

  test('a newcomer must tick the creator terms before going on', async ({ page }) => {
    // The test agrees to the terms: it starts from a newcomer each time it runs.
    await restoreSeededAccount(page.request, 'newcomer@example.com');
    // The API refuses every creator call before the agreement (403 CreatorTermsNotAgreed): the
    // portal makes none while the dialog stands before the screen.
    const creatorCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v2/creator/')) {
        creatorCalls.push(request.url());
      }
    });
    await signIn(page, 'newcomer@example.com');
    const dialog = page.getByRole('dialog', { name: '歡迎加入創作者行列' });
    await expect(dialog).toBeVisible();
    const agreement = dialog.getByRole('checkbox');
    await expect(agreement).toBeChecked();

    // Not closable: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await agreement.uncheck();
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('請同意創作者條款')).toBeVisible();
    await expect(dialog).toBeVisible();

    await agreement.check();
    expect(creatorCalls).toEqual([]);
    const overview = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v2/creator/myOverview',
    );
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog).toBeHidden();
    await expectSignedInLayout(page);
    // Once agreed, the home screen's own data comes.
    expect((await overview).status()).toBe(200);

    // The agreement is stored: a fresh load goes straight in.
    await page.reload();
    await expectSignedInLayout(page);
    await expect(page.getByRole('dialog', { name: '歡迎加入創作者行列' })).toHaveCount(0);
  });

  test('an unverified author verifies the email in a new window and can then go on', async ({
    page,
    context,
  }) => {
    // The test verifies the e-mail: it starts unverified each time it runs.
    await restoreSeededAccount(page.request, 'unverified@example.com');
    await signIn(page, 'unverified@example.com');
    const dialog = page.getByRole('dialog', { name: '電子郵件尚未驗證' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('unverified@example.com');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const [verifyPage] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: '立即驗證' }).click(),
    ]);
    await verifyPage.waitForLoadState();
    expect(new URL(verifyPage.url()).origin).toBe(API_URL);
    expect(new URL(verifyPage.url()).pathname).toBe('/account/verify-email');
    // The original tab is still there, still gated.
    await expect(dialog).toBeVisible();

    await verifyPage.getByRole('button', { name: '立即驗證' }).click();
    // The account site sends the author back to the portal, which now lets them in.
    await expect(verifyPage).toHaveURL((url) => url.origin === SHELL_URL);
    await expectSignedInLayout(verifyPage);

    await page.reload();
    await expectSignedInLayout(page);
    await expect(page.getByRole('dialog', { name: '電子郵件尚未驗證' })).toHaveCount(0);
  });

  test('an INVALID member sees only a spinner, never the menu', async ({ page }) => {
    const me = page.waitForResponse((response) => response.url().endsWith('/v2/members/me'));
    await signIn(page, 'invalid@example.com');
    expect((await me).status()).toBe(200);
    await expect(page.getByText('載入中').first()).toBeVisible();
    // Give the app time to settle, then make sure the gate still holds.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('載入中').first()).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: '首頁' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '建立作品' })).toHaveCount(0);
  });

  test('the terms page opens without signing in', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: '創作者條款' }).first()).toBeVisible();
    await expect(page.getByText('請先登入')).toHaveCount(0);
  });
});
