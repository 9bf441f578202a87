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

/** Warming loads that record what they were asked, and do nothing else. */
function recordingLoads() {
  return { warm: jest.fn(async () => {}), fetchAhead: jest.fn(async () => {}) };
}

describe('createRemoteWarmer', () => {
  it('warms each screen once, with its remote, however often and by whatever it is asked', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await Promise.all([
      warmer.warm('myWorks'),
      warmer.warm('myWorks'),
      warmer.warm('revenueDetail'),
    ]);
    await warmer.warm('myWorks');
    await warmer.warm('gifts');
    expect(loads.warm.mock.calls).toEqual([
      ['works', 'myWorks'],
      ['revenue', 'revenueDetail'],
      ['community', 'gifts'],
    ]);
    expect(loads.fetchAhead).not.toHaveBeenCalled();
  });

  it('fetches a screen’s files ahead once, and not at all once the screen is warmed', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.fetchAhead('dataCenter');
    await warmer.fetchAhead('dataCenter');
    await warmer.warm('comments');
    await warmer.fetchAhead('comments');
    expect(loads.fetchAhead.mock.calls).toEqual([['insights', 'dataCenter']]);
  });

  it('still runs a screen whose files were fetched ahead when it is pointed at', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.fetchAhead('dataCenter');
    await warmer.warm('dataCenter');
    expect(loads.warm.mock.calls).toEqual([['insights', 'dataCenter']]);
  });

  it('does nothing for the shell’s own screens', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.warm('home');
    await warmer.fetchAhead('verifiedBadge');
    expect(loads.warm).not.toHaveBeenCalled();
    expect(loads.fetchAhead).not.toHaveBeenCalled();
  });

  it('swallows a load that rejects or throws, and does not try that screen again', async () => {
    const load = jest.fn((remote: RemoteName): Promise<unknown> => {
      if (remote === 'insights') throw new Error('not registered');
      return Promise.reject(new Error('HTTP 502'));
    });
    const warmer = createRemoteWarmer({ warm: load, fetchAhead: load });
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    await expect(warmer.warm('dataCenter')).resolves.toBeUndefined();
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    await expect(warmer.fetchAhead('gifts')).resolves.toBeUndefined();
    await expect(warmer.fetchAhead('gifts')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(3);
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

  it('fetches one screen’s files per idle period, each after the previous one settled, and runs none', async () => {
    const warmings = { works: deferred(), insights: deferred() };
    const load = jest.fn((remote: RemoteName) => warmings[remote as 'works' | 'insights'].promise);
    const run = jest.fn(async () => {});
    const { idle, runOne, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer({ warm: run, fetchAhead: load }), ['myWorks', 'dataCenter'], {
      connection: {},
      idle,
    });

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
    expect(run).not.toHaveBeenCalled();
  });

  it('warms nothing when the browser asks to save data or is on a 2G-class link', () => {
    expect(prefersFewerBytes({ saveData: true })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(prefersFewerBytes(undefined)).toBe(false);

    const { idle, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(recordingLoads()), ['myWorks'], {
      connection: { saveData: true },
      idle,
    });
    expect(pending()).toBe(0);
  });

  it('stops before the next remote once the page leaves', async () => {
    const loads = recordingLoads();
    const { idle, runOne, pending } = manualIdle();
    const stop = warmWhenIdle(createRemoteWarmer(loads), ['myWorks', 'revenueDetail'], {
      connection: undefined,
      idle,
    });
    runOne();
    await settle();
    stop();
    expect(pending()).toBe(0);
    expect(loads.fetchAhead.mock.calls).toEqual([['works', 'myWorks']]);
  });
});
