import { act } from '@testing-library/react';
import type { RemoteName } from './remotes-config';
import {
  MENU_REMOTE_SCREENS,
  createRemoteWarmer,
  prefersFewerBytes,
  warmWhenIdle,
  type IdleScheduler,
} from './warm';

/** A promise whose settling the test controls. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const settle = () => act(async () => {});

describe('createRemoteWarmer', () => {
  it('loads each screen once, with its remote, however often and by whatever it is asked', async () => {
    const load = jest.fn(async () => {});
    const warmer = createRemoteWarmer(load);
    await Promise.all([
      warmer.warm('myWorks'),
      warmer.warm('myWorks'),
      warmer.warm('revenueDetail'),
    ]);
    await warmer.warm('myWorks');
    await warmer.warm('gifts');
    expect(load.mock.calls).toEqual([
      ['works', 'myWorks'],
      ['revenue', 'revenueDetail'],
      ['community', 'gifts'],
    ]);
  });

  it('does nothing for the shell’s own screens', async () => {
    const load = jest.fn(async () => {});
    const warmer = createRemoteWarmer(load);
    await warmer.warm('home');
    await warmer.warm('verifiedBadge');
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a load that rejects or throws, and does not try that screen again', async () => {
    const load = jest.fn((remote: RemoteName): Promise<unknown> => {
      if (remote === 'insights') throw new Error('not registered');
      return Promise.reject(new Error('HTTP 502'));
    });
    const warmer = createRemoteWarmer(load);
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    await expect(warmer.warm('dataCenter')).resolves.toBeUndefined();
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('menu entries and remotes', () => {
  it('lists the remote screens the side menu opens, in menu order', () => {
    expect(MENU_REMOTE_SCREENS).toEqual([
      'myWorks',
      'dataCenter',
      'comments',
      'gifts',
      'revenueDetail',
      'contests',
    ]);
  });
});

describe('warmWhenIdle', () => {
  /** An idle scheduler the test runs by hand, one idle period at a time. */
  function manualIdle() {
    const queue = new Map<number, () => void>();
    let nextHandle = 1;
    const idle: IdleScheduler = {
      request: (callback) => {
        queue.set(nextHandle, callback);
        return nextHandle++;
      },
      cancel: (handle) => queue.delete(handle),
    };
    const runOne = () => {
      const [handle, callback] = [...queue.entries()][0] ?? [];
      if (handle === undefined || !callback) throw new Error('nothing is waiting for idle');
      queue.delete(handle);
      callback();
    };
    return { idle, runOne, pending: () => queue.size };
  }

  it('warms one screen per idle period, each after the previous one settled', async () => {
    const warmings = { works: deferred(), insights: deferred() };
    const load = jest.fn((remote: RemoteName) => warmings[remote as 'works' | 'insights'].promise);
    const { idle, runOne, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(load), ['myWorks', 'dataCenter'], { connection: {}, idle });

    expect(load).not.toHaveBeenCalled();
    runOne();
    await settle();
    expect(load.mock.calls).toEqual([['works', 'myWorks']]);
    // Nothing more is asked for until the first warming is over, even if it fails.
    expect(pending()).toBe(0);
    warmings.works.reject(new Error('down'));
    await settle();
    expect(pending()).toBe(1);
    runOne();
    await settle();
    expect(load.mock.calls).toEqual([
      ['works', 'myWorks'],
      ['insights', 'dataCenter'],
    ]);
    warmings.insights.resolve();
    await settle();
    expect(pending()).toBe(0);
  });

  it('warms nothing when the browser asks to save data or is on a 2G-class link', () => {
    expect(prefersFewerBytes({ saveData: true })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(prefersFewerBytes(undefined)).toBe(false);

    const load = jest.fn(async () => {});
    const { idle, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(load), ['myWorks'], { connection: { saveData: true }, idle });
    expect(pending()).toBe(0);
  });

  it('stops before the next remote once the page leaves', async () => {
    const load = jest.fn(async () => {});
    const { idle, runOne, pending } = manualIdle();
    const stop = warmWhenIdle(createRemoteWarmer(load), ['myWorks', 'revenueDetail'], {
      connection: undefined,
      idle,
    });
    runOne();
    await settle();
    stop();
    expect(pending()).toBe(0);
    expect(load.mock.calls).toEqual([['works', 'myWorks']]);
  });
});
