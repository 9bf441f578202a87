import { deferred } from '@creator/test-utils';
import { act } from '@testing-library/react';
import type { RemoteName } from './remotes-config';
import {
  MENU_REMOTE_SCREENS,
  createRemoteWarmer,
  prefersFewerBytes,
  QUIET_BEFORE_RUNNING_MS,
  warmWhenIdle,
  type IdleScheduler,
} from './warm';

/** Lets pending promise callbacks run. */
const settle = () => act(async () => {});

/** Warming loads that record what they were asked, and do nothing else. */
function recordingLoads() {
  return {
    fetchAhead: jest.fn(async () => {}),
    run: jest.fn(async () => {}),
    fetchData: jest.fn(async () => {}),
  };
}

describe('createRemoteWarmer', () => {
  it('runs each screen and starts its data once, with its remote, however often it is pointed at', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await Promise.all([
      warmer.warm('myWorks'),
      warmer.warm('myWorks'),
      warmer.warm('revenueDetail'),
    ]);
    await warmer.warm('myWorks');
    await warmer.warm('gifts');
    const asked = [
      ['works', 'myWorks'],
      ['revenue', 'revenueDetail'],
      ['community', 'gifts'],
    ];
    expect(loads.run.mock.calls).toEqual(asked);
    expect(loads.fetchData.mock.calls).toEqual(asked);
    expect(loads.fetchAhead).not.toHaveBeenCalled();
  });

  it('starts the data without waiting for the screen’s code', async () => {
    const code = deferred();
    const loads = { ...recordingLoads(), run: jest.fn(() => code.promise) };
    const warming = createRemoteWarmer(loads).warm('dataCenter');
    await settle();
    expect(loads.fetchData).toHaveBeenCalledWith('insights', 'dataCenter');
    code.resolve();
    await expect(warming).resolves.toBeUndefined();
  });

  it('runs a screen ahead without its data, and pointing at it later adds only the data', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.runAhead('comments');
    expect(loads.run.mock.calls).toEqual([['community', 'comments']]);
    expect(loads.fetchData).not.toHaveBeenCalled();
    await warmer.warm('comments');
    expect(loads.run).toHaveBeenCalledTimes(1);
    expect(loads.fetchData.mock.calls).toEqual([['community', 'comments']]);
  });

  it('fetches a screen’s files ahead once, and not at all once the screen has run', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.fetchAhead('dataCenter');
    await warmer.fetchAhead('dataCenter');
    await warmer.warm('comments');
    await warmer.fetchAhead('comments');
    expect(loads.fetchAhead.mock.calls).toEqual([['insights', 'dataCenter']]);
    // Files fetched ahead do not stop the screen from running when it is pointed at.
    await warmer.warm('dataCenter');
    expect(loads.run).toHaveBeenLastCalledWith('insights', 'dataCenter');
  });

  it('does nothing for the shell’s own screens', async () => {
    const loads = recordingLoads();
    const warmer = createRemoteWarmer(loads);
    await warmer.warm('home');
    await warmer.runAhead('verifiedBadge');
    await warmer.fetchAhead('verifiedBadge');
    expect(loads.run).not.toHaveBeenCalled();
    expect(loads.fetchData).not.toHaveBeenCalled();
    expect(loads.fetchAhead).not.toHaveBeenCalled();
  });

  it('swallows a load that rejects or throws, and does not try that screen again', async () => {
    const load = jest.fn((remote: RemoteName): Promise<unknown> => {
      if (remote === 'insights') throw new Error('not registered');
      return Promise.reject(new Error('HTTP 502'));
    });
    const warmer = createRemoteWarmer({ fetchAhead: load, run: load, fetchData: load });
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    await expect(warmer.warm('dataCenter')).resolves.toBeUndefined();
    await expect(warmer.warm('revenueDetail')).resolves.toBeUndefined();
    await expect(warmer.fetchAhead('gifts')).resolves.toBeUndefined();
    await expect(warmer.fetchAhead('gifts')).resolves.toBeUndefined();
    // run and data for each of the two screens, files for the third.
    expect(load).toHaveBeenCalledTimes(5);
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
    const idle: IdleScheduler = (callback) => {
      const handle = nextHandle++;
      queue.set(handle, callback);
      return () => queue.delete(handle);
    };
    const runOne = () => {
      const [handle, callback] = [...queue.entries()][0] ?? [];
      if (handle === undefined || !callback) throw new Error('nothing is waiting for idle');
      queue.delete(handle);
      callback();
    };
    return { idle, runOne, pending: () => queue.size };
  }

  /** A window stand-in the test dispatches the author's input on. */
  const activity = () => new EventTarget() as unknown as Window;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches one screen’s files per idle period, each after the previous one settled, running none', async () => {
    const fetches = { works: deferred(), insights: deferred() };
    const loads = {
      ...recordingLoads(),
      fetchAhead: jest.fn((remote: RemoteName) => fetches[remote as 'works' | 'insights'].promise),
    };
    const { idle, runOne, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(loads), ['myWorks', 'dataCenter'], {
      connection: {},
      idle,
      activity: activity(),
    });

    expect(loads.fetchAhead).not.toHaveBeenCalled();
    runOne();
    await settle();
    expect(loads.fetchAhead.mock.calls).toEqual([['works', 'myWorks']]);
    // Nothing more is asked for until the first fetch is over, even if it fails.
    expect(pending()).toBe(0);
    fetches.works.reject(new Error('down'));
    await settle();
    expect(pending()).toBe(1);
    runOne();
    await settle();
    expect(loads.fetchAhead.mock.calls).toEqual([
      ['works', 'myWorks'],
      ['insights', 'dataCenter'],
    ]);
    fetches.insights.resolve();
    await settle();
    expect(pending()).toBe(0);
    expect(loads.run).not.toHaveBeenCalled();
    expect(loads.fetchData).not.toHaveBeenCalled();
  });

  it('runs the screens’ code (never their data) once the page has been left alone, one per idle period', async () => {
    const loads = recordingLoads();
    const { idle, runOne, pending } = manualIdle();
    const page = activity();
    const beforeRunning = jest.fn();
    warmWhenIdle(createRemoteWarmer(loads), ['myWorks', 'gifts'], {
      connection: undefined,
      idle,
      activity: page,
      beforeRunning,
    });
    runOne();
    await settle();
    runOne();
    await settle();
    expect(loads.fetchAhead).toHaveBeenCalledTimes(2);

    // The author scrolls, then types: each restarts the wait.
    await act(async () => jest.advanceTimersByTime(QUIET_BEFORE_RUNNING_MS - 1));
    page.dispatchEvent(new Event('scroll'));
    await act(async () => jest.advanceTimersByTime(QUIET_BEFORE_RUNNING_MS - 1));
    page.dispatchEvent(new Event('keydown'));
    await act(async () => jest.advanceTimersByTime(QUIET_BEFORE_RUNNING_MS - 1));
    expect(pending()).toBe(0);
    expect(loads.run).not.toHaveBeenCalled();
    expect(beforeRunning).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(1));
    // What every screen will render in is asked for first, once.
    expect(beforeRunning).toHaveBeenCalledTimes(1);
    expect(pending()).toBe(1);
    runOne();
    await settle();
    expect(loads.run.mock.calls).toEqual([['works', 'myWorks']]);
    runOne();
    await settle();
    expect(loads.run.mock.calls).toEqual([
      ['works', 'myWorks'],
      ['community', 'gifts'],
    ]);
    expect(pending()).toBe(0);
    expect(loads.fetchData).not.toHaveBeenCalled();
    expect(beforeRunning).toHaveBeenCalledTimes(1);
  });

  it('warms nothing when the browser asks to save data or is on a 2G-class link', async () => {
    expect(prefersFewerBytes({ saveData: true })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '2g' })).toBe(true);
    expect(prefersFewerBytes({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(prefersFewerBytes(undefined)).toBe(false);

    const loads = recordingLoads();
    const { idle, pending } = manualIdle();
    warmWhenIdle(createRemoteWarmer(loads), ['myWorks'], {
      connection: { saveData: true },
      idle,
      activity: activity(),
    });
    expect(pending()).toBe(0);
    await act(async () => jest.advanceTimersByTime(10 * QUIET_BEFORE_RUNNING_MS));
    expect(pending()).toBe(0);
    expect(loads.run).not.toHaveBeenCalled();
  });

  it('stops before the next remote once the page leaves, and runs nothing afterwards', async () => {
    const loads = recordingLoads();
    const { idle, runOne, pending } = manualIdle();
    const stop = warmWhenIdle(createRemoteWarmer(loads), ['myWorks', 'revenueDetail'], {
      connection: undefined,
      idle,
      activity: activity(),
    });
    runOne();
    await settle();
    stop();
    expect(pending()).toBe(0);
    expect(loads.fetchAhead.mock.calls).toEqual([['works', 'myWorks']]);
    await act(async () => jest.advanceTimersByTime(10 * QUIET_BEFORE_RUNNING_MS));
    expect(pending()).toBe(0);
    expect(loads.run).not.toHaveBeenCalled();
  });
});
