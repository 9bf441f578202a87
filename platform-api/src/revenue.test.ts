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

describe('revenue report', () => {
  it('gives twelve months by source, the current one pending', async () => {
    const { months } = await (
      await t.request('/v2/creator/revenueReport', { cookie: demo })
    ).json();
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: '2026-06', settlement: 'PENDING' });
    expect(months[0]).toMatchObject({ month: '2025-07', settlement: 'SETTLED' });
    for (const m of months) expect(m.net).toBe(m.gross - m.platformShare);
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
  it('pages with `more` until the last page', async () => {
    const seen = new Set<string>();
    let current = 1;
    let page;
    do {
      page = await (
        await t.request(`/v2/creator/receivedGifts?current=${current}&limit=100`, { cookie: demo })
      ).json();
      for (const gift of page.gifts) seen.add(gift.giftId);
      current += 1;
    } while (page.more);
    expect(page.totalCount).toBeGreaterThanOrEqual(300);
    expect(seen.size).toBe(page.totalCount);
    expect(page.gifts.length).toBeLessThanOrEqual(100);
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

  it("refuses another author's work and a bad month", async () => {
    expect(
      (await t.request('/v2/creator/revenueDetails?titleId=title-north-king', { cookie: demo }))
        .status,
    ).toBe(403);
    const bad = await t.request('/v2/creator/revenueDetails?month=May', { cookie: demo });
    expect((await bad.json()).mainError.message).toBe('month: must be a month as YYYY-MM');
  });
});
