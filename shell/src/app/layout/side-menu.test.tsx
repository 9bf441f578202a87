import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@creator/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { applyOverrides } from '../../federation/override';
import { registerFederationRemotes } from '../../federation/runtime';
import { SideMenu } from './side-menu';

// The Module Federation runtime is the boundary to the network here (jsdom cannot run a remote).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const preloadRemoteMock = jest.mocked(preloadRemote);

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
  const preloadedRemotes = () =>
    preloadRemoteMock.mock.calls.map(([options]) => options.map((option) => option.nameOrAlias));

  beforeAll(() => {
    // A local dev server overrides works: it is registered in place of the remotes.json entry.
    registerFederationRemotes(
      applyOverrides(REMOTES, { works: 'http://localhost:3101/mf-manifest.json' }),
    );
  });
  beforeEach(() => preloadRemoteMock.mockReset());

  it('on pointing at an entry, once, with the routes chunk, through the registered remotes', async () => {
    preloadRemoteMock.mockResolvedValue(undefined);
    renderMenu();
    const entry = screen.getByRole('menuitem', { name: /我的作品/ });
    fireEvent.mouseEnter(entry);
    fireEvent.mouseLeave(entry);
    fireEvent.mouseEnter(entry);
    await settle();
    expect(preloadRemoteMock.mock.calls).toEqual([
      [
        [
          {
            nameOrAlias: 'works',
            exposes: ['./routes'],
            resourceCategory: 'sync',
            depsRemote: false,
          },
        ],
      ],
    ]);
    // The runtime resolves the name against what was registered: the override's manifest.
    expect(jest.mocked(registerRemotes)).toHaveBeenCalledWith([
      { name: 'works', entry: 'http://localhost:3101/mf-manifest.json' },
      { name: 'revenue', entry: REMOTES.revenue },
      { name: 'insights', entry: REMOTES.insights },
      { name: 'community', entry: REMOTES.community },
    ]);
  });

  it('on focusing an entry with the keyboard, and never for the shell’s own entries', async () => {
    preloadRemoteMock.mockResolvedValue(undefined);
    renderMenu();
    act(() => screen.getByRole('link', { name: '數據中心' }).focus());
    fireEvent.mouseEnter(screen.getByRole('menuitem', { name: /首頁/ }));
    fireEvent.mouseEnter(screen.getByRole('menuitem', { name: /認證作家申請/ }));
    await settle();
    expect(preloadedRemotes()).toEqual([['insights']]);
  });

  it('keeps the menu working when the remote cannot be warmed', async () => {
    preloadRemoteMock.mockRejectedValue(new Error('preloadRemote failed to load 1 resource(s).'));
    const { user, location } = renderMenu();
    fireEvent.mouseEnter(screen.getByRole('menuitem', { name: /我的收益/ }));
    await settle();
    expect(preloadedRemotes()).toEqual([['revenue']]);
    await user.click(screen.getByRole('link', { name: '我的收益' }));
    expect(location().pathname).toBe('/revenue/detail');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
