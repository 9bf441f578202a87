import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { animationsDone, describeFindings, seriousViolations } from './a11y-support';
import { API_URL, readTheError, sideMenu } from './support';
import { DEMO, api, signInDemo, uniqueName } from './works-support';

/**
 * The revenue remote through its screens: the side menu to the ledger and its filters, the
 * report's chart and CSV, and withdrawals that happen exactly once whatever the author's mouse,
 * keyboard or network does. Each test books its own revenue on a work of its own (platform-api's
 * test hooks), so the numbers it checks are its own.
 */

/** The current month in Asia/Taipei, as the API writes it (YYYY-MM). */
const taipeiMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

/** The month before a YYYY-MM month. */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** A whole amount as the portal shows it (NT$12,345). */
const ntd = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

interface Balance {
  withdrawableAmount: number;
  pendingAmount: number;
  minimumAmount: number;
}

function revenueApi(page: Page) {
  const request = page.request;
  return {
    /** Books a line of revenue on a work (test hook), now unless `occurredAt` says when. */
    async book(titleId: string, source: string, amount: number, occurredAt?: string) {
      const response = await request.post(`${API_URL}/__test__/revenue`, {
        data: { titleId, source, amount, occurredAt },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
    async balance(): Promise<Balance> {
      return (await (await request.get(`${API_URL}/v2/creator/withdrawable`)).json()) as Balance;
    },
    /** The ledger's totals for one month, as the API answers them. */
    async monthTotal(month: string): Promise<number> {
      const response = await request.get(`${API_URL}/v2/creator/revenueDetails?month=${month}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { totalAmount: number }).totalAmount;
    },
    /** How many withdrawals the author has made in all. */
    async withdrawalCount(): Promise<number> {
      const page1 = await request.get(`${API_URL}/v2/creator/withdrawals?limit=1`);
      return ((await page1.json()) as { total: number }).total;
    },
  };
}

/** A platform-api fault on the demo author's own requests only (tests run side by side). */
async function fault(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post(`${API_URL}/__test__/faults`, {
    data: { ...body, member: DEMO },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A money figure on screen ('NT$12,345') as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** The value of one of the balance cards (可提領金額, 處理中金額, ...). */
async function balanceCard(page: Page, label: string): Promise<number> {
  const card = page.locator('.ant-card').filter({ hasText: label });
  const value = card.locator('.ant-statistic-content');
  await expect(value).toHaveText(/NT\$/);
  return amountOf(await value.textContent());
}

/** Picks an option of an antd Select labelled `field`. */
async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

test('the side menu opens the ledger, which filters by month and by work and keeps both', async ({
  page,
}) => {
  await signInDemo(page);
  const name = { displayName: uniqueName('收益篩選') };
  const titleId = await api(page).createWork(name.displayName);
  // An earlier month: page 1 of the whole ledger is all this month's lines (and the other suites
  // book theirs now), so only the filtered answer can show that month's.
  const month = monthBefore(taipeiMonth());
  await revenueApi(page).book(titleId, 'GIFTS', 4321, `${month}-15T12:00:00+08:00`);
  const monthTotal = await revenueApi(page).monthTotal(month);

  await sideMenu(page).getByRole('link', { name: '我的收益' }).click();
  await expect(page).toHaveURL(/\/revenue\/detail$/);
  await expect(page.getByRole('heading', { name: '收益明細', level: 1 })).toBeVisible();
  const revenueNav = page.getByRole('navigation', { name: '收益選單' });
  await expect(revenueNav.getByRole('link', { name: '收益明細' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The side menu keeps "My revenue" highlighted.
  await expect(sideMenu(page).locator('[aria-current="page"]')).toHaveText('我的收益');

  await pick(page, '月份', month.replace('-', '/'));
  await expect(page).toHaveURL(new RegExp(`/revenue/detail\\?month=${month}$`));
  const totals = page.getByRole('region', { name: '篩選結果合計' });
  const total = totals.locator('.ant-statistic').filter({ hasText: '總收益' });
  // The unfiltered lines stay on screen (placeholder) until the month's answer replaces them.
  await expect(total).toContainText(ntd(monthTotal));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const times = rows.locator('td:first-child');
  const inMonth = new RegExp(`^${month.replace('-', '/')}`);
  await expect(times.first()).toHaveText(inMonth);
  await expect(times.filter({ hasNotText: inMonth })).toHaveCount(0);

  await pick(page, '作品', name.displayName);
  await expect(page).toHaveURL(
    new RegExp(`/revenue/detail\\?month=${month}&titleId=${encodeURIComponent(titleId)}$`),
  );
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('禮物');
  await expect(rows.first()).toContainText('NT$4,321');
  await expect(totals).toContainText(`${month.replace('-', '/')} · ${name.displayName}的收益`);
  await expect(total).toContainText('NT$4,321');

  // A bookmark of the filtered view opens it as it was.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: '作品' }).locator('..')).toContainText(
    name.displayName,
  );
});

test('the report draws its months and exports them; the ledger export neutralises formulas', async ({
  page,
}) => {
  await signInDemo(page, '/revenue/detail');
  await page
    .getByRole('navigation', { name: '收益選單' })
    .getByRole('link', { name: '收益報表' })
    .click();
  await expect(page).toHaveURL(/\/revenue\/report$/);

  // The chart library loads with the first chart and draws the twelve months.
  const chart = page.getByRole('img', { name: /^每月收益（依來源），堆疊長條圖，/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-part="bar"]').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '每月收益（依來源）重點' })).toContainText(
    /淨收益：12 個月總計/,
  );
  const tableMonths = await page
    .locator('.ant-table-tbody tr.ant-table-row td:first-child')
    .allTextContents();
  expect(tableMonths).toHaveLength(12);

  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /匯出 CSV/ }).click(),
  ]);
  const [first, last] = [tableMonths[0]!, tableMonths[11]!].map((m) => m.replace('/', '-'));
  expect(report.suggestedFilename()).toBe(`revenue-report_${first}_${last}.csv`);
  const bytes = readFileSync(await report.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    '"月份","章節銷售","閱讀券","禮物","投稿活動獎金","調整","總收益","平台分潤","淨收益","結算狀態"',
  );
  expect(lines.slice(1, -1).map((line) => line.slice(1, 8))).toEqual(
    tableMonths.map((m) => m.replace('/', '-')),
  );
  expect(lines.at(-1)).toBe('');

  // Work names are the author's text: a name that is a formula stays text in the file.
  const formula = `=HYPERLINK("https://example.com","${uniqueName('x')}")`;
  const titleId = await api(page).createWork(formula);
  await revenueApi(page).book(titleId, 'CONTEST_PRIZES', 500);
  await page.goto(`/revenue/detail?titleId=${encodeURIComponent(titleId)}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const [ledger] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /匯出 CSV/ }).click(),
  ]);
  const ledgerLines = readFileSync(await ledger.path())
    .subarray(3)
    .toString('utf8')
    .split('\r\n');
  expect(ledgerLines[0]).toBe('"時間","來源","作品","章節","金額"');
  expect(ledgerLines[1]).toContain(`"'${formula.replaceAll('"', '""')}"`);
  expect(ledgerLines[1]).toMatch(/,500$/);
});

test('the report stays within months that have come, whatever the address asks', async ({
  page,
}) => {
  const month = taipeiMonth();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/creator/revenueReport') asked.push(url.search);
  });
  await signInDemo(page, '/revenue/report?from=2099-01');
  const shown = month.replace('-', '/');
  await expect(
    page.getByText(`網址中的期間無法使用（報表不含未來的月份），改為顯示 ${shown} 至 ${shown}。`),
  ).toBeVisible();
  const months = page.locator('.ant-table-tbody tr.ant-table-row td:first-child');
  await expect(months).toHaveText([shown]);
  expect(new Set(asked)).toEqual(new Set([`?startMonth=${month}&endMonth=${month}`]));

  // The API refuses a future month itself, in the author's language.
  const future = await page.request.get(
    `${API_URL}/v2/creator/revenueReport?startMonth=2099-01&endMonth=2099-01`,
    { headers: { 'Accept-Language': 'zh-TW' } },
  );
  expect(future.status()).toBe(400);
  expect(((await future.json()) as { mainError: { message: string } }).mainError.message).toBe(
    `開始月份：不可晚於本月（${month}，台北時間）`,
  );
});

