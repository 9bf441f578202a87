import { apiPaths } from '@creator/api/contract';
import type { VerifiedAuthorInfo } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { VerifiedBadgeFormPage } from './verified-badge-form-page';
import { VerifiedBadgePage } from './verified-badge-page';

setupMswServer();

const info = (overrides: Partial<VerifiedAuthorInfo> = {}): VerifiedAuthorInfo => ({
  status: null,
  appliedAt: null,
  reviewedAt: null,
  rejectReason: null,
  application: null,
  ...overrides,
});

function serveInfo(initial: VerifiedAuthorInfo) {
  let current = initial;
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.verifiedAuthor), () => HttpResponse.json(current)),
    http.delete(apiUrl(apiPaths.verifiedAuthor), () => {
      calls.push('DELETE');
      current = info();
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.verifiedAuthor), async ({ request }) => {
      calls.push(JSON.stringify(await request.json()));
      current = info({ status: 'PENDING', appliedAt: '2026-02-01T00:00:00Z' });
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

describe('VerifiedBadgePage', () => {
  it('shows the rejection reason and offers to apply again', async () => {
    serveInfo(info({ status: 'REJECTED', rejectReason: '連結無法開啟' }));
    const { user, location } = renderWithProviders(<VerifiedBadgePage />, {
      route: '/verified-badge',
    });
    expect(await screen.findByText('未通過原因：連結無法開啟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重新申請/ }));
    expect(location().pathname).toBe('/verified-badge/form');
  });

  it('withdraws a pending application after confirming', async () => {
    const calls = serveInfo(info({ status: 'PENDING', appliedAt: '2026-02-01T00:00:00Z' }));
    const { user } = renderWithProviders(<VerifiedBadgePage />, { route: '/verified-badge' });
    expect(await screen.findByText('審核中')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /撤回申請/ }));
    const dialog = await screen.findByRole('dialog', { name: '確定要撤回申請嗎？' });
    await user.click(within(dialog).getByRole('button', { name: /撤回申請/ }));
    expect(await screen.findByText('尚未申請')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE']);
  });
});

/** Typing key by key through antd forms is slow in jsdom; pasting is what many authors do anyway. */
async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  text: string,
) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('VerifiedBadgeFormPage', () => {
  it('explains what is missing, then sends a clean application', async () => {
    const calls = serveInfo(info());
    const { user, location } = renderWithProviders(<VerifiedBadgeFormPage />, {
      route: '/verified-badge/form',
    });
    const submit = await screen.findByRole('button', { name: /送出申請/ });
    await user.click(submit);
    expect(await screen.findByText('請輸入筆名')).toBeInTheDocument();
    expect(screen.getByText('請勾選同意')).toBeInTheDocument();
    expect(
      screen.getByText('請輸入 1 到 5 個以 http:// 或 https:// 開頭的網址'),
    ).toBeInTheDocument();

    await fill(user, '筆名', ' 夜行者 ');
    await fill(user, '真實姓名', '王小明');
    await fill(user, '聯絡信箱', 'not-an-email');
    await fill(user, '聯絡電話', '12');
    await user.click(submit);
    expect(await screen.findByText('請輸入有效的電子郵件地址')).toBeInTheDocument();
    expect(screen.getByText('電話需為 8 到 15 位數字，可含 + 與 -')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('聯絡信箱'));
    await fill(user, '聯絡信箱', 'writer@example.com');
    await user.clear(screen.getByLabelText('聯絡電話'));
    await fill(user, '聯絡電話', '0912-345-678');
    await fill(user, '作品連結', 'https://example.com/a\n\nhttps://example.com/b');
    await fill(user, '自我介紹', '寫奇幻小說十年。');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);

    await waitFor(() => expect(location().pathname).toBe('/verified-badge'));
    expect(JSON.parse(calls[0] ?? '{}')).toEqual({
      penName: '夜行者',
      realName: '王小明',
      email: 'writer@example.com',
      phone: '0912-345-678',
      links: ['https://example.com/a', 'https://example.com/b'],
      statement: '寫奇幻小說十年。',
      consent: true,
    });
  });

  it('checks the names, the statement and the email as the server does, keeping what was typed', async () => {
    const calls = serveInfo(info());
    const { user } = renderWithProviders(<VerifiedBadgeFormPage />, {
      route: '/verified-badge/form',
    });
    const submit = await screen.findByRole('button', { name: /送出申請/ });
    await fill(user, '筆名', '夜\u202E行者');
    await fill(user, '聯絡信箱', '王小明@gmail.com');
    // Over 500 characters: kept whole (never cut), said, and counted as the author sees them.
    const statement = `${'寫'.repeat(499)}👨‍👩‍👧🇹🇼`;
    await fill(user, '自我介紹', statement);
    await user.click(submit);

    expect(
      await screen.findByText(
        '文字裡有看不見的控制字元或文字方向符號（U+202E），常見於從其他程式貼上的內容，請刪除後再繼續。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('請輸入有效的電子郵件地址')).toBeInTheDocument();
    expect(screen.getByText('自我介紹最多 500 個字')).toBeInTheDocument();
    expect(screen.getByLabelText('自我介紹')).toHaveValue(statement);
    expect(screen.getByLabelText('筆名')).toHaveValue('夜\u202E行者');
    expect(calls).toEqual([]);
  });

  it('starts a new application after a rejection from the one that was sent, asking consent again', async () => {
    const previous = {
      penName: '夜行者',
      realName: '王小明',
      email: 'writer@example.com',
      phone: '0912-345-678',
      links: ['https://example.com/a', 'https://example.com/b'],
      statement: '寫奇幻小說十年。',
    };
    const calls = serveInfo(
      info({ status: 'REJECTED', rejectReason: '連結無法開啟', application: previous }),
    );
    const { user, location } = renderWithProviders(<VerifiedBadgeFormPage />, {
      route: '/verified-badge/form',
    });

    expect(await screen.findByText('未通過原因：連結無法開啟')).toBeInTheDocument();
    expect(screen.getByLabelText('筆名')).toHaveValue('夜行者');
    expect(screen.getByLabelText('真實姓名')).toHaveValue('王小明');
    expect(screen.getByLabelText('聯絡信箱')).toHaveValue('writer@example.com');
    expect(screen.getByLabelText('聯絡電話')).toHaveValue('0912-345-678');
    expect(screen.getByLabelText('作品連結')).toHaveValue(
      'https://example.com/a\nhttps://example.com/b',
    );
    expect(screen.getByLabelText('自我介紹')).toHaveValue('寫奇幻小說十年。');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    // Fix the link the reviewers named, agree again, send.
    await user.clear(screen.getByLabelText('作品連結'));
    await fill(user, '作品連結', 'https://example.com/c');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /送出申請/ }));
    await waitFor(() => expect(location().pathname).toBe('/verified-badge'));
    expect(JSON.parse(calls[0] ?? '{}')).toEqual({
      ...previous,
      links: ['https://example.com/c'],
      consent: true,
    });
  });

  it('does not offer the form while an application is pending', async () => {
    serveInfo(info({ status: 'PENDING' }));
    renderWithProviders(<VerifiedBadgeFormPage />, { route: '/verified-badge/form' });
    expect(
      await screen.findByText('你的申請正在審核中或已通過認證，無需再次申請。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /送出申請/ })).not.toBeInTheDocument();
  });
});
