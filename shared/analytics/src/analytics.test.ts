import {
  MAX_QUEUED_CALLS,
  createAnalytics,
  identify,
  registerAnalyticsSink,
  resetAnalytics,
  track,
  type AnalyticsSink,
} from './analytics';
import { EVENTS, EVENT_NAMES, TRACKING_PLAN } from './tracking-plan';

function recordingSink() {
  const calls: unknown[][] = [];
  const sink: AnalyticsSink = {
    track: (name, properties) => calls.push(['track', name, properties]),
    setUserId: (userId) => calls.push(['setUserId', userId]),
    reset: () => {
      calls.push(['reset']);
    },
  };
  return { sink, calls };
}

describe('tracking plan', () => {
  it('is version 35 on branch main from source web', () => {
    expect(TRACKING_PLAN).toEqual({ version: '35', branch: 'main', source: 'web' });
  });

  it('lists every event kind of the tracking plan once', () => {
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    expect(EVENT_NAMES).toEqual(
      expect.arrayContaining([
        'Chapter Event',
        'Gift Event',
        'Subscription Event',
        'Signup Event',
        'Points Event',
        'Search Event',
        'Onboarding Event',
        'Chapter Created',
        'Chapter Published',
        'Chapter Completed',
        'Chapter Clapped',
        'Chapter Commented',
        'Chapter Reported',
        'Locked Wall Encountered',
        'Account Creation Started',
        'Account Created',
        'Account Verified',
        'Banner Carousel Clicked',
        'Call To Action Clicked',
        'Cancel Subscription Clicked',
        'Withdrawal Review Application Clicked',
        'Book All Clicked',
        'Category Page Viewed',
        'Logged Out',
        'Work Created',
        'Terms Agreed',
        'Language Changed',
        'Remote Load Failed',
      ]),
    );
  });
});

describe('createAnalytics', () => {
  it('sends straight to a registered sink', () => {
    const analytics = createAnalytics();
    const { sink, calls } = recordingSink();
    analytics.registerSink(sink);

    analytics.track(EVENTS.workCreated, { titleId: 't1' });
    analytics.track('Book All Clicked');
    analytics.identify('m1');
    void analytics.reset();

    expect(calls).toEqual([
      ['track', 'Work Created', { titleId: 't1' }],
      ['track', 'Book All Clicked', {}],
      ['setUserId', 'm1'],
      ['reset'],
    ]);
  });

  it('queues calls made before registration and flushes them in order', () => {
    const analytics = createAnalytics();
    analytics.track('Chapter Published', { chapterId: 'c1', titleId: 't1' });
    analytics.identify('m1');
    analytics.track('Terms Agreed');

    const { sink, calls } = recordingSink();
    analytics.registerSink(sink);

    expect(calls).toEqual([
      ['track', 'Chapter Published', { chapterId: 'c1', titleId: 't1' }],
      ['setUserId', 'm1'],
      ['track', 'Terms Agreed', {}],
    ]);
  });

  it('keeps only the newest calls when the queue overflows', () => {
    const analytics = createAnalytics();
    for (let i = 0; i < MAX_QUEUED_CALLS + 5; i += 1) {
      analytics.track('Category Page Viewed', { categoryId: String(i) });
    }
    const { sink, calls } = recordingSink();
    analytics.registerSink(sink);

    expect(calls).toHaveLength(MAX_QUEUED_CALLS);
    expect(calls[0]).toEqual(['track', 'Category Page Viewed', { categoryId: '5' }]);
    expect(calls.at(-1)).toEqual([
      'track',
      'Category Page Viewed',
      { categoryId: String(MAX_QUEUED_CALLS + 4) },
    ]);
  });

  it('queues again after the sink is unregistered, and flushes only once', () => {
    const analytics = createAnalytics();
    const first = recordingSink();
    const unregister = analytics.registerSink(first.sink);
    unregister();
    analytics.track('Logged Out');
    expect(first.calls).toEqual([]);

    const second = recordingSink();
    analytics.registerSink(second.sink);
    analytics.registerSink(second.sink);
    expect(second.calls).toEqual([['track', 'Logged Out', {}]]);
  });

  it('does not throw when the sink throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics();
    analytics.registerSink({
      track: () => {
        throw new Error('sdk down');
      },
      setUserId: () => {},
      reset: () => {},
    });
    expect(() => analytics.track('Account Verified')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("reset settles once the sink's own reset has, and never rejects", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics();
    let finish: () => void = () => {};
    const steps: string[] = [];
    analytics.registerSink({
      track: () => {},
      setUserId: () => {},
      reset: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            steps.push('sink done');
            resolve();
          };
        }),
    });
    const done = analytics.reset().then(() => steps.push('reset settled'));
    await Promise.resolve();
    expect(steps).toEqual([]);
    finish();
    await done;
    expect(steps).toEqual(['sink done', 'reset settled']);

    const failing = createAnalytics();
    failing.registerSink({
      track: () => {},
      setUserId: () => {},
      reset: () => Promise.reject(new Error('sdk down')),
    });
    await expect(failing.reset()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reset without a sink settles at once and is delivered to the sink registered later', async () => {
    const analytics = createAnalytics();
    await expect(analytics.reset()).resolves.toBeUndefined();
    const { sink, calls } = recordingSink();
    analytics.registerSink(sink);
    expect(calls).toEqual([['reset']]);
  });

  it('copies properties so later mutation by the caller does not change a queued event', () => {
    const analytics = createAnalytics();
    const properties = { titleId: 't1' };
    analytics.track('Work Created', properties);
    properties.titleId = 'changed';
    const { sink, calls } = recordingSink();
    analytics.registerSink(sink);
    expect(calls).toEqual([['track', 'Work Created', { titleId: 't1' }]]);
  });
});

describe('module facade', () => {
  it('works without any sink and delivers to the sink registered later', () => {
    expect(() => {
      track('Language Changed', { from: 'zh-TW', to: 'en' });
      identify('m2');
      void resetAnalytics();
    }).not.toThrow();

    const { sink, calls } = recordingSink();
    const unregister = registerAnalyticsSink(sink);
    track('Remote Load Failed', { remote: 'works' });
    unregister();

    expect(calls).toEqual([
      ['track', 'Language Changed', { from: 'zh-TW', to: 'en' }],
      ['setUserId', 'm2'],
      ['reset'],
      ['track', 'Remote Load Failed', { remote: 'works' }],
    ]);
  });
});

// Compile-time checks of the plan's typing (tsc runs over test files too).
export function typeChecks() {
  // @ts-expect-error a required property is missing
  track('Work Created');
  // @ts-expect-error unknown event name
  track('Not An Event');
  // @ts-expect-error wrong property type
  track('Banner Carousel Clicked', { bannerId: 'b', position: 'first' });
  track('Cancel Subscription Clicked');
  track('Cancel Subscription Clicked', { titleId: 't1' });
}