test('an address past the last page opens the last page of the record and of the ledger', async ({
  page,
}) => {
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const onLastPage = async () => {
    await expect(rows.first()).toBeVisible();
    const active = await page.locator('.ant-pagination-item-active').textContent();
    // The address names the page shown (page 1 is left out of it), and there is none after it.
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe(active);
    await expect(page.locator('.ant-pagination-next')).toHaveAttribute('aria-disabled', 'true');
  };
  await signInDemo(page, '/revenue/withdrawal-record?page=99');
  await expect(page).not.toHaveURL(/page=99/);
  await onLastPage();

  await page.goto('/revenue/detail?page=9999');
  await expect(page).not.toHaveURL(/page=9999/);
  await onLastPage();
});

test('a deleted work’s revenue stays in the ledger under the name it had', async ({ page }) => {
  await signInDemo(page);
  const displayName = uniqueName('刪除後的收益');
  const titleId = await api(page).createWork(displayName);
  await revenueApi(page).book(titleId, 'GIFTS', 2468);
  const before = await revenueApi(page).balance();
  const deleted = await page.request.delete(
    `${API_URL}/v2/creator/titles/${encodeURIComponent(titleId)}`,
  );
  expect(deleted.status(), await deleted.text()).toBe(200);

  await page.goto(`/revenue/detail?month=${taipeiMonth()}`);
  const row = page.getByRole('row').filter({ hasText: `${displayName}（已刪除）` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('NT$2,468');
  await expect(row.getByRole('link')).toHaveCount(0);
  expect(await revenueApi(page).balance()).toEqual(before);

  // The work filter offers it, marked deleted, and isolates its lines.
  await pick(page, '作品', `${displayName}（已刪除）`);
  await expect(page).toHaveURL(new RegExp(`titleId=${encodeURIComponent(titleId)}`));
  await expect(page.getByText(`${displayName}（已刪除）的收益`)).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toContainText('NT$2,468');
});

test('the form refuses a payee name with markup or hidden characters, and so does the API', async ({
  page,
}) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const count = await money.withdrawalCount();
  await page.goto('/withdraw/form');
  const amount = page.getByRole('textbox', { name: '提領金額（新台幣）' });
  await amount.fill('1000');
  await page.getByRole('radio', { name: '使用其他帳戶' }).check();
  const payee = page.getByRole('textbox', { name: '戶名' });
  await payee.fill('<img src=x onerror=alert(1)>');
  await page.getByRole('textbox', { name: '分行代碼' }).fill('0021');
  await page.getByRole('textbox', { name: '帳號' }).fill('00012345678901');
  await page.getByRole('button', { name: '下一步：確認內容' }).click();

  await expect(page.getByText('戶名不能有「<」「=」「>」', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: '確認提領內容' })).toBeHidden();
  await expect(payee).toHaveValue('<img src=x onerror=alert(1)>');
  await expect(amount).toHaveValue('1000');
  await expect(page.getByRole('textbox', { name: '帳號' })).toHaveValue('00012345678901');

  for (const payeeName of [
    '<img src=x onerror=alert(1)>',
    '林語晨\u0007',
    '林\n語晨',
    '\u202Eevil',
  ]) {
    const refused = await page.request.post(`${API_URL}/v2/creator/withdrawals`, {
      data: {
        requestId: `e2e-payee-${Date.now()}-${payeeName.length}`,
        amount: 1000,
        payeeName,
        bankCode: '700',
        branchCode: '0021',
        accountNumber: '00012345678901',
      },
    });
    expect({ payeeName, status: refused.status() }).toEqual({ payeeName, status: 400 });
  }
  expect(await money.withdrawalCount()).toBe(count);
});

