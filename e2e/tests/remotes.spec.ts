import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** The number in a text such as 「共 12 部作品」. */
async function numberIn(page: Page, pattern: RegExp): Promise<number> {
  const text = await page.getByText(pattern).first().textContent();
  const match = text?.match(pattern);
  if (!match) throw new Error(`no ${pattern} in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

test.describe('each remote shows the seeded data', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo@example.com');
  });

  test('my works (mfe-works) lists the demo works with their listing state', async ({ page }) => {
    await page.goto('/book/all');
    await expect(page.getByRole('heading', { name: '我的作品' }).first()).toBeVisible();
    await expect(page.getByText(/共 \d+ 部作品/)).toBeVisible();
    expect(await numberIn(page, /共 (\d+) 部作品/)).toBeGreaterThanOrEqual(3);
    // The demo author has works in every listing state.
    await expect(page.getByText('已上架', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('未上架', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('排程上架', { exact: true }).first()).toBeVisible();
  });

  test('withdrawal record (mfe-revenue) lists withdrawals', async ({ page }) => {
    await page.goto('/revenue/withdrawal-record');
    await expect(page.getByRole('heading', { name: '提領紀錄' }).first()).toBeVisible();
    await expect(page.getByText('可提領金額')).toBeVisible();
    await expect(page.getByText(/共 \d+ 筆/)).toBeVisible();
    expect(await numberIn(page, /共 (\d+) 筆/)).toBeGreaterThan(0);
    const rows = page.getByRole('row').filter({ hasText: /NT\$/ });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(/已完成|審核中|待處理|失敗/).first()).toBeVisible();
  });

  test('data center (mfe-insights) shows totals and per-work data', async ({ page }) => {
    await page.goto('/data-center');
    await expect(page.getByRole('heading', { name: '數據中心' }).first()).toBeVisible();
    await expect(page.getByText('累計數據').first()).toBeVisible();
    await expect(page.getByText('各作品累計數據').first()).toBeVisible();
    // One row per work (plus the header row).
    await expect(page.getByRole('row').nth(2)).toBeVisible();
  });

  test('gifts (mfe-community) lists gifts and loads more', async ({ page }) => {
    await page.goto('/gifts');
    await expect(page.getByRole('heading', { name: '禮物盒' }).first()).toBeVisible();
    const shown = page.getByText(/已顯示 \d+ \/ \d+ 筆/);
    await expect(shown).toBeVisible();
    const first = await numberIn(page, /已顯示 (\d+) \//);
    const total = await numberIn(page, /\/ (\d+) 筆/);
    expect(first).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(first);

    await page.getByRole('button', { name: '載入更多' }).click();
    await expect
      .poll(async () => numberIn(page, /已顯示 (\d+) \//), { timeout: 15_000 })
      .toBeGreaterThan(first);
    expect(await page.getByRole('row').count()).toBeGreaterThan(first + 1);
  });
});
