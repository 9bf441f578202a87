import { apiPaths, apiErrorBody } from '@creator/api/contract';
import { HttpResponse, apiUrl, deferred, http, server, setupMswServer } from '@creator/test-utils';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { registerFederationRemotes, reloadRemote, setWarmingData } from '../federation/runtime';
import { overview, validMember } from '../lib/testing/fixtures';
import { renderShellRoutes } from '../lib/testing/render-shell';
import { appRouteObjects } from './router';
import { connectWarmingData } from './warming';

// The Module Federation runtime is the boundary to the network here (jsdom cannot run a remote).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

setupMswServer();

/** The revenue remote's './routes' as the remote kit builds it: one screen with its handle. */
function revenueRoutes(preload: () => Promise<void>, prefetch: jest.Mock) {
  const routes: RouteObject[] = [
    {
      path: '/revenue/detail',
      handle: { screen: 'revenueDetail', preload, prefetch },
      element: <h2>收益明細</h2>,
    },
  ];
  return { default: routes };
}

function serveMember(signedIn: boolean) {
  server.use(
    http.get(apiUrl(apiPaths.me), () =>
      signedIn
        ? HttpResponse.json(validMember())
        : HttpResponse.json(apiErrorBody('Unauthorized', 'sign in'), { status: 401 }),
    ),
    http.get(apiUrl(apiPaths.myOverview), () => HttpResponse.json(overview)),
    http.get(apiUrl(apiPaths.announcements), () => HttpResponse.json({ announcements: [] })),
  );
}

const REMOTES = {
  works: 'http://localhost:3001/mf-manifest.json',
  revenue: 'http://localhost:3002/mf-manifest.json',
  insights: 'http://localhost:3003/mf-manifest.json',
  community: 'http://localhost:3004/mf-manifest.json',
};

/**
 * The remotes' servers: a home page left idle fetches the menu screens' files ahead, starting with
 * each remote's manifest (warm.test.ts covers when). jsdom runs no remote, so each manifest
 * names no file; what these tests open comes through the mocked loadRemote.
 */
function serveManifests() {
  server.use(
    ...Object.values(REMOTES).map((url) =>
      http.get(url, () => HttpResponse.json({ metaData: {}, exposes: [] })),
    ),
  );
}

/**
 * The home page of a member, with warming (and so the remote route's loader) told who it is.
 * Entries are clicked without pointing at them first (fireEvent): pointing warms the screen,
 * which warm.test.ts covers; here the click alone must get the screen ready.
 */
async function renderHome(signedIn = true) {
  serveMember(signedIn);
  serveManifests();
  const result = renderShellRoutes(appRouteObjects, { route: '/' });
  connectWarmingData(result.queryClient);
  return result;
}

const settle = () => act(async () => {});

beforeAll(() => registerFederationRemotes(REMOTES));

beforeEach(() => {
  reloadRemote('revenue');
  // Each test tells the loader its own member (renderHome).
  setWarmingData(null);
  jest.clearAllMocks();
});

describe('opening a remote screen from the menu', () => {
  it('keeps the home page on view with a progress bar while the screen’s code loads, starts its data beside that code, then shows the screen whole', async () => {
    const { queryClient } = await renderHome();
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    const routes = deferred<ReturnType<typeof revenueRoutes>>();
    const code = deferred<void>();
    const prefetch = jest.fn(async () => {});
    loadRemoteMock.mockReturnValue(routes.promise);

    const menu = screen.getByRole('navigation', { name: '主選單' });
    fireEvent.click(within(menu).getByRole('link', { name: '我的收益' }));

    // The remote's entry is on its way; the author still sees where they were, and that
    // something is opening.
    expect(loadRemoteMock).toHaveBeenCalledWith('revenue/routes');
    expect(screen.getByText('小說家，歡迎回來！')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '正在開啟頁面' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    routes.resolve(revenueRoutes(() => code.promise, prefetch));
    await settle();
    // './routes' named the screen's queries: they start while the screen's own code still loads.
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(queryClient, new URLSearchParams());
    expect(screen.getByText('小說家，歡迎回來！')).toBeInTheDocument();

    code.resolve();
    expect(await screen.findByRole('heading', { name: '收益明細' })).toBeInTheDocument();
    expect(screen.queryByText('小說家，歡迎回來！')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('載入中…')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('prepares a screen once: its own filters (the query string) do not load it again', async () => {
    const { router } = await renderHome();
    await screen.findByText('小說家，歡迎回來！');
    const prefetch = jest.fn(async () => {});
    loadRemoteMock.mockResolvedValue(revenueRoutes(async () => {}, prefetch));

    const menu = screen.getByRole('navigation', { name: '主選單' });
    fireEvent.click(within(menu).getByRole('link', { name: '我的收益' }));
    await screen.findByRole('heading', { name: '收益明細' });
    await act(() => router.navigate('/revenue/detail?month=2026-10'));

    expect(router.state.location.search).toBe('?month=2026-10');
    expect(screen.getByRole('heading', { name: '收益明細' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('shows a remote that fails to load with Retry, rather than holding the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderHome();
    await screen.findByText('小說家，歡迎回來！');
    loadRemoteMock.mockRejectedValue(new Error('offline'));

    const menu = screen.getByRole('navigation', { name: '主選單' });
    fireEvent.click(within(menu).getByRole('link', { name: '我的收益' }));

    expect(await screen.findByRole('button', { name: /重\s?試/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('loads nothing of a remote for a visitor the gate turns away, opened by address or menu', async () => {
    serveMember(false);
    const { queryClient } = renderShellRoutes(appRouteObjects, { route: '/revenue/detail' });
    connectWarmingData(queryClient);
    expect(await screen.findByText('請先登入')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    // Once the visitor is known, the route's loader itself holds back: the menu is there for
    // them, and following it must not load the remote either.
    cleanup();
    await renderHome(false);
    expect(await screen.findByText('請先登入')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '主選單' });
    fireEvent.click(within(menu).getByRole('link', { name: '我的收益' }));
    await settle();
    expect(screen.getByText('請先登入')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