/** Opens the withdraw form from the record's Withdraw button and reviews `amount`. */
async function reviewWithdrawal(page: Page, amount: number) {
  await page.goto('/revenue/withdrawal-record');
  await page.getByRole('link', { name: '申請提領' }).click();
  await expect(page).toHaveURL(/\/withdraw\/form$/);
  await page.getByRole('textbox', { name: '提領金額（新台幣）' }).fill(String(amount));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '確認提領內容' })).toBeVisible();
  await expect(page.getByRole('row', { name: /提領金額/ })).toContainText(
    `NT$${amount.toLocaleString('en-US')}`,
  );
}

/** After a withdrawal: on the record, the new request marked, the balance down by `amount`. */
async function expectWithdrawn(page: Page, amount: number, before: Balance) {
  await expect(page).toHaveURL(/\/revenue\/withdrawal-record$/);
  await expect(page.getByText(/已送出提領申請/)).toBeVisible();
  const marked = page.getByRole('row').filter({ hasText: '剛送出' });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(`NT$${amount.toLocaleString('en-US')}`);
  await expect(marked).toContainText('待處理');
  expect(await balanceCard(page, '可提領金額')).toBe(before.withdrawableAmount - amount);
  expect(await balanceCard(page, '處理中金額')).toBe(before.pendingAmount + amount);
}

