import { registerAnalyticsSink } from '@creator/analytics';
import type { AnalyticsEventName } from '@creator/analytics';
import { apiPaths } from '@creator/api/contract';
import type { Member, Withdrawal, WithdrawableInfo } from '@creator/api/contract';
import {
  afterAPause,
  apiUrl,
  delay,
  http,
  HttpResponse,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { balance, failure, serveBalance } from '../../testing/fixtures';
import { INTENT_STORAGE_KEY, intentFor, loadIntent, saveIntent } from './withdraw-intent';
import WithdrawFormPage from './withdraw-form-page';
import { toFormValues } from './withdraw-values';

setupMswServer();

const me: Member = {
  memberId: 'member-demo',
  email: 'demo@example.com',
  displayName: '林語晨',
  memberKind: 'CONTRACTED',
  latestStatus: 'VALID',
  agreedTerms: { creator: true },
};

const made = (body: Record<string, unknown>): Withdrawal => ({
  withdrawalId: `w-${String(body.requestId)}`,
  requestedAt: '2026-06-15T04:00:00.000Z',
  amount: Number(body.amount),
  fee: 30,
  netAmount: Number(body.amount) - 30,
  accountMasked: '****9012',
  bankCode: '812',
  status: 'PENDING',
  failureReason: null,
  paidAt: null,
});

/** Serves the member and the balance, and records every withdrawal POST body. */
function serve(
  info: WithdrawableInfo = balance(),
  answer?: (body: Record<string, unknown>) => Response | Promise<Response>,
) {
  serveBalance(info);
  server.use(http.get(apiUrl(apiPaths.me), () => HttpResponse.json(me)));
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(apiPaths.withdrawals), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return answer ? answer(body) : HttpResponse.json(made(body), { status: 201 });
    }),
  );
  return posted;
}

const render = () => renderWithProviders(<WithdrawFormPage />, { route: '/withdraw/form' });

const amountInput = () => screen.findByRole('textbox', { name: '提領金額（新台幣）' });

