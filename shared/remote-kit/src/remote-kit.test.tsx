import { renderWithProviders, setupMswServer } from '@creator/test-utils';
import { createPortalQueryClient, setLocale } from '@creator/ui';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { Link, useRoutes, type RouteObject } from 'react-router-dom';
import {
  defineRemoteRoutes,
  type ScreenAddress,
  type ScreenHandle,
  type ScreenProps,
} from './define-remote-routes';
import { renderStandalonePage } from './standalone';

setupMswServer();

let mounts = 0;
function ContestScreen({ params }: ScreenProps<'contest'>) {
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) mounts += 1;
    mounted.current = true;
  }, []);
  return (
    <>
      <h1>contest {params.contestId}</h1>
      <Link to="/contest?contestId=c2">next contest</Link>
    </>
  );
}

const routes = defineRemoteRoutes('community', {
  contest: lazy(async () => ({ default: ContestScreen })),
  gifts: lazy(async () => ({ default: () => <h1>gifts</h1> })),
});

function Mounted({ routes: list }: { routes: RouteObject[] }) {
  return useRoutes(list);
}

afterEach(() => setLocale('zh-TW'));

describe('defineRemoteRoutes', () => {
  it('mounts each screen at its registry path and hands it its ids', async () => {
    renderWithProviders(<Mounted routes={routes} />, { route: '/contest?contestId=c1' });
    expect(await screen.findByRole('heading', { name: 'contest c1' })).toBeInTheDocument();
    expect(routes.map((route) => route.path)).toEqual(['/contest', '/gifts']);
  });

  it('starts the screen afresh when its id changes', async () => {
    mounts = 0;
    const { user } = renderWithProviders(<Mounted routes={routes} />, {
      route: '/contest?contestId=c1',
    });
    await screen.findByRole('heading', { name: 'contest c1' });
    await user.click(screen.getByRole('link', { name: 'next contest' }));
    expect(await screen.findByRole('heading', { name: 'contest c2' })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });

  it('shows which id is missing, in the UI language, with a way back', async () => {
    renderWithProviders(<Mounted routes={routes} />, { route: '/contest?contestId=%20%20' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '網址缺少活動編號' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到投稿活動' })).toHaveAttribute(
      'href',
      '/contest/all',
    );
    act(() => setLocale('en'));
    expect(screen.getByRole('heading', { name: 'The address has no contest id' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Contests' })).toBeInTheDocument();
  });

  it("refuses a screen another app owns, so a typo cannot mount someone else's path", () => {
    expect(() =>
      defineRemoteRoutes('community', {
        // @ts-expect-error: myWorks belongs to works
        myWorks: lazy(async () => ({ default: () => null })),
      }),
    ).toThrow('Screen "myWorks" belongs to works, not community');
  });

  it("leaves out, with a warning, a screen an older shell's registry does not know, and mounts the others", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const withNewScreen = defineRemoteRoutes('community', {
      gifts: lazy(async () => ({ default: () => <h1>gifts</h1> })),
      // @ts-expect-error: a screen added to this remote's registry but not yet to the shell's
      fanClub: lazy(async () => ({ default: () => null })),
    });
    expect(withNewScreen.map((route) => route.path)).toEqual(['/gifts']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Screen "fanClub" of community'));
    renderWithProviders(<Mounted routes={withNewScreen} />, { route: '/gifts' });
    expect(await screen.findByRole('heading', { name: 'gifts' })).toBeInTheDocument();
  });
});

describe('a route handle’s preload', () => {
  it('loads the screen ahead, so its first render shows it at once, without the skeleton', async () => {
    let loads = 0;
    const preloaded = defineRemoteRoutes('revenue', {
      revenueReport: lazy(async () => {
        loads += 1;
        return { default: () => <h1>report</h1> };
      }),
    });
    const [route] = preloaded;
    await (route.handle as ScreenHandle).preload();
    expect(loads).toBe(1);
    renderWithProviders(<Mounted routes={preloaded} />, { route: '/revenue/report' });
    // Synchronously there: nothing suspended, so no fallback was ever shown.
    expect(screen.getByRole('heading', { name: 'report' })).toBeInTheDocument();
    await (route.handle as ScreenHandle).preload();
    expect(loads).toBe(1);
  });

  it('never rejects: a screen that fails to load fails on render, as before', async () => {
    const failing = defineRemoteRoutes('revenue', {
      revenueReport: lazy(() => Promise.reject(new Error('chunk failed'))),
    });
    await expect((failing[0].handle as ScreenHandle).preload()).resolves.toBeUndefined();
  });
});

describe("a screen's prefetch", () => {
  /** A contest's query, as a screen and its prefetch would both build it. */
  const contestQuery = (contestId: string, fetched: string[]) => ({
    queryKey: ['contest', contestId],
    queryFn: async () => {
      fetched.push(contestId);
      return { title: `contest ${contestId} from the API` };
    },
  });

  function withContestData(
    fetched: string[],
    page: () => Promise<{ default: ComponentType<ScreenProps<'contest'>> }>,
  ) {
    const prefetch = jest.fn((queryClient: QueryClient, { params }: ScreenAddress<'contest'>) =>
      queryClient.prefetchQuery(contestQuery(params.contestId, fetched)),
    );
    const routes = defineRemoteRoutes('community', {
      contest: { screen: lazy(page), prefetch },
    });
    return { routes, prefetch, handle: routes[0].handle as ScreenHandle };
  }

  it("starts the screen's queries for an address, with its ids and the whole query string", async () => {
    const fetched: string[] = [];
    const { prefetch, handle } = withContestData(fetched, async () => ({ default: () => <p /> }));
    const queryClient = createPortalQueryClient();
    await handle.prefetch(queryClient, new URLSearchParams('contestId=c7&tab=rules'));
    expect(fetched).toEqual(['c7']);
    expect(queryClient.getQueryData(['contest', 'c7'])).toEqual({
      title: 'contest c7 from the API',
    });
    const [, address] = prefetch.mock.calls[0];
    expect(address.params).toEqual({ contestId: 'c7' });
    expect(address.search.get('tab')).toBe('rules');
  });

  it('prefetches nothing for an address without the ids the screen needs', async () => {
    const fetched: string[] = [];
    const { prefetch, handle } = withContestData(fetched, async () => ({ default: () => <p /> }));
    await handle.prefetch(createPortalQueryClient(), new URLSearchParams('contestId=%20'));
    expect(prefetch).not.toHaveBeenCalled();
    expect(fetched).toEqual([]);
  });

  it('never rejects, whether the prefetch throws or its promise rejects', async () => {
    const throwing = defineRemoteRoutes('revenue', {
      revenueDetail: {
        screen: lazy(async () => ({ default: () => <p /> })),
        prefetch: () => {
          throw new Error('bug');
        },
      },
      revenueReport: {
        screen: lazy(async () => ({ default: () => <p /> })),
        prefetch: () => Promise.reject(new Error('offline')),
      },
    });
    for (const route of throwing) {
      await expect(
        (route.handle as ScreenHandle).prefetch(createPortalQueryClient(), new URLSearchParams()),
      ).resolves.toBeUndefined();
    }
  });

  it('does nothing for a screen that declares no data', async () => {
    const queryClient = createPortalQueryClient();
    await expect(
      (routes[1].handle as ScreenHandle).prefetch(queryClient, new URLSearchParams()),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("fetches the data while the screen's code loads, and the screen renders it from the cache", async () => {
    const fetched: string[] = [];
    let arrive: () => void = () => {};
    const codeArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function ContestWithData({ params }: ScreenProps<'contest'>) {
      const { data } = useQuery(contestQuery(params.contestId, fetched));
      return <h1>{data?.title ?? 'loading'}</h1>;
    }
    const { routes: withData } = withContestData(fetched, async () => {
      await codeArrived;
      return { default: ContestWithData };
    });
    const { queryClient } = renderWithProviders(<Mounted routes={withData} />, {
      route: '/contest?contestId=c3',
    });
    // The code has not arrived, the data has.
    await waitFor(() => expect(queryClient.getQueryData(['contest', 'c3'])).toBeDefined());
    expect(fetched).toEqual(['c3']);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    arrive();
    // Its first render already has the data: no 'loading' in between.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'contest c3 from the API',
    );
  });
});

describe('renderStandalonePage', () => {
  it("lists the remote's screens, each opening the local shell with an override to this build", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    act(() => renderStandalonePage('revenue', '1.2.3'));
    expect(await screen.findByRole('heading', { name: '「revenue」模組 1.2.3' })).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '/revenue/detail',
      '/revenue/report',
      '/revenue/withdrawal-record',
      '/withdraw/form',
    ]);
    const manifest = encodeURIComponent(new URL('mf-manifest.json', window.location.href).href);
    expect(links[0]).toHaveAttribute(
      'href',
      `http://localhost:3000/revenue/detail?mf-override=revenue@${manifest}`,
    );
  });
});