test('a double click on Confirm makes one withdrawal', async ({ page }) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const before = await money.balance();
  const count = await money.withdrawalCount();
  expect(before.withdrawableAmount).toBeGreaterThanOrEqual(before.minimumAmount);

  await reviewWithdrawal(page, before.minimumAmount);
  // Counted in the browser too: the server would answer a repeat of the requestId with the first
  // withdrawal, so one withdrawal alone would not show that only one request was sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/v2/creator/withdrawals'
    ) {
      sent.push(request.url());
    }
  });
  await page.getByRole('button', { name: '確認提領' }).dblclick();

  await expectWithdrawn(page, before.minimumAmount, before);
  expect(await money.withdrawalCount()).toBe(count + 1);
  expect(sent).toHaveLength(1);
});

test('a 500 on the first try, then Retry, makes one withdrawal', async ({ page }) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const before = await money.balance();
  const count = await money.withdrawalCount();
  await fault(page, { method: 'POST', path: '/v2/creator/withdrawals', status: 500, times: 1 });

  await reviewWithdrawal(page, 1234);
  await page.getByRole('button', { name: '確認提領' }).click();
  await expect(page.getByRole('alert')).toContainText('提領申請可能沒有送達');
  await readTheError(page);
  await page.getByRole('button', { name: '重試' }).click();

  await expectWithdrawn(page, 1234, before);
  expect(await money.withdrawalCount()).toBe(count + 1);
});

test('an answer lost after the withdrawal was made, then Retry, still makes one', async ({
  page,
}) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const before = await money.balance();
  const count = await money.withdrawalCount();
  // The server makes the withdrawal, then the answer is lost on its way back.
  await fault(page, {
    method: 'POST',
    path: '/v2/creator/withdrawals',
    status: 500,
    times: 1,
    after: true,
  });

  await reviewWithdrawal(page, 1100);
  await page.getByRole('button', { name: '確認提領' }).click();
  await expect(page.getByRole('alert')).toContainText('提領申請可能沒有送達');
  expect(await money.withdrawalCount()).toBe(count + 1);
  await readTheError(page);
  await page.getByRole('button', { name: '重試' }).click();

  await expectWithdrawn(page, 1100, before);
  expect(await money.withdrawalCount()).toBe(count + 1);
});

test('a reload of the confirmation, then Confirm, makes one withdrawal', async ({ page }) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const before = await money.balance();
  const count = await money.withdrawalCount();
  // The first send is made but its answer never comes back before the author reloads.
  await fault(page, { method: 'POST', path: '/v2/creator/withdrawals', delayMs: 3000, times: 1 });
  await reviewWithdrawal(page, 1050);
  await page.getByRole('button', { name: '確認提領' }).click();
  // Leaving asks first (the unsaved-changes guard); the author chooses to reload.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  await expect(page.getByRole('heading', { name: '確認提領內容' })).toBeVisible();
  await expect(page.getByText('這是你尚未完成的提領申請')).toBeVisible();
  await expect.poll(() => money.withdrawalCount(), { timeout: 10_000 }).toBe(count + 1);
  await page.getByRole('button', { name: '確認提領' }).click();

  await expectWithdrawn(page, 1050, before);
  expect(await money.withdrawalCount()).toBe(count + 1);
});