/** Types into a field in one input event, as a paste would (per-key typing is slow in jsdom). */
async function fill(user: ReturnType<typeof render>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function reviewAmount(user: ReturnType<typeof render>['user'], amount: string) {
  await fill(user, await amountInput(), amount);
  await user.click(screen.getByRole('button', { name: '下一步：確認內容' }));
  return screen.findByRole('heading', { name: '確認提領內容' });
}

afterEach(() => sessionStorage.clear());

describe('Withdraw form', () => {
  it('shows the balance, what is pending, the minimum, the fee and the saved account masked', async () => {
    serve();
    render();
    expect(await screen.findByText('NT$12,345')).toBeInTheDocument();
    for (const [label, value] of [
      ['處理中金額', 'NT$3,000'],
      ['最低提領金額', 'NT$1,000'],
      ['每次手續費', 'NT$30'],
    ]) {
      const card = screen.getByText(label!).closest('.ant-card') as HTMLElement;
      expect(within(card).getByText(value!)).toBeInTheDocument();
    }
    const saved = await screen.findByRole('radio', { name: /使用已儲存的帳戶/ });
    expect(saved).toBeChecked();
    expect(saved.closest('label')).toHaveTextContent(
      '使用已儲存的帳戶：林語晨 · 812 台新國際商業銀行 · 0123 · ****9012',
    );
    // The saved account needs no typing: no account fields until another account is chosen.
    expect(screen.queryByRole('textbox', { name: '帳號' })).not.toBeInTheDocument();
  });

  it('refuses each wrong amount with its own message, and sends nothing', async () => {
    const posted = serve();
    const { user } = render();
    const input = await amountInput();
    const next = screen.getByRole('button', { name: '下一步：確認內容' });

    await user.click(next);
    expect(await screen.findByText('請輸入提領金額')).toBeInTheDocument();
    for (const [typed, message] of [
      ['1000.5', '請輸入整數金額，不含小數點或其他符號'],
      ['999', '最低提領金額為 NT$1,000'],
      ['12346', '超過可提領金額 NT$12,345'],
    ]) {
      await user.clear(input);
      await fill(user, input, typed!);
      expect(await screen.findByText(message!)).toBeInTheDocument();
    }
    await user.click(next);
    expect(screen.queryByRole('heading', { name: '確認提領內容' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows what reaches the account as the amount is typed, and fills in the whole balance', async () => {
    serve();
    const { user } = render();
    await fill(user, await amountInput(), '2000');
    expect(screen.getByText('扣除手續費 NT$30 後，實際入帳 NT$1,970')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部提領（NT$12,345）' }));
    expect(await amountInput()).toHaveValue('12345');
  });

  it('takes another account: name, bank and branch ready, each field checked', async () => {
    serve(
      balance({
        bankAccount: {
          payeeName: '林語晨',
          bankCode: '815',
          branchCode: '0123',
          accountMasked: '****9012',
        },
      }),
    );
    const { user } = render();
    await fill(user, await amountInput(), '2000');
    await user.click(screen.getByRole('radio', { name: '使用其他帳戶' }));

    expect(screen.getByRole('textbox', { name: '戶名' })).toHaveValue('林語晨');
    expect(screen.getByRole('textbox', { name: '分行代碼' })).toHaveValue('0123');
    await fill(user, screen.getByRole('textbox', { name: '帳號' }), '12345678A0');
    await user.click(screen.getByRole('button', { name: '下一步：確認內容' }));
    // 815 (a bank that merged away) was saved once; it is no longer on the list.
    expect(await screen.findByText('找不到這個銀行代碼，請從清單中選擇銀行')).toBeInTheDocument();
    expect(screen.getByText('帳號只能是數字')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '分行代碼' }));
    await fill(user, screen.getByRole('textbox', { name: '分行代碼' }), '12');
    expect(await screen.findByText('分行代碼是 4 位數字')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '戶名' }));
    expect(await screen.findByText('請輸入戶名')).toBeInTheDocument();
  });

  it('refuses a payee name with markup or invisible characters, keeps what was typed and sends nothing', async () => {
    const posted = serve(balance({ bankAccount: null }));
    const { user } = render();
    await fill(user, await amountInput(), '2000');
    const payee = screen.getByRole('textbox', { name: '戶名' });
    await fill(user, payee, '<img src=x onerror=alert(1)>');
    await fill(user, screen.getByRole('textbox', { name: '分行代碼' }), '0021');
    await fill(user, screen.getByRole('textbox', { name: '帳號' }), '00012345678901');
    await user.click(screen.getByRole('button', { name: '下一步：確認內容' }));

    expect(
      await screen.findByText(
        "戶名不能有「<」「=」「>」；只能使用文字、數字、空格及 . - ' , & ( ) · 符號",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '確認提領內容' })).not.toBeInTheDocument();
    expect(payee).toHaveValue('<img src=x onerror=alert(1)>');
    expect(await amountInput()).toHaveValue('2000');
    expect(screen.getByRole('textbox', { name: '分行代碼' })).toHaveValue('0021');
    expect(screen.getByRole('textbox', { name: '帳號' })).toHaveValue('00012345678901');

    // A right-to-left override pasted in front of the name: nothing shows, the form still says.
    await user.clear(payee);
    await fill(user, payee, '\u202E林語晨');
    expect(
      await screen.findByText(
        '戶名裡有看不見的字元（換行、控制字元或文字方向符號），可能是貼上時帶進來的，請刪除後重新輸入',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：確認內容' }));
    expect(screen.queryByRole('heading', { name: '確認提領內容' })).not.toBeInTheDocument();
    expect(payee).toHaveValue('\u202E林語晨');
    expect(posted).toEqual([]);
  });

  it('keeps a saved name that turns text around from turning the rest of the account around', async () => {
    serve(
      balance({
        bankAccount: {
          payeeName: '\u202Eevil',
          bankCode: '812',
          branchCode: '0123',
          accountMasked: '****9012',
        },
      }),
    );
    render();
    await screen.findByRole('radio', { name: /使用已儲存的帳戶/ });
    expect(screen.getByText('\u202Eevil').tagName).toBe('BDI');
  });

  it('sums up amount, fee and net before anything is sent, then makes one withdrawal for a double click', async () => {
    const posted = serve(balance(), async (body) => {
      await delay(50);
      return HttpResponse.json(made(body), { status: 201 });
    });
    const events: AnalyticsEventName[] = [];
    const unregister = registerAnalyticsSink({
      track: (name) => events.push(name),
      setUserId: () => {},
      reset: () => {},
    });
    try {
      const { user, location } = render();
      const heading = await reviewAmount(user, '2000');
      const summary = heading.closest('.ant-card') as HTMLElement;
      const row = (label: string) => within(summary).getByText(label).closest('tr') as HTMLElement;
      expect(row('提領金額')).toHaveTextContent('NT$2,000');
      expect(row('手續費')).toHaveTextContent('NT$30');
      expect(row('實際入帳')).toHaveTextContent('NT$1,970');
      expect(row('銀行')).toHaveTextContent('812 台新國際商業銀行');
      expect(row('帳號')).toHaveTextContent('****9012');
      expect(posted).toEqual([]);
      // Kept for a reload of this step, with every value (the saved account's fields too).
      expect(loadIntent(me.memberId)?.values).toEqual({
        ...toFormValues(balance()),
        amount: '2000',
      });

      const confirm = within(summary).getByRole('button', { name: '確認提領' });
      // Two clicks in the same task, before React can disable anything.
      fireEvent.click(confirm);
      fireEvent.click(confirm);

      expect(
        await screen.findByText('已送出提領申請 NT$2,000，審核通過後入帳 NT$1,970'),
      ).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/revenue/withdrawal-record'));
      expect(location().state).toEqual({ newWithdrawalId: `w-${String(posted[0]!.requestId)}` });
      expect(posted).toHaveLength(1);
      expect(posted[0]).toEqual({
        requestId: expect.stringMatching(/^[\w-]{8,64}$/),
        amount: 2000,
        useSavedAccount: true,
      });
      expect(events.filter((e) => e === 'Withdrawal Review Application Clicked')).toHaveLength(1);
      expect(sessionStorage.getItem(INTENT_STORAGE_KEY)).toBeNull();
    } finally {
      unregister();
    }
  });

  it('makes one withdrawal when Enter is pressed twice on Confirm', async () => {
    const posted = serve(balance(), async (body) => {
      await delay(50);
      return HttpResponse.json(made(body), { status: 201 });
    });
    const { user, location } = render();
    await reviewAmount(user, '1200');
    screen.getByRole('button', { name: '確認提領' }).focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/revenue/withdrawal-record'));
    expect(posted).toHaveLength(1);
  });

  it('retries a failed send with the same requestId, so it can only withdraw once', async () => {
    let calls = 0;
    const posted = serve(balance(), (body) => {
      calls += 1;
      return calls === 1
        ? failure('系統忙碌', 500)
        : HttpResponse.json(made(body), { status: 201 });
    });
    const { user, location } = render();
    await reviewAmount(user, '1500');
    await user.click(screen.getByRole('button', { name: '確認提領' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '提領申請可能沒有送達：系統忙碌。按「重試」會再送出同一筆申請，不會重複提領。',
    );
    afterAPause();
    await user.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(location().pathname).toBe('/revenue/withdrawal-record'));
    expect(posted).toHaveLength(2);
    expect(posted[1]!.requestId).toBe(posted[0]!.requestId);
  });

  it('sends a new requestId only after the server says the old one was spent, and says so', async () => {
    let calls = 0;
    const posted = serve(balance(), (body) => {
      calls += 1;
      return calls === 1
        ? failure('這個請求編號已用於另一筆金額或帳戶不同的提領', 409)
        : HttpResponse.json(made(body), { status: 201 });
    });
    const { user, location } = render();
    await reviewAmount(user, '1500');
    await user.click(screen.getByRole('button', { name: '確認提領' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '這筆申請沒有送出：這個請求編號已用於另一筆金額或帳戶不同的提領。請先到提領紀錄確認先前的申請；再按「確認提領」會送出一筆新的申請。',
    );
    expect(screen.getByRole('link', { name: '查看提領紀錄' })).toHaveAttribute(
      'href',
      '/revenue/withdrawal-record',
    );
    // Not a Retry of the same request: the button confirms a new one.
    expect(screen.queryByRole('button', { name: '重試' })).not.toBeInTheDocument();
    expect(loadIntent(me.memberId)?.requestId).not.toBe(posted[0]!.requestId);
    await user.click(screen.getByRole('button', { name: '確認提領' }));
    await waitFor(() => expect(location().pathname).toBe('/revenue/withdrawal-record'));
    expect(posted).toHaveLength(2);
    expect(posted[1]!.requestId).not.toBe(posted[0]!.requestId);
    expect(posted[1]).toMatchObject({ amount: 1500, useSavedAccount: true });
  });

  it('comes back to the confirmation after a reload and sends the same requestId', async () => {
    const posted = serve();
    const intent = intentFor({ ...toFormValues(balance()), amount: '3000' }, me.memberId, null);
    saveIntent(intent);
    const { user } = render();

    expect(await screen.findByRole('heading', { name: '確認提領內容' })).toBeInTheDocument();
    expect(
      screen.getByText('這是你尚未完成的提領申請。再次送出只會產生一筆提領。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '確認提領' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ requestId: intent.requestId, amount: 3000 });
  });

  it('goes back to the form on a refusal, every value kept and the reason shown', async () => {
    const posted = serve(balance({ bankAccount: null }), () => failure('超過可提領餘額', 400));
    const { user } = render();
    await fill(user, await amountInput(), '4000');
    await fill(user, screen.getByRole('textbox', { name: '戶名' }), '林語晨');
    await user.click(screen.getByRole('combobox', { name: '銀行' }));
    await user.paste('中華郵政');
    await user.click(await screen.findByTitle('700 中華郵政'));
    await fill(user, screen.getByRole('textbox', { name: '分行代碼' }), '0021');
    await fill(user, screen.getByRole('textbox', { name: '帳號' }), '0001234 5678901');
    await user.click(screen.getByRole('button', { name: '下一步：確認內容' }));
    await screen.findByRole('heading', { name: '確認提領內容' });
    await user.click(screen.getByRole('button', { name: '確認提領' }));

    expect(await screen.findByText('提領申請未送出：超過可提領餘額')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '確認提領內容' })).not.toBeInTheDocument();
    expect(await amountInput()).toHaveValue('4000');
    expect(screen.getByRole('textbox', { name: '戶名' })).toHaveValue('林語晨');
    expect(screen.getByRole('textbox', { name: '分行代碼' })).toHaveValue('0021');
    expect(screen.getByRole('textbox', { name: '帳號' })).toHaveValue('0001234 5678901');
    expect(posted[0]).toEqual({
      requestId: expect.any(String),
      amount: 4000,
      payeeName: '林語晨',
      bankCode: '700',
      branchCode: '0021',
      accountNumber: '00012345678901',
    });
  });

  it('takes a 403 as a refusal, not as a send that may not have arrived', async () => {
    const posted = serve(balance(), () => failure('請先同意創作者條款，才能使用創作者功能', 403));
    const { user } = render();
    await reviewAmount(user, '1500');
    await user.click(screen.getByRole('button', { name: '確認提領' }));

    expect(
      await screen.findByText('提領申請未送出：請先同意創作者條款，才能使用創作者功能'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重試' })).not.toBeInTheDocument();
    expect(screen.queryByText(/可能沒有送達/)).not.toBeInTheDocument();
    expect(await amountInput()).toHaveValue('1500');
    expect(posted).toHaveLength(1);
  });

  it('checks the amount again against the balance the server answers after a refusal', async () => {
    let spent = false;
    server.use(
      http.get(apiUrl(apiPaths.withdrawable), () =>
        HttpResponse.json(balance(spent ? { withdrawableAmount: 11_345 } : {})),
      ),
      http.get(apiUrl(apiPaths.me), () => HttpResponse.json(me)),
      http.post(apiUrl(apiPaths.withdrawals), () => {
        // Spent in another tab meanwhile.
        spent = true;
        return failure('超過可提領餘額 NT$11,345', 400);
      }),
    );
    const { user } = render();
    await reviewAmount(user, '12345');
    await user.click(screen.getByRole('button', { name: '確認提領' }));

    expect(await screen.findByText('超過可提領金額 NT$11,345')).toBeInTheDocument();
    expect(await amountInput()).toHaveValue('12345');
    expect(screen.getByText('提領申請未送出：超過可提領餘額 NT$11,345')).toBeInTheDocument();
  });

  it('says why there is no form while the balance is under the minimum', async () => {
    serve(balance({ withdrawableAmount: 800 }));
    render();
    expect(await screen.findByText('目前還不能提領')).toBeInTheDocument();
    expect(
      screen.getByText(
        '可提領金額 NT$800，未達最低提領金額 NT$1,000。每月結算後，淨收益會加入可提領金額。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '提領金額（新台幣）' })).not.toBeInTheDocument();
  });
});
