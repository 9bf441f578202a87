import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { Withdrawal, WithdrawalPage, WithdrawableInfo } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, within } from '@testing-library/react';
import WithdrawalRecordPage, { WITHDRAWALS_PAGE_SIZE } from './withdrawal-record-page';

setupMswServer();

const withdrawable: WithdrawableInfo = {
  withdrawableAmount: 12_345,
  pendingAmount: 3_000,
  minimumAmount: 1_000,
  fee: 30,
  bankAccount: null,
};

function withdrawal(overrides: Partial<Withdrawal>): Withdrawal {
  return {
    withdrawalId: 'w-1',
    requestedAt: '2026-02-01T02:00:00.000Z',
    amount: 5_000,
    fee: 30,
    netAmount: 4_970,
    accountMasked: '****1234',
    bankCode: '812',
    status: 'SUCCESS',
    failureReason: null,
    paidAt: '2026-02-05T08:00:00.000Z',
    ...overrides,
  };
}

function page(withdrawals: Withdrawal[], current = 1, total = withdrawals.length): WithdrawalPage {
  return { withdrawals, current, limit: WITHDRAWALS_PAGE_SIZE, total, more: false };
}

function serveBalance() {
  server.use(http.get(apiUrl(apiPaths.withdrawable), () => HttpResponse.json(withdrawable)));
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Withdrawal record', () => {
  it('shows every withdrawal with Taipei times, NT$ amounts, masked account and status', async () => {
    serveBalance();
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), () =>
        HttpResponse.json(
          page([
            withdrawal({
              withdrawalId: 'a',
              accountMasked: '****0001',
              status: 'PENDING',
              paidAt: null,
            }),
            withdrawal({
              withdrawalId: 'b',
              accountMasked: '****0002',
              status: 'REVIEWING',
              paidAt: null,
            }),
            withdrawal({
              withdrawalId: 'c',
              accountMasked: '****0003',
              status: 'SUCCESS',
              amount: 12_000,
              fee: 30,
              netAmount: 11_970,
            }),
            withdrawal({
              withdrawalId: 'd',
              accountMasked: '****0004',
              status: 'FAILED',
              failureReason: '帳戶名稱不符',
              paidAt: null,
            }),
          ]),
        ),
      ),
    );
    renderWithProviders(<WithdrawalRecordPage />, { route: '/revenue/withdrawal-record' });

    await screen.findByText('****0001');
    expect(within(rowOf('****0001')).getByText('待處理')).toBeInTheDocument();
    expect(within(rowOf('****0002')).getByText('審核中')).toBeInTheDocument();
    expect(within(rowOf('****0004')).getByText('失敗')).toBeInTheDocument();
    expect(within(rowOf('****0004')).getByText('原因：帳戶名稱不符')).toBeInTheDocument();

    const success = rowOf('****0003');
    expect(within(success).getByText('已完成')).toBeInTheDocument();
    expect(within(success).getByText('NT$12,000')).toBeInTheDocument();
    expect(within(success).getByText('NT$30')).toBeInTheDocument();
    expect(within(success).getByText('NT$11,970')).toBeInTheDocument();
    // 02:00 and 08:00 UTC are 10:00 and 16:00 in Taipei.
    expect(within(success).getByText('2026/02/01 10:00')).toBeInTheDocument();
    expect(within(success).getByText('2026/02/05 16:00')).toBeInTheDocument();
    // Not yet paid: a dash, never a made-up time.
    expect(within(rowOf('****0001')).getByText('—')).toBeInTheDocument();

    expect(await screen.findByText('NT$12,345')).toBeInTheDocument();
    expect(screen.getByText('可提領金額')).toBeInTheDocument();

    // The sideways-scrolling table box is a named region the keyboard can reach.
    const region = screen.getByRole('region', { name: '提領紀錄' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('****0001')).toBeInTheDocument();
  });

  it('asks for the page the author picks and shows its rows', async () => {
    serveBalance();
    const asked: Array<{ current: string | null; limit: string | null }> = [];
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const current = Number(params.get('current'));
        asked.push({ current: params.get('current'), limit: params.get('limit') });
        const rows = Array.from({ length: current === 1 ? WITHDRAWALS_PAGE_SIZE : 3 }, (_, i) =>
          withdrawal({ withdrawalId: `p${current}-${i}`, accountMasked: `****${current}${i}` }),
        );
        return HttpResponse.json(page(rows, current, WITHDRAWALS_PAGE_SIZE + 3));
      }),
    );
    const { user } = renderWithProviders(<WithdrawalRecordPage />, {
      route: '/revenue/withdrawal-record',
    });

    expect(await screen.findByText('****10')).toBeInTheDocument();
    expect(screen.getByText(`共 ${WITHDRAWALS_PAGE_SIZE + 3} 筆`)).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));

    expect(await screen.findByText('****20')).toBeInTheDocument();
    expect(screen.queryByText('****10')).not.toBeInTheDocument();
    expect(asked).toEqual([
      { current: '1', limit: String(WITHDRAWALS_PAGE_SIZE) },
      { current: '2', limit: String(WITHDRAWALS_PAGE_SIZE) },
    ]);
  });

  it('opens on the page named in the address', async () => {
    serveBalance();
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        return HttpResponse.json(
          page([withdrawal({ accountMasked: `****page${current}` })], current, 25),
        );
      }),
    );
    renderWithProviders(<WithdrawalRecordPage />, { route: '/revenue/withdrawal-record?page=3' });
    expect(await screen.findByText('****page3')).toBeInTheDocument();
  });

  it('goes to the last page from a page past the end, instead of an empty table', async () => {
    serveBalance();
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        asked.push(String(current));
        // 25 withdrawals: pages 1 to 3.
        const rows = current <= 3 ? [withdrawal({ accountMasked: `****page${current}` })] : [];
        return HttpResponse.json(page(rows, current, 25));
      }),
    );
    const { location } = renderWithProviders(<WithdrawalRecordPage />, {
      route: '/revenue/withdrawal-record?page=99',
    });

    expect(await screen.findByText('****page3')).toBeInTheDocument();
    expect(location().search).toBe('?page=3');
    expect(screen.getByRole('listitem', { name: '3' })).toHaveClass('ant-pagination-item-active');
    expect(asked).toEqual(['99', '3']);
  });

  it('shows the empty state when there is no withdrawal', async () => {
    serveBalance();
    server.use(http.get(apiUrl(apiPaths.withdrawals), () => HttpResponse.json(page([]))));
    renderWithProviders(<WithdrawalRecordPage />, { route: '/revenue/withdrawal-record' });

    expect(await screen.findByText('還沒有提領紀錄')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the record', async () => {
    serveBalance();
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiErrorBody('ServiceUnavailable', '服務暫停'), { status: 503 })
          : HttpResponse.json(page([withdrawal({ accountMasked: '****9999' })]));
      }),
    );
    const { user } = renderWithProviders(<WithdrawalRecordPage />, {
      route: '/revenue/withdrawal-record',
    });

    expect(await screen.findByText('服務暫停')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByText('****9999')).toBeInTheDocument();
  });

  it('still shows the record when the balance cannot be loaded', async () => {
    server.use(
      http.get(apiUrl(apiPaths.withdrawable), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', 'x'), { status: 500 }),
      ),
      http.get(apiUrl(apiPaths.withdrawals), () =>
        HttpResponse.json(page([withdrawal({ accountMasked: '****7777' })])),
      ),
    );
    renderWithProviders(<WithdrawalRecordPage />, { route: '/revenue/withdrawal-record' });

    expect(await screen.findByText('****7777')).toBeInTheDocument();
    expect(await screen.findByText('暫時無法取得可提領金額')).toBeInTheDocument();
  });
});