test('a refusal by the server goes back to the form with every value kept', async ({ page }) => {
  await signInDemo(page);
  const money = revenueApi(page);
  const before = await money.balance();
  const count = await money.withdrawalCount();
  expect(before.withdrawableAmount).toBeGreaterThanOrEqual(2 * before.minimumAmount);

  // The whole balance, into an account typed in full.
  await page.goto('/withdraw/form');
  const amount = page.getByRole('textbox', { name: '提領金額（新台幣）' });
  await amount.fill(String(before.withdrawableAmount));
  await page.getByRole('radio', { name: '使用其他帳戶' }).check();
  await page.getByRole('textbox', { name: '戶名' }).fill('林語晨');
  await page.getByRole('combobox', { name: '銀行' }).click();
  await page.keyboard.type('中華郵政');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('700 中華郵政', { exact: true })
    .click();
  await page.getByRole('textbox', { name: '分行代碼' }).fill('0021');
  await page.getByRole('textbox', { name: '帳號' }).fill('0001234-5678901');
  await page.getByRole('button', { name: '下一步：確認內容' }).click();
  const confirmation = page.getByRole('heading', { name: '確認提領內容' });
  await expect(confirmation).toBeVisible();
  await animationsDone(page);
  const atConfirmation = await seriousViolations(page, 'withdraw confirmation');
  expect(atConfirmation.length, describeFindings(atConfirmation)).toBe(0);

  // Meanwhile the balance is spent elsewhere (another tab), so the server refuses the amount.
  const elsewhere = await page.request.post(`${API_URL}/v2/creator/withdrawals`, {
    data: {
      requestId: `e2e-elsewhere-${Date.now()}`,
      amount: before.minimumAmount,
      useSavedAccount: true,
    },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);
  const left = before.withdrawableAmount - before.minimumAmount;
  await page.getByRole('button', { name: '確認提領' }).click();

  await expect(page.getByRole('alert').filter({ hasText: '提領申請未送出' })).toContainText(
    `超過可提領餘額 NT$${left.toLocaleString('en-US')}`,
  );
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(/\/withdraw\/form$/);
  await expect(amount).toHaveValue(String(before.withdrawableAmount));
  await expect(page.getByRole('radio', { name: '使用其他帳戶' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: '戶名' })).toHaveValue('林語晨');
  await expect(page.getByRole('combobox', { name: '銀行' }).locator('..')).toContainText(
    '700 中華郵政',
  );
  await expect(page.getByRole('textbox', { name: '分行代碼' })).toHaveValue('0021');
  await expect(page.getByRole('textbox', { name: '帳號' })).toHaveValue('0001234-5678901');
  // The balance shown is the new one, and the amount field says what to change.
  expect(await balanceCard(page, '可提領金額')).toBe(left);
  await expect(page.getByText(`超過可提領金額 NT$${left.toLocaleString('en-US')}`)).toBeVisible();
  await animationsDone(page);
  const atRefusal = await seriousViolations(page, 'withdraw form after a refusal');
  expect(atRefusal.length, describeFindings(atRefusal)).toBe(0);
  expect(await money.withdrawalCount()).toBe(count + 1);
});

test('on a phone the ledger scrolls sideways from the keyboard, and the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInDemo(page, '/revenue/detail');
  const ledger = page.getByRole('region', { name: '收益明細表' });
  await expect(ledger.getByRole('row').nth(1)).toBeVisible();
  // On a desktop the ledger fits: its box is no keyboard stop, having nothing to scroll.
  await expect(ledger).not.toHaveAttribute('tabindex');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(ledger).toHaveAttribute('tabindex', '0');
  const widths = () =>
    ledger.evaluate((box) => ({
      box: box.clientWidth,
      table: box.querySelector('table')?.scrollWidth ?? 0,
      scrolled: box.scrollLeft,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
  const before = await widths();
  // The columns keep their width (dates, amounts on one line): the table is wider than its box.
  expect(before.table).toBeGreaterThan(before.box);
  expect(before.page).toBe(0);
  await ledger.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await widths()).scrolled).toBeGreaterThan(0);
  expect((await widths()).page).toBe(0);
});

test('on a phone the report scrolls sideways with the months and the total row kept in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInDemo(page, '/revenue/report');
  const table = page.getByRole('region', { name: '每月明細' });
  const month = table.getByRole('row').nth(1).getByRole('cell').first();
  const chapterSales = table.getByRole('row').nth(1).getByRole('cell').nth(1);
  const total = table.getByRole('cell', { name: '合計' });
  await expect(month).toBeVisible();
  const left = async () => ({
    month: (await month.boundingBox())?.x ?? NaN,
    total: (await total.boundingBox())?.x ?? NaN,
    chapterSales: (await chapterSales.boundingBox())?.x ?? NaN,
  });
  const before = await left();

  await table.focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await left()).chapterSales).toBeLessThan(before.chapterSales);
  // The month column and the total's label stay where they were, over the columns scrolled under.
  const after = await left();
  expect(after.month).toBe(before.month);
  expect(after.total).toBe(before.total);
});
