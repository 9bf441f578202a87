import { act } from '@testing-library/react';
import type { RemoteName } from './remotes-config';
import {
  REMOTES_IN_MENU_ORDER,
  createRemoteWarmer,
  prefersFewerBytes,
  remoteOfMenuEntry,
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
  it('preloads each remote once, however often and by whatever it is asked', async () => {
    const preload = jest.fn(async () => {});
    const warmer = createRemoteWarmer(preload);
    await Promise.all([warmer.warm('works'), warmer.warm('works'), warmer.warm('revenue')]);
    await warmer.warm('works');
    expect(preload.mock.calls).toEqual([['works'], ['revenue']]);
  });

  it('swallows a preload that rejects or throws, and does not try that remote again', async () => {
    const preload = jest.fn((remote: RemoteName): Promise<unknown> => {
      if (remote === 'insights') throw new Error('not registered');
      return Promise.reject(new Error('HTTP 502'));
    });
    const warmer = createRemoteWarmer(preload);
    await expect(warmer.warm('revenue')).resolves.toBeUndefined();
    await expect(warmer.warm('insights')).resolves.toBeUndefined();
    await expect(warmer.warm('revenue')).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('leaves a remote that is already loaded alone', async () => {
    const preload = jest.fn(async () => {});
    const warmer = createRemoteWarmer(preload, (remote) => remote === 'works');
    await warmer.warm('works');
    await warmer.warm('community');
    expect(preload.mock.calls).toEqual([['community']]);
  });
});

describe('menu entries and remotes', () => {
  it('maps each side-menu entry to the remote serving its screen, none for the shell', () => {
    expect(remoteOfMenuEntry('myWorks')).toBe('works');
    expect(remoteOfMenuEntry('revenue')).toBe('revenue');
    expect(remoteOfMenuEntry('dataCenter')).toBe('insights');
    expect(remoteOfMenuEntry('gifts')).toBe('community');
    expect(remoteOfMenuEntry('home')).toBeUndefined();
    expect(remoteOfMenuEntry('verifiedBadge')).toBeUndefined();
    expect(REMOTES_IN_MENU_ORDER).toEqual(['works', 'insights', 'community', 'revenue']);
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

  it('warms one remote per idle period, each after the previous one settled', async () => {
    const warmings = { works: deferred(), insights: deferred() };
    const preload = jest.fn(
      (remote: RemoteName) => warmings[remote as 'works' | 'insights'].promise,
    );
    const { idle, runOne, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(preload), ['works', 'insights'], { connection: {}, idle });

    expect(preload).not.toHaveBeenCalled();
    runOne();
    await settle();
    expect(preload.mock.calls).toEqual([['works']]);
    // Nothing more is asked for until the first warming is over, even if it fails.
    expect(pending()).toBe(0);
    warmings.works.reject(new Error('down'));
    await settle();
    expect(pending()).toBe(1);
    runOne();
    await settle();
    expect(preload.mock.calls).toEqual([['works'], ['insights']]);
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

    const preload = jest.fn(async () => {});
    const { idle, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(preload), ['works'], { connection: { saveData: true }, idle });
    expect(pending()).toBe(0);
  });

  it('stops before the next remote once the page leaves', async () => {
    const preload = jest.fn(async () => {});
    const { idle, runOne, pending } = manualIdle();
    const stop = warmWhenIdle(createRemoteWarmer(preload), ['works', 'revenue'], {
      connection: undefined,
      idle,
    });
    runOne();
    await settle();
    stop();
    expect(pending()).toBe(0);
    expect(preload.mock.calls).toEqual([['works']]);
  });
});
