import type { ReceivedGiftPage } from '@creator/api/contract';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const withdrawal = (overrides: object = {}) => ({
  requestId: 'req-0001-abcd',
  amount: 1500,
  payeeName: '林語晨',
  bankCode: '812',
  branchCode: '0123',
  accountNumber: '00123456789012',
  ...overrides,
});

describe('withdrawals', () => {
  it('makes one withdrawal for the same requestId sent twice', async () => {
    const before = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    const post = () =>
      t.request('/v2/creator/withdrawals', { method: 'POST', cookie: demo, body: withdrawal() });
    const first = await post();
    const second = await post();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.withdrawalId).toBe(a.withdrawalId);
    expect(a).toMatchObject({ amount: 1500, fee: 30, netAmount: 1470, status: 'PENDING' });
    expect(a.accountMasked).toBe('****9012');

    const after = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    expect(after.withdrawableAmount).toBe(before.withdrawableAmount - 1500);
    const page = await (
      await t.request('/v2/creator/withdrawals?limit=100', { cookie: demo })
    ).json();
    expect(
      page.withdrawals.filter((w: { withdrawalId: string }) => w.withdrawalId === a.withdrawalId),
    ).toHaveLength(1);
  });

  it('refuses an amount under the minimum or over the balance', async () => {
    const info = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    const low = await t.request('/v2/creator/withdrawals', {
      method: 'POST',
      cookie: demo,
      body: withdrawal({ amount: info.minimumAmount - 1 }),
    });
    expect(low.status).toBe(400);
    expect((await low.json()).mainError.message).toContain(
      `minimum withdrawal is NT$${info.minimumAmount}`,
    );
    const high = await t.request('/v2/creator/withdrawals', {
      method: 'POST',
      cookie: demo,
      body: withdrawal({ amount: info.withdrawableAmount + 1 }),
    });
    expect(high.status).toBe(400);
    expect((await high.json()).mainError.message).toContain('exceeds the withdrawable balance');
    const bad = await t.request('/v2/creator/withdrawals', {
      method: 'POST',
      cookie: demo,
      body: withdrawal({ bankCode: '81' }),
    });
    expect((await bad.json()).mainError.message).toBe('bankCode: must be 3 digits');
  });

  it('pages the record newest first, with every status', async () => {
    const page = await (
      await t.request('/v2/creator/withdrawals?current=1&limit=5', { cookie: demo })
    ).json();
    expect(page).toMatchObject({ current: 1, limit: 5, total: 8, more: true });
    const all = await (
      await t.request('/v2/creator/withdrawals?limit=50', { cookie: demo })
    ).json();
    const statuses = new Set(all.withdrawals.map((w: { status: string }) => w.status));
    expect(statuses).toEqual(new Set(['FAILED', 'PENDING', 'REVIEWING', 'SUCCESS']));
    const failed = all.withdrawals.find((w: { status: string }) => w.status === 'FAILED');
    expect(failed.failureReason).toBeTruthy();
    const times = all.withdrawals.map((w: { requestedAt: string }) => w.requestedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('withdrawals: the account and the amount, checked here whatever the form did', () => {
  const post = (body: object, cookie = demo) =>
    t.request('/v2/creator/withdrawals', { method: 'POST', cookie, body });
  const message = async (response: Response) =>
    ((await response.json()) as { mainError: { message: string } }).mainError.message;

  it('refuses a three-digit code that is no Taiwanese bank, in the author’s language', async () => {
    const response = await post(withdrawal({ bankCode: '813' }));
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('bankCode: is not a Taiwanese bank code');
    const zh = await t.request('/v2/creator/withdrawals', {
      method: 'POST',
      cookie: demo,
      body: withdrawal({ bankCode: '813' }),
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect(await message(zh)).toBe('銀行代碼：不是台灣的銀行代碼');
  });

  it('refuses letters in the branch or account number, and a short account number', async () => {
    for (const fields of [
      { branchCode: '01a3' },
      { accountNumber: '0012345678901O' },
      { accountNumber: '1234-567890' },
      { accountNumber: '123456789' },
    ]) {
      const response = await post(withdrawal(fields));
      expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
      expect(await message(response)).toMatch(new RegExp(`^${Object.keys(fields)[0]}: `));
    }
  });

  it('refuses a payee name with markup or invisible characters, and keeps the saved account', async () => {
    const before = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    const names: Array<[string, string]> = [
      [
        '<img src=x onerror=alert(1)>',
        "payeeName: may hold letters, digits, spaces and . - ' , & ( ) · only",
      ],
      ['林語晨\u0007', 'payeeName: must not contain invisible characters'],
      ['林\n語晨', 'payeeName: must not contain invisible characters'],
      ['\u202Eevil', 'payeeName: must not contain invisible characters'],
    ];
    for (const [index, [payeeName, refusal]] of names.entries()) {
      const response = await post(withdrawal({ requestId: `req-payee-000${index}`, payeeName }));
      expect({ payeeName, status: response.status }).toEqual({ payeeName, status: 400 });
      expect(await message(response)).toContain(refusal);
    }
    const after = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    expect(after).toEqual(before);

    const zh = await t.request('/v2/creator/withdrawals', {
      method: 'POST',
      cookie: demo,
      body: withdrawal({ payeeName: '林語晨<b>' }),
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect(await message(zh)).toBe("戶名：只能使用文字、數字、空格及 . - ' , & ( ) · 符號");
  });

  it('takes a company name with full-width parentheses as the payee', async () => {
    const response = await post(withdrawal({ payeeName: '好讀文創（股）公司' }));
    expect(response.status).toBe(201);
    const info = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    expect(info.bankAccount.payeeName).toBe('好讀文創（股）公司');
  });

  it('refuses an amount that is not whole NT$, and names what is missing', async () => {
    const fraction = await post(withdrawal({ amount: 1500.5 }));
    expect(fraction.status).toBe(400);
    expect(await message(fraction)).toMatch(/^amount: /);
    const missing = await post({ requestId: 'req-missing-1', amount: 1500, payeeName: '林語晨' });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toMatch(/bankCode: .*branchCode: .*accountNumber: /);
  });

  it('pays into the saved account when asked to, without being sent its number', async () => {
    const response = await post({
      requestId: 'req-saved-0001',
      amount: 1200,
      useSavedAccount: true,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      amount: 1200,
      accountMasked: '****9012',
      bankCode: '812',
    });
  });

  it('refuses the saved account to an author who has none, and a body with both', async () => {
    const other = await t.signIn('other@example.com');
    const none = await post(
      { requestId: 'req-saved-0002', amount: 1200, useSavedAccount: true },
      other,
    );
    expect(none.status).toBe(400);
    expect(await message(none)).toBe(
      'useSavedAccount: no bank account is saved yet; give the account in full',
    );
    const both = await post({ ...withdrawal(), useSavedAccount: true });
    expect(both.status).toBe(400);
    expect(await message(both)).toMatch(/^payeeName: must be left out with useSavedAccount/);
  });

  it('saves an account given in full for the next withdrawal, shown masked', async () => {
    const response = await post(
      withdrawal({ requestId: 'req-new-acct-1', bankCode: '700', accountNumber: '12345678901234' }),
    );
    expect(response.status).toBe(201);
    const info = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    expect(info.bankAccount).toEqual({
      payeeName: '林語晨',
      bankCode: '700',
      branchCode: '0123',
      accountMasked: '****1234',
    });
    expect(JSON.stringify(info)).not.toContain('12345678901234');
  });

  it('answers a replay with the first withdrawal, and refuses the requestId for another one', async () => {
    const first = await post(withdrawal({ requestId: 'req-replay-01' }));
    const again = await post(withdrawal({ requestId: 'req-replay-01' }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await again.json()).withdrawalId).toBe((await first.json()).withdrawalId);
    const otherAmount = await post(withdrawal({ requestId: 'req-replay-01', amount: 1600 }));
    expect(otherAmount.status).toBe(409);
    const otherAccount = await post(
      withdrawal({ requestId: 'req-replay-01', accountNumber: '99999999999999' }),
    );
    expect(otherAccount.status).toBe(409);
  });

  it('answers a retry after a lost answer with the withdrawal it made, and makes no other', async () => {
    const hooked = createTestApp({ testHooks: true });
    const cookie = await hooked.signIn('demo@example.com');
    await hooked.request('/__test__/faults', {
      method: 'POST',
      body: { method: 'POST', path: '/v2/creator/withdrawals', status: 500, after: true, times: 1 },
    });
    const body = { requestId: 'req-lost-answer', amount: 1000, useSavedAccount: true };
    const send = () => hooked.request('/v2/creator/withdrawals', { method: 'POST', cookie, body });
    const before = await (
      await hooked.request('/v2/creator/withdrawals?limit=1', { cookie })
    ).json();
    expect((await send()).status).toBe(500);
    const retry = await send();
    expect(retry.status).toBe(200);
    const after = await (
      await hooked.request('/v2/creator/withdrawals?limit=1', { cookie })
    ).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.withdrawals[0].withdrawalId).toBe((await retry.json()).withdrawalId);
  });

  it('never lets two requests spend the same balance', async () => {
    const info = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    const half = Math.floor(info.withdrawableAmount / 2) + 1;
    const [a, b] = await Promise.all([
      post(withdrawal({ requestId: 'req-race-0001', amount: half })),
      post(withdrawal({ requestId: 'req-race-0002', amount: half })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const after = await (await t.request('/v2/creator/withdrawable', { cookie: demo })).json();
    expect(after.withdrawableAmount).toBe(info.withdrawableAmount - half);
  });

  it('keeps the bank of every withdrawal in the record', async () => {
    const page = await (
      await t.request('/v2/creator/withdrawals?limit=50', { cookie: demo })
    ).json();
    for (const w of page.withdrawals) expect(w.bankCode).toBe('812');
  });
});

describe('revenue report', () => {
  it('gives twelve months by source, the current one pending', async () => {
    const { months } = await (
      await t.request('/v2/creator/revenueReport', { cookie: demo })
    ).json();
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: '2026-06', settlement: 'PENDING' });
    expect(months[0]).toMatchObject({ month: '2025-07', settlement: 'SETTLED' });
    for (const m of months) expect(m.net).toBe(m.gross - m.platformShare);
    const report = await (await t.request('/v2/creator/revenueReport', { cookie: demo })).json();
    expect(report.firstMonth).toBe('2025-06');
  });

  it('refuses a month after the current Taipei month, in the author’s language', async () => {
    for (const [query, refusal] of [
      [
        'startMonth=2099-01',
        'startMonth: must not be after the current month (2026-06, Asia/Taipei)',
      ],
      ['endMonth=2026-07', 'endMonth: must not be after the current month (2026-06, Asia/Taipei)'],
      [
        'startMonth=2026-05&endMonth=2099-01',
        'endMonth: must not be after the current month (2026-06, Asia/Taipei)',
      ],
    ]) {
      const response = await t.request(`/v2/creator/revenueReport?${query}`, { cookie: demo });
      const body = await response.json();
      expect({
        query,
        status: response.status,
        code: body.code,
        message: body.mainError.message,
      }).toEqual({ query, status: 400, code: 'ValidationError', message: refusal });
    }
    const zh = await t.request('/v2/creator/revenueReport?endMonth=2026-07', {
      cookie: demo,
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect((await zh.json()).mainError.message).toBe('結束月份：不可晚於本月（2026-06，台北時間）');
    // The current month itself is a month of the report (still pending).
    const now = await t.request('/v2/creator/revenueReport?startMonth=2026-06&endMonth=2026-06', {
      cookie: demo,
    });
    expect(now.status).toBe(200);
  });

  it('counts the lines of each month, also when they cancel out', async () => {
    const { member_id } = t.db
      .prepare("SELECT member_id FROM members WHERE email = 'demo@example.com'")
      .get() as { member_id: string };
    const book = t.db.prepare(
      `INSERT INTO revenue_entries (entry_id, member_id, occurred_at, source, title_id, amount)
       VALUES (?, ?, ?, ?, 'title-mist-city', ?)`,
    );
    book.run('rev-cancel-1', member_id, '2024-01-10T04:00:00.000Z', 'CHAPTER_SALES', 500);
    book.run('rev-cancel-2', member_id, '2024-01-20T04:00:00.000Z', 'ADJUSTMENTS', -500);
    const { months } = await (
      await t.request('/v2/creator/revenueReport?startMonth=2024-01&endMonth=2024-02', {
        cookie: demo,
      })
    ).json();
    expect(months).toMatchObject([
      { month: '2024-01', gross: 0, lineCount: 2 },
      { month: '2024-02', gross: 0, lineCount: 0 },
    ]);
  });

  it('validates the month range', async () => {
    const response = await t.request(
      '/v2/creator/revenueReport?startMonth=2026-05&endMonth=2026-01',
      {
        cookie: demo,
      },
    );
    expect(response.status).toBe(400);
  });
});

describe('received gifts', () => {
  /** Every page of the gift box, 100 gifts a page, until `more` is false. */
  async function allPages() {
    const pages: ReceivedGiftPage[] = [];
    let page: ReceivedGiftPage;
    do {
      const current = pages.length + 1;
      page = await (
        await t.request(`/v2/creator/receivedGifts?current=${current}&limit=100`, { cookie: demo })
      ).json();
      pages.push(page);
    } while (page.more);
    return { gifts: pages.flatMap((each) => each.gifts), last: page };
  }

  it('pages with `more` until the last page', async () => {
    const { gifts, last } = await allPages();
    const seen = new Set(gifts.map((gift) => gift.giftId));
    expect(last.totalCount).toBeGreaterThanOrEqual(300);
    expect(seen.size).toBe(last.totalCount);
    expect(last.gifts.length).toBeLessThanOrEqual(100);
  });

  it('count the gifts received by their quantity, as the data center does, and the lines apart', async () => {
    const { gifts, last } = await allPages();
    expect(last.totalCount).toBe(gifts.length);
    expect(last.totalQuantity).toBe(gifts.reduce((sum, gift) => sum + gift.quantity, 0));
    expect(last.totalQuantity).toBeGreaterThan(last.totalCount);
    const overalls = await (
      await t.request('/v2/creator/totalStats/totalOveralls', { cookie: demo })
    ).json();
    expect(overalls.metrics.gifts).toBe(last.totalQuantity);
  });

  it('orders by creation time either way', async () => {
    const get = async (order: string) =>
      (
        await (
          await t.request(`/v2/creator/receivedGifts?limit=5&orderByCreatedAt=${order}`, {
            cookie: demo,
          })
        ).json()
      ).gifts.map((g: { createdAt: string }) => g.createdAt) as string[];
    const desc = await get('DESC');
    const asc = await get('ASC');
    expect([...desc].sort().reverse()).toEqual(desc);
    expect([...asc].sort()).toEqual(asc);
    expect(asc[0]! < desc[0]!).toBe(true);
  });

  it('rejects a bad page query', async () => {
    const response = await t.request('/v2/creator/receivedGifts?limit=1000', { cookie: demo });
    expect(response.status).toBe(400);
    expect((await response.json()).mainError.message).toMatch(/^limit: /);
  });
});

describe('statistics', () => {
  it('sums the days of a range, with a row for every day', async () => {
    const stats = await (
      await t.request('/v2/creator/monthlyStats/total?startDate=2026-06-01&endDate=2026-06-14', {
        cookie: demo,
      })
    ).json();
    expect(stats.days).toHaveLength(14);
    expect(stats.totals.readers).toBe(
      stats.days.reduce((sum: number, d: { readers: number }) => sum + d.readers, 0),
    );
    expect(stats.totals.readers).toBeGreaterThan(0);
  });

  it('rejects a reversed range', async () => {
    const response = await t.request(
      '/v2/creator/monthlyStats/titles/title-mist-city?startDate=2026-06-10&endDate=2026-06-01',
      { cookie: demo },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).mainError.message).toBe('startDate must not be after endDate');
  });

  it('gives per-chapter numbers for one work', async () => {
    const overall = await (
      await t.request('/v2/creator/totalStats/titleOveralls/title-mist-city', { cookie: demo })
    ).json();
    expect(overall.chapters).toHaveLength(60);
    expect(overall.metrics.views).toBeGreaterThan(0);
  });
});

describe('revenue details', () => {
  it('pages the ledger of one month and one work, with the filtered total', async () => {
    const page = await (
      await t.request('/v2/creator/revenueDetails?month=2026-05&titleId=title-mist-city&limit=10', {
        cookie: demo,
      })
    ).json();
    expect(page.lines.length).toBe(10);
    expect(page.more).toBe(true);
    for (const line of page.lines) {
      expect(line.titleName).toBe('霧城夜話');
      expect(line.occurredAt >= '2026-04-30T16:00:00.000Z').toBe(true);
      expect(line.occurredAt < '2026-05-31T16:00:00.000Z').toBe(true);
    }
    const all = await (
      await t.request(
        '/v2/creator/revenueDetails?month=2026-05&titleId=title-mist-city&limit=100',
        {
          cookie: demo,
        },
      )
    ).json();
    expect(all.totalAmount).toBe(
      all.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0),
    );
  });

  it('sums the filtered lines by source, over every page', async () => {
    const lines: { source: string; amount: number }[] = [];
    let page;
    let current = 1;
    do {
      page = await (
        await t.request(`/v2/creator/revenueDetails?month=2026-04&limit=100&current=${current}`, {
          cookie: demo,
        })
      ).json();
      lines.push(...page.lines);
      current += 1;
    } while (page.more);
    expect(lines).toHaveLength(page.total);
    const expected: Record<string, number> = {
      CHAPTER_SALES: 0,
      READING_TICKETS: 0,
      GIFTS: 0,
      CONTEST_PRIZES: 0,
      ADJUSTMENTS: 0,
    };
    for (const line of lines) expected[line.source]! += line.amount;
    expect(page.totalsBySource).toEqual(expected);
    expect(page.totalAmount).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    expect(expected.CHAPTER_SALES).toBeGreaterThan(0);
  });

  it('gives the month of my first revenue line, whatever the filter', async () => {
    const all = await (await t.request('/v2/creator/revenueDetails', { cookie: demo })).json();
    const filtered = await (
      await t.request('/v2/creator/revenueDetails?month=2026-05&titleId=title-mist-city', {
        cookie: demo,
      })
    ).json();
    // The seed books a year of revenue before its clock (2026-06-15).
    expect(all.firstMonth).toBe('2025-06');
    expect(filtered.firstMonth).toBe('2025-06');
    const applicant = await t.signIn('applicant@example.com');
    const none = await (
      await t.request('/v2/creator/revenueDetails', { cookie: applicant })
    ).json();
    expect(none).toMatchObject({ lines: [], total: 0, totalAmount: 0, firstMonth: null });
  });

  it("refuses another author's work and a bad month", async () => {
    expect(
      (await t.request('/v2/creator/revenueDetails?titleId=title-north-king', { cookie: demo }))
        .status,
    ).toBe(403);
    const bad = await t.request('/v2/creator/revenueDetails?month=May', { cookie: demo });
    expect((await bad.json()).mainError.message).toBe('month: must be a month as YYYY-MM');
  });
});
