import { http as api } from '@creator/api';
import { apiErrorBody } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AntdProviders } from '../providers/antd-providers';
import { CreatorProviders } from '../providers/creator-providers';
import ConfigProvider from 'antd/es/config-provider';
import { setLocale } from '../i18n/locale-store';
import { useErrorMessage } from './error-message';
import { ToastBridge, toast, useToast } from './toast';

setupMswServer();

afterEach(() => {
  act(() => setLocale('zh-TW'));
});

function SaveButton() {
  const { success } = useToast();
  return (
    <button type="button" onClick={() => success('已儲存')}>
      儲存
    </button>
  );
}

describe('toasts', () => {
  it('useToast shows a message through the one holder', async () => {
    const { user } = renderWithProviders(<SaveButton />);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已儲存')).toBeInTheDocument();
  });

  it('the facade shows messages once the bridge is mounted, including earlier ones', async () => {
    toast.info('稍早的通知');
    renderWithProviders(<p>頁面</p>);
    expect(await screen.findByText('稍早的通知')).toBeInTheDocument();

    act(() => toast.error('出錯了'));
    expect(await screen.findByText('出錯了')).toBeInTheDocument();
  });

  it('shows toasts queued before the holder mounted once each, in the order raised', async () => {
    toast.info('第一則');
    toast.error('第二則');
    toast.success('第三則');
    renderWithProviders(<p>頁面</p>);
    const third = await screen.findByText('第三則');
    const shown = ['第一則', '第二則', '第三則'].map((text) => screen.getAllByText(text));
    for (const copies of shown) expect(copies).toHaveLength(1);
    const [first, second] = shown.map(([element]) => element);
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(second.compareDocumentPosition(third) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('holds toasts in one holder when providers are rendered twice, and keeps it when one leaves', async () => {
    function Twice({ inner }: { inner: boolean }) {
      return (
        <CreatorProviders
          queryClient={new QueryClient()}
          motion={false}
          antdProviders={AntdProviders}
        >
          {inner ? (
            <CreatorProviders
              queryClient={new QueryClient()}
              motion={false}
              antdProviders={AntdProviders}
            >
              <p>頁面</p>
            </CreatorProviders>
          ) : null}
        </CreatorProviders>
      );
    }
    const { rerender } = render(<Twice inner />);
    act(() => toast.success('只有一次'));
    expect(await screen.findByText('只有一次')).toBeInTheDocument();
    // A second holder would show it twice, a moment later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('只有一次')).toHaveLength(1);

    rerender(<Twice inner={false} />);
    act(() => toast.info('還在'));
    expect(await screen.findByText('還在')).toBeInTheDocument();
    expect(screen.getAllByText('還在')).toHaveLength(1);
  });

  it('disappears after 3 seconds', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastBridge />
      </ConfigProvider>,
    );
    // The holder loads with the first toast.
    act(() => toast.info('準備好了'));
    expect(await screen.findByText('準備好了')).toBeInTheDocument();

    jest.useFakeTimers();
    try {
      act(() => toast.success('已發布'));
      expect(screen.getByText('已發布')).toBeInTheDocument();

      // The spec's 3 s, as the author sees it: still there just before, gone just after.
      act(() => jest.advanceTimersByTime(2_800));
      expect(screen.getByText('已發布')).toBeInTheDocument();

      // Not waitFor: with fake timers it would move the clock on until the toast went.
      act(() => jest.advanceTimersByTime(400));
      expect(screen.queryByText('已發布')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

/** Requests a path and shows the localized error it produced. */
function ErrorProbe({ path }: { path: string }) {
  const describe = useErrorMessage();
  return (
    <button
      type="button"
      onClick={() =>
        api.get(path).catch((error: unknown) => {
          toast.error(describe(error));
        })
      }
    >
      send
    </button>
  );
}

describe('useErrorMessage', () => {
  it.each([
    ['network', () => HttpResponse.error(), '請確認網路狀態後再試一次'],
    [
      'server message',
      () => HttpResponse.json(apiErrorBody('ValidationError', '章節標題不可空白'), { status: 400 }),
      '章節標題不可空白',
    ],
    [
      'Forbidden',
      () => HttpResponse.json(apiErrorBody('Forbidden', 'forbidden'), { status: 403 }),
      '登入憑證無效',
    ],
    [
      'duplicate work name',
      () =>
        HttpResponse.json(apiErrorBody('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY', 'dup'), {
          status: 400,
        }),
      '作品名稱重複',
    ],
    [
      'too many requests, with the wait',
      () =>
        HttpResponse.json(apiErrorBody('ThrottlingException', 'too many requests'), {
          status: 429,
          headers: { 'Retry-After': '8' },
        }),
      '操作太頻繁，請稍候 8 秒再試',
    ],
    [
      'too many requests, no wait given',
      () => HttpResponse.json(apiErrorBody('ThrottlingException', 'slow down'), { status: 429 }),
      '操作太頻繁，請稍候再試',
    ],
    ['fallback', () => new HttpResponse('oops', { status: 502 }), '發生錯誤，請稍後再試'],
  ])('%s -> %p', async (_case, resolver, expected) => {
    server.use(http.get(apiUrl('/v2/probe'), resolver));
    const { user } = renderWithProviders(<ErrorProbe path="/v2/probe" />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('says how long to wait in English too', async () => {
    act(() => setLocale('en'));
    server.use(
      http.get(apiUrl('/v2/probe'), () =>
        HttpResponse.json(apiErrorBody('ThrottlingException', 'too many requests'), {
          status: 429,
          headers: { 'Retry-After': '1' },
        }),
      ),
    );
    const { user } = renderWithProviders(<ErrorProbe path="/v2/probe" />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(
      await screen.findByText('Too many requests; please wait 1 second and try again'),
    ).toBeInTheDocument();
  });

  it('speaks English when the UI language is English', async () => {
    act(() => setLocale('en'));
    server.use(http.get(apiUrl('/v2/probe'), () => HttpResponse.error()));
    const { user } = renderWithProviders(<ErrorProbe path="/v2/probe" />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(
      await screen.findByText('Please check your network status and try again'),
    ).toBeInTheDocument();
  });
});
