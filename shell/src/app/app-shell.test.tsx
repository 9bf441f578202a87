import { apiPaths, apiErrorBody } from '@creator/api/contract';
import { HttpResponse, apiUrl, http, server, setupMswServer } from '@creator/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import {
  TEST_RUNTIME_CONFIG,
  renderShellRoutes,
  setViewportNarrow,
} from '../lib/testing/render-shell';
import { overview, validMember } from '../lib/testing/fixtures';
import type { Member } from '@creator/api/contract';
import { HEADER_OFFSET_PROPERTY, LOCALE_STORAGE_KEY } from '@creator/ui';
import { ANALYTICS_OPT_OUT_KEY, writeAnalyticsOptOut } from '../lib/analytics-preference';
import { appRouteObjects } from './router';

setupMswServer();

const unauthorized = () =>
  HttpResponse.json(apiErrorBody('Unauthorized', 'sign in'), { status: 401 });

function serveMember(member: Member | null) {
  server.use(
    http.get(apiUrl(apiPaths.me), () => (member ? HttpResponse.json(member) : unauthorized())),
    http.get(apiUrl(apiPaths.myOverview), () => HttpResponse.json(overview)),
    http.get(apiUrl(apiPaths.announcements), () => HttpResponse.json({ announcements: [] })),
  );
}

const renderAt = (route: string) => renderShellRoutes(appRouteObjects, { route });

afterEach(() => setViewportNarrow(false));

