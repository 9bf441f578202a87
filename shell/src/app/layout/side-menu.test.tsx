import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@creator/test-utils';
import { theme } from '@creator/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import { applyOverrides } from '../../federation/override';
import { registerFederationRemotes } from '../../federation/runtime';
import { SideMenu } from './side-menu';

// The Module Federation runtime is the boundary to the network here (jsdom cannot run a remote).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

/** A remote's './routes' as remote-kit builds it: each route's handle names its screen. */
function remoteRoutes(...screens: Array<{ screen: string; path: string }>) {
  const preloads = new Map(screens.map(({ screen }) => [screen, jest.fn(async () => {})]));
  const routes = screens.map(({ screen, path }) => ({
    path,
    element: null,
    handle: { screen, preload: preloads.get(screen) },
  }));
  return { module: { default: routes }, preloads };
}

/** Lets pending promise callbacks run. */
const settle = () => act(async () => {});

describe('the side menu warms the remote behind an entry', () => {
  const REMOTES = {
    works: 'http://localhost:3001/mf-manifest.json',
    revenue: 'http://localhost:3002/mf-manifest.json',
    insights: 'http://localhost:3003/mf-manifest.json',
    community: 'http://localhost:3004/mf-manifest.json',
  };
  const renderMenu = () =>
    renderWithProviders(
      <SideMenu
        readerSiteUrl="http://localhost:4000/reader"
        canCreateWork
        onCreateWork={() => {}}
      />,
    );
  const loadedModules = () => loadRemoteMock.mock.calls.map(([id]) => id);

  beforeAll(() => {
    // A local dev server overrides works: it is registered in place of the remotes.json entry.
    registerFederationRemotes(
      applyOverrides(REMOTES, { works: 'http://localhost:3101/mf-manifest.json' }),
    );
  });
  beforeEach(() => loadRemoteMock.mockReset());

  it('on pointing at an entry: its remote’s routes and that screen’s code, once', async () => {
    const works = remoteRoutes(
      { screen: 'myWorks', path: '/book/all' },
      { screen: 'work', path: '/book' },
    );
    loadRemoteMock.mockResolvedValue(works.module);
    renderMenu();
    const entry = screen.getByRole('link', { name: '我的作品' });
    fireEvent.mouseEnter(entry);
    fireEvent.mouseLeave(entry);
    fireEvent.mouseEnter(entry);
    await settle();
    expect(loadedModules()).toEqual(['works/routes']);
    expect(works.preloads.get('myWorks')).toHaveBeenCalledTimes(1);
    expect(works.preloads.get('work')).not.toHaveBeenCalled();
    // The runtime resolves the name against what was registered: the override's manifest.
    expect(jest.mocked(registerRemotes)).toHaveBeenCalledWith([
      { name: 'works', entry: 'http://localhost:3101/mf-manifest.json' },
      { name: 'revenue', entry: REMOTES.revenue },
      { name: 'insights', entry: REMOTES.insights },
      { name: 'community', entry: REMOTES.community },
    ]);
  });

  it('on focusing an entry with the keyboard, and never for the shell’s own entries', async () => {
    const insights = remoteRoutes({ screen: 'dataCenter', path: '/data-center' });
    loadRemoteMock.mockResolvedValue(insights.module);
    renderMenu();
    act(() => screen.getByRole('link', { name: '數據中心' }).focus());
    fireEvent.mouseEnter(screen.getByRole('link', { name: '首頁' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: '認證作家申請' }));
    await settle();
    expect(loadedModules()).toEqual(['insights/routes']);
    expect(insights.preloads.get('dataCenter')).toHaveBeenCalledTimes(1);
  });

  it('on pressing an entry, as a tap starts (a touch screen points at nothing first)', async () => {
    const community = remoteRoutes({ screen: 'comments', path: '/comments' });
    loadRemoteMock.mockResolvedValue(community.module);
    renderMenu();
    fireEvent.pointerDown(screen.getByRole('link', { name: '留言管理' }));
    await settle();
    expect(loadedModules()).toEqual(['community/routes']);
    expect(community.preloads.get('comments')).toHaveBeenCalledTimes(1);
  });

  it('keeps the menu working when the remote cannot be warmed', async () => {
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003: failed to get manifest'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderMenu();
    fireEvent.mouseEnter(screen.getByRole('link', { name: '我的收益' }));
    await settle();
    expect(loadedModules()).toEqual(['revenue/routes']);
    await user.click(screen.getByRole('link', { name: '我的收益' }));
    expect(location().pathname).toBe('/revenue/detail');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});

describe('the side menu', () => {
  const renderMenu = (route: string, collapsed = false) =>
    renderWithProviders(
      <SideMenu
        collapsed={collapsed}
        readerSiteUrl="http://localhost:4000/reader"
        canCreateWork
        onCreateWork={() => {}}
        onLogout={() => {}}
      />,
      { route },
    );
  beforeEach(() => loadRemoteMock.mockResolvedValue({ default: [] }));

  it('marks the entry of the screen on view as the page, and of a screen under it as current', () => {
    const { unmount } = renderMenu('/book/all');
    const nav = screen.getByRole('navigation', { name: '主選單' });
    expect(within(nav).getByRole('link', { name: '我的作品' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    unmount();

    renderMenu('/book?titleId=t1');
    expect(screen.getByRole('link', { name: '我的作品' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '首頁' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the selected entry in the theme’s primary colour on its tint', () => {
    // The theme's own test holds these two at 4.5:1 or more (colorPrimary on colorPrimaryBg).
    const token = antdTheme.getDesignToken(theme);
    renderMenu('/gifts');
    const nav = screen.getByRole('navigation', { name: '主選單' });
    expect(nav.style.getPropertyValue('--creator-selected-text')).toBe(token.colorPrimary);
    expect(nav.style.getPropertyValue('--creator-selected-bg')).toBe(token.colorPrimaryBg);
    expect(screen.getByRole('link', { name: '禮物盒' })).toHaveClass('creator-nav-entry');
  });

  it('says that the reader site opens in a new tab', () => {
    renderMenu('/');
    const reader = screen.getByRole('link', { name: '回到讀者站' });
    expect(reader).toHaveAttribute('target', '_blank');
    expect(reader).toHaveAccessibleDescription('在新分頁開啟');
  });

  it('collapsed: icons only, each entry named by its tooltip, shown on hover and on focus', async () => {
    // The entries (the create button, links, log out) and their names, as the expanded menu shows them.
    const entriesOf = () => {
      const nav = screen.getByRole('navigation', { name: '主選單' });
      return [...within(nav).getAllByRole('button'), ...within(nav).getAllByRole('link')];
    };
    const expanded = renderMenu('/');
    const names = entriesOf().map((entry) => entry.textContent);
    expect(names).toHaveLength(11);
    expanded.unmount();

    const { user } = renderMenu('/', true);
    const entries = entriesOf();
    expect(entries).toHaveLength(names.length);
    entries.forEach((entry, index) => expect(entry).toHaveAccessibleName(names[index]!));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    for (const entry of entries) expect(entry).not.toHaveTextContent(/\S/);

    await user.hover(screen.getByRole('link', { name: '禮物盒' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('禮物盒');
    await user.unhover(screen.getByRole('link', { name: '禮物盒' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => screen.getByRole('link', { name: '留言管理' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('留言管理');
    // Escape hides it without moving the focus; Tab shows the next entry's.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '留言管理' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('禮物盒');
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toHaveTextContent('留言管理');
  });

  it('expanded: labels shown, no tooltips', async () => {
    const { user } = renderMenu('/');
    const gifts = screen.getByRole('link', { name: '禮物盒' });
    expect(gifts).toHaveTextContent('禮物盒');
    await user.hover(gifts);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
