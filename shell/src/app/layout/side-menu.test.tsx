import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@creator/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
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