describe('gating, rendered', () => {
  it('asks a signed-out visitor to sign in, sending them back to where they were', async () => {
    serveMember(null);
    renderAt('/gifts');
    const signIn = await screen.findByRole('link', { name: '登入' });
    const href = new URL(signIn.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(TEST_RUNTIME_CONFIG.signInUrl);
    expect(href.searchParams.get('redirect')).toBe(window.location.href);
    expect(screen.getByText('請先登入')).toBeInTheDocument();
  });

  it('shows the terms page without sign-in', async () => {
    serveMember(null);
    renderAt('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: '創作者條款' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('請先登入')).not.toBeInTheDocument();
  });

  it('shows the terms page to a member who has not agreed, without the welcome dialog', async () => {
    serveMember(validMember({ agreedTerms: { creator: false } }));
    renderAt('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: '創作者條款' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcome dialog: ticked by default, unticked Next explains, ticked Next agrees', async () => {
    let agreeCalls = 0;
    let member = validMember({ agreedTerms: { creator: false } });
    serveMember(null);
    server.use(
      http.get(apiUrl(apiPaths.me), () => HttpResponse.json(member)),
      http.post(apiUrl(apiPaths.agreeCreatorTerms), () => {
        agreeCalls += 1;
        member = validMember();
        return HttpResponse.json(member);
      }),
    );
    const { user } = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: '歡迎加入創作者行列' });
    const box = within(dialog).getByRole('checkbox', { name: /我已閱讀並同意/ });
    expect(box).toBeChecked();
    expect(within(dialog).getByRole('link', { name: '創作者條款' })).toHaveAttribute(
      'href',
      '/terms',
    );
    // Not closable: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: /close|關閉/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '歡迎加入創作者行列' })).toBeInTheDocument();

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('請同意創作者條款');
    expect(agreeCalls).toBe(0);

    await user.click(box);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(agreeCalls).toBe(1);
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
  });

  it('REGISTERED member: non-closable dialog whose button opens the account site in a new window', async () => {
    serveMember(validMember({ latestStatus: 'REGISTERED' }));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderAt('/book/all');
    const dialog = await screen.findByRole('dialog', { name: '電子郵件尚未驗證' });
    expect(dialog).toHaveTextContent('demo@example.com');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '電子郵件尚未驗證' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '立即驗證' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as [string, string];
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(TEST_RUNTIME_CONFIG.accountSiteUrl);
    expect(parsed.searchParams.get('redirect')).toBe(window.location.href);
    expect(target).toBe('_blank');
    open.mockRestore();
  });

  it.each(['INVALID', 'DELETED'] as const)('%s member: a spinner, nothing else', async (status) => {
    serveMember(validMember({ latestStatus: status }));
    renderAt('/');
    expect(await screen.findByRole('status', { name: '載入中' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Give the member query time to settle, then check the screen stayed blocked.
    await screen.findAllByText('載入中');
    expect(screen.queryByText('小說家，歡迎回來！')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('請先登入')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
  });

  it('a VALID member who agreed sees the screen', async () => {
    serveMember(validMember());
    renderAt('/');
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('layout', () => {
  const menuNames = [
    '建立作品',
    '首頁',
    '我的作品',
    '數據中心',
    '留言管理',
    '禮物盒',
    '我的收益',
    '投稿活動',
    '認證作家申請',
    '回到讀者站',
    '登出',
  ];

  it('wide screens: a side menu with the menu entries in order and no menu button', async () => {
    serveMember(validMember());
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: '主選單' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: /建立作品/ })).toBeEnabled(),
    );
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim());
    expect(['建立作品', ...names]).toEqual(menuNames);
    expect(within(nav).getByRole('link', { name: '回到讀者站' })).toHaveAttribute(
      'href',
      TEST_RUNTIME_CONFIG.readerSiteUrl,
    );
    expect(within(nav).getByRole('link', { name: '回到讀者站' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('button', { name: '開啟選單' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveStyle({ width: '256px' });
  });

  it('the side menu collapses to 80 px and back, by a button the keyboard reaches', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    await screen.findByRole('navigation', { name: '主選單' });
    const sider = screen.getByRole('complementary');
    const collapse = screen.getByRole('button', { name: '收合選單' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    collapse.focus();
    await user.keyboard('{Enter}');
    expect(sider).toHaveStyle({ width: '80px' });
    const expand = screen.getByRole('button', { name: '展開選單' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(sider).toHaveStyle({ width: '256px' });
  });

  it('narrow screens: a menu button opens a 300 px drawer that closes on route change', async () => {
    setViewportNarrow(true);
    serveMember(validMember());
    const { user, router } = renderAt('/');
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '開啟選單' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: '主選單' });
    expect(document.querySelector('.ant-drawer-content-wrapper')).toHaveStyle({ width: '300px' });

    await user.click(within(nav).getByRole('link', { name: '數據中心' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-center'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('narrow screens: Escape closes the drawer and gives the focus back to the menu button', async () => {
    setViewportNarrow(true);
    serveMember(validMember());
    const { user } = renderAt('/');
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    const openMenu = screen.getByRole('button', { name: '開啟選單' });
    await user.click(openMenu);
    const drawer = await screen.findByRole('dialog');
    within(drawer).getByRole('link', { name: '數據中心' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    await waitFor(() => expect(openMenu).toHaveFocus());
  });

  it('footer links show on the home page only', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    const footer = await screen.findByRole('navigation', { name: '網站資訊' });
    for (const name of ['成為創作者', '創作者條款', '隱私權政策', '常見問題']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(footer).getByRole('link', { name: '創作者條款' }));
    await screen.findByRole('heading', { level: 1, name: '創作者條款' });
    expect(screen.queryByRole('navigation', { name: '網站資訊' })).not.toBeInTheDocument();
  });

  it('unknown paths show the 404 page with a way home', async () => {
    serveMember(validMember());
    const { user, router } = renderAt('/no-such-page');
    await screen.findByText('找不到這個頁面', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '回到首頁' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed out: no log out entry and the create button is disabled', async () => {
    serveMember(null);
    renderAt('/');
    await screen.findByText('請先登入');
    const nav = screen.getByRole('navigation', { name: '主選單' });
    expect(within(nav).getByRole('button', { name: /建立作品/ })).toBeDisabled();
    expect(within(nav).queryByRole('button', { name: /登出/ })).not.toBeInTheDocument();
  });

  it('the account menu switches the language and the analytics opt-out, and both persist', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    await screen.findByText('小說家，歡迎回來！');

    await user.click(screen.getByRole('button', { name: '小說家 帳號選單' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /分享使用數據：開啟/ }));
    expect(window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('true');

    await user.click(screen.getByRole('button', { name: '小說家 帳號選單' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: /分享使用數據：關閉/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: /English/ }));
    expect(await screen.findByText('Welcome back, 小說家!')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toContain('en');

    await user.click(screen.getByRole('button', { name: '小說家 Account menu' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /繁體中文/ }));
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    writeAnalyticsOptOut(false);
  });

  it('shows the logo and the name the browser tab uses in the header', async () => {
    serveMember(validMember());
    renderAt('/');
    await screen.findByText('小說家，歡迎回來！');
    const home = screen.getByRole('link', { name: '創作者後台首頁' });
    expect(home).toHaveTextContent(/^創作者後台$/);
    expect(document.title.endsWith(' · 創作者後台')).toBe(true);
    // The mark is drawn beside the name and left out of what a screen reader announces.
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the browser tab after the screen on view, in the UI language', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    await screen.findByText('小說家，歡迎回來！');
    expect(document.title).toBe('首頁 · 創作者後台');

    await user.click(screen.getByRole('link', { name: '創作者條款' }));
    await screen.findByRole('heading', { level: 1, name: '創作者條款' });
    await waitFor(() => expect(document.title).toBe('創作者條款 · 創作者後台'));

    await user.click(screen.getByRole('link', { name: '創作者後台首頁' }));
    await screen.findByText('小說家，歡迎回來！');
    await user.click(screen.getByRole('button', { name: '小說家 帳號選單' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    await screen.findByText('Welcome back, 小說家!');
    expect(document.title).toBe('Home · Creator Studio');
    await user.click(screen.getByRole('button', { name: '小說家 Account menu' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /繁體中文/ }));
    await screen.findByText('小說家，歡迎回來！');
  });

  it('names the tab after the 404 screen, and after the site alone before sign-in', async () => {
    serveMember(validMember());
    const { unmount } = renderAt('/no-such-screen');
    await screen.findByText('找不到這個頁面');
    await waitFor(() => expect(document.title).toBe('找不到這個頁面 · 創作者後台'));
    unmount();

    serveMember(null);
    renderAt('/');
    await screen.findByText('請先登入');
    expect(document.title).toBe('創作者後台');
  });

  it('offers a skip link as the first Tab stop, which takes the focus to the screen', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    await screen.findByText('小說家，歡迎回來！');
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要內容' });
    expect(skip).toHaveFocus();
    // Before the header and the menu.
    const header = screen.getByRole('link', { name: '創作者後台首頁' });
    expect(skip.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByText('小說家，歡迎回來！'));
    // Tab goes on from there into the screen, not back to the header.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });

  it('the header hides after scrolling down past 400 px, and tells screens what it covers', async () => {
    serveMember(validMember());
    renderAt('/');
    await screen.findByText('小說家，歡迎回來！');
    // The page's header: the one with the link home (a screen's own heading row is a <header> too).
    const header = screen
      .getByRole('link', { name: '創作者後台首頁' })
      .closest('header') as HTMLElement;
    // Where the screens' sticky parts (STICKY_TOP) stop: under the header while it shows.
    const offset = () =>
      (header.parentElement as HTMLElement).style.getPropertyValue(HEADER_OFFSET_PROPERTY);
    expect(offset()).toBe('64px');
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveStyle({ transform: 'translateY(-100%)' });
    expect(offset()).toBe('0px');
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    fireEvent.scroll(window);
    expect(header).not.toHaveStyle({ transform: 'translateY(-100%)' });
    expect(offset()).toBe('64px');
  });

  it('the hidden header comes back while the keyboard is in it, and hides again when it leaves', async () => {
    serveMember(validMember());
    const { user } = renderAt('/');
    await screen.findByText('小說家，歡迎回來！');
    const home = screen.getByRole('link', { name: '創作者後台首頁' });
    const header = home.closest('header') as HTMLElement;
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveStyle({ transform: 'translateY(-100%)' });

    // Shift+Tab from the side menu's first control reaches the account menu: the header shows.
    const nav = screen.getByRole('navigation', { name: '主選單' });
    const createWork = within(nav).getByRole('button', { name: '建立作品' });
    act(() => createWork.focus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '小說家 帳號選單' })).toHaveFocus();
    expect(header).not.toHaveStyle({ transform: 'translateY(-100%)' });
    // On to the link home, still in the header: it stays.
    await user.tab({ shift: true });
    expect(home).toHaveFocus();
    expect(header).not.toHaveStyle({ transform: 'translateY(-100%)' });
    // Out of the header, the page still scrolled down: hidden again.
    await user.tab();
    await user.tab();
    expect(createWork).toHaveFocus();
    expect(header).toHaveStyle({ transform: 'translateY(-100%)' });
  });
});
