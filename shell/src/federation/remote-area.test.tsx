import { registerAnalyticsSink } from '@creator/analytics';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteArea } from './remote-area';
import type { RemoteName } from './remotes-config';
import { registerFederationRemotes, reloadRemote } from './runtime';

// The Module Federation runtime is the boundary to the network here (jsdom cannot run a remote).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const REMOTES = {
  works: 'http://localhost:3001/mf-manifest.json',
  revenue: 'http://localhost:3002/mf-manifest.json',
  insights: 'http://localhost:3003/mf-manifest.json',
  community: 'http://localhost:3004/mf-manifest.json',
};

/** Awaited act: the area suspends on the remote's routes (React 19 `use`). */
async function renderArea(remote: RemoteName, route: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[route]}>
        <nav aria-label="shell menu">
          <a href="/">首頁</a>
        </nav>
        <RemoteArea remote={remote} notFound={<p>找不到頁面</p>} />
      </MemoryRouter>,
    );
  });
}

beforeAll(() => registerFederationRemotes(REMOTES));

beforeEach(() => {
  // Forget routes cached by an earlier test.
  for (const remote of Object.keys(REMOTES)) reloadRemote(remote);
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

/** Retry makes the area suspend again; an awaited act lets React resume it when loaded. */
async function retry() {
  const button = screen.getByRole('button', { name: /重\s?試/ }); // antd spaces two CJK chars
  await act(async () => {
    await userEvent.click(button);
  });
}

it("renders the remote's route element for the current location", async () => {
  loadRemoteMock.mockResolvedValue({
    default: [{ path: '/book/all', element: <h1>我的作品</h1> }],
  });
  await renderArea('works', '/book/all');

  expect(await screen.findByRole('heading', { name: '我的作品' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('works/routes');
});

it('renders notFound when none of the remote routes matches', async () => {
  loadRemoteMock.mockResolvedValue({
    default: [{ path: '/book/all', element: <h1>我的作品</h1> }],
  });
  await renderArea('works', '/book/unknown');

  expect(await screen.findByText('找不到頁面')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '我的作品' })).not.toBeInTheDocument();
});

it('shows Retry when the remote cannot load, and Retry registers the remote again', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  await renderArea('revenue', '/revenue/detail');

  expect(await screen.findByText('「收益」暫時無法載入')).toBeInTheDocument();
  // The rest of the shell keeps working.
  expect(screen.getByRole('link', { name: '首頁' })).toBeInTheDocument();

  loadRemoteMock.mockResolvedValueOnce({
    default: [{ path: '/revenue/detail', element: <h1>收益明細</h1> }],
  });
  await retry();

  expect(await screen.findByRole('heading', { name: '收益明細' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'revenue', entry: REMOTES.revenue }], {
    force: true,
  });
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('shows Retry when a remote screen throws while rendering, without unmounting the shell', async () => {
  let broken = true;
  function FlakyScreen() {
    const [label] = useState(() => {
      if (broken) throw new Error('render failed');
      return '數據中心';
    });
    return <h1>{label}</h1>;
  }
  loadRemoteMock.mockResolvedValue({
    default: [{ path: '/data-center', element: <FlakyScreen /> }],
  });
  await renderArea('insights', '/data-center');

  expect(await screen.findByText('「數據中心」發生錯誤')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '首頁' })).toBeInTheDocument();

  broken = false;
  await retry();

  expect(await screen.findByRole('heading', { name: '數據中心' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenCalledWith(
    [{ name: 'insights', entry: REMOTES.insights }],
    { force: true },
  );
});

it('treats a module without route objects as a load failure', async () => {
  loadRemoteMock.mockResolvedValue({ default: 'not routes' });
  await renderArea('community', '/gifts');

  expect(await screen.findByText('「活動與互動」暫時無法載入')).toBeInTheDocument();
});

it('records Remote Load Failed once, with the remote and the reason, when a remote cannot load', async () => {
  const events: unknown[][] = [];
  const disconnect = registerAnalyticsSink({
    track: (name, properties) => events.push([name, properties]),
    setUserId: () => {},
    reset: () => {},
  });
  // Earlier tests' failures, recorded before any sink existed, were kept and arrive first.
  events.length = 0;
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  await renderArea('works', '/book/all');
  expect(await screen.findByText('「作品管理」暫時無法載入')).toBeInTheDocument();
  expect(events).toEqual([
    [
      'Remote Load Failed',
      { remote: 'works', message: 'Remote "works" could not be loaded from ' + REMOTES.works },
    ],
  ]);
  disconnect();
});
