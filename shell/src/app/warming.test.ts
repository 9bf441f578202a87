import { meQuery } from '@creator/api';
import { SCREENS, createPortalQueryClient, screensOf } from '@creator/ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { validMember } from '../lib/testing/fixtures';
import type { RemoteName } from '../federation/remotes-config';
import { registerFederationRemotes, remoteWarmer, setWarmingData } from '../federation/runtime';
import { connectWarmingData } from './warming';

// The Module Federation runtime is the boundary to the network here (jsdom cannot run a remote).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const REMOTES = {
  works: 'http://localhost:3001/mf-manifest.json',
  revenue: 'http://localhost:3002/mf-manifest.json',
  insights: 'http://localhost:3003/mf-manifest.json',
  community: 'http://localhost:3004/mf-manifest.json',
};

/** Each screen's preload and prefetch, as remote-kit puts them on its route's handle. */
const handles = new Map<string, { preload: jest.Mock; prefetch: jest.Mock }>();

/** Every remote's './routes': a route per registry screen, recording its preload and prefetch. */
function serveRemotes() {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const remote = id.split('/')[0] as RemoteName;
    return {
      default: screensOf(remote).map((screen) => {
        const handle = { preload: jest.fn(async () => {}), prefetch: jest.fn(async () => {}) };
        handles.set(screen, handle);
        return { path: SCREENS[screen].path, element: null, handle: { screen, ...handle } };
      }),
    };
  });
}

const handleOf = (screen: string) => {
  const handle = handles.get(screen);
  if (!handle) throw new Error(`${screen}'s remote was not loaded`);
  return handle;
};

/** The shell's query client, holding the member as the member query left it. */
function shellQueryClient(member?: ReturnType<typeof validMember> | null) {
  const queryClient = createPortalQueryClient();
  if (member !== undefined) queryClient.setQueryData(meQuery().queryKey, member);
  connectWarmingData(queryClient);
  return queryClient;
}

describe('warming a screen when its menu entry is pointed at', () => {
  beforeAll(() => {
    registerFederationRemotes(REMOTES);
    serveRemotes();
  });
  afterEach(() => setWarmingData(null));

  it("runs the screen's code and starts its first data (the menu's address) for an admitted member", async () => {
    const queryClient = shellQueryClient(validMember());
    await remoteWarmer.warm('dataCenter');
    const { preload, prefetch } = handleOf('dataCenter');
    expect(loadRemote).toHaveBeenLastCalledWith('insights/routes');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [client, search] = prefetch.mock.calls[0] as unknown as [unknown, URLSearchParams];
    expect(client).toBe(queryClient);
    expect(search.toString()).toBe('');
  });

  it.each([
    ['signed out', 'myWorks', 'works', null],
    [
      'without the creator terms agreed',
      'revenueDetail',
      'revenue',
      validMember({ agreedTerms: { creator: false } }),
    ],
    [
      'with an unverified e-mail',
      'comments',
      'community',
      validMember({ latestStatus: 'REGISTERED' }),
    ],
    ['whose account is invalid', 'gifts', 'community', validMember({ latestStatus: 'INVALID' })],
    ['not loaded yet', 'contests', 'community', undefined],
  ] as const)(
    'runs the code but fetches no data for a member %s',
    async (_case, screen, remote, member) => {
      shellQueryClient(member);
      await remoteWarmer.warm(screen);
      const { preload, prefetch } = handleOf(screen);
      expect(loadRemote).toHaveBeenLastCalledWith(`${remote}/routes`);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(prefetch).not.toHaveBeenCalled();
    },
  );
});
