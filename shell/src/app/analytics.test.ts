import { EVENTS, identify, resetAnalytics, track } from '@creator/analytics';
import { HttpResponse, http, server, setupMswServer } from '@creator/test-utils';
import { waitFor } from '@testing-library/react';
import { ANALYTICS_OPT_OUT_KEY, readAnalyticsOptOut } from '../lib/analytics-preference';
import { createPortalAnalytics, unsentEventsKey } from './analytics';

setupMswServer();

const SERVER_URL = 'http://localhost/analytics/2/httpapi';

interface UploadedEvent {
  event_type: string;
  user_id?: string;
  device_id?: string;
  plan?: Record<string, string>;
  event_properties?: Record<string, unknown>;
}

/** The proxy: records what reaches it; `delayMs` holds each answer back that long. */
function proxy() {
  const received: UploadedEvent[] = [];
  const state = { delayMs: 0, apiKeys: new Set<string>() };
  server.use(
    http.post(SERVER_URL, async ({ request }) => {
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const body = (await request.json()) as { api_key: string; events: UploadedEvent[] };
      state.apiKeys.add(body.api_key);
      received.push(...body.events);
      return HttpResponse.json({ code: 200, events_ingested: body.events.length });
    }),
  );
  const types = () => received.map((event) => event.event_type);
  return { received, types, state };
}

/** What the SDK has left in storage to upload later. */
const storedUnsent = (apiKey: string): unknown[] =>
  JSON.parse(window.localStorage.getItem(unsentEventsKey(apiKey)) ?? '[]') as unknown[];

/** Lets the SDK's asynchronous steps (plugins, storage writes, uploads) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let keyCount = 0;
/** Each test its own API key, so the SDK's storage entries never mix between tests. */
const freshKey = () => `key-${++keyCount}-${Date.now()}`;

beforeEach(() => window.localStorage.clear());

/** Analytics with the SDK's fetch counted, and a start that waits for `paint()`. */
function heldBackAnalytics() {
  let painted!: () => void;
  const held = new Promise<void>((resolve) => (painted = resolve));
  const loadSdk = jest.fn(() => import('@amplitude/analytics-browser'));
  const analytics = createPortalAnalytics({ loadSdk });
  return { analytics, held, loadSdk, paint: () => painted() };
}

describe('portal analytics', () => {
  it('sends tracked events, with the plan and the member, to the proxy only, once started', async () => {
    const sink = proxy();
    const analytics = createPortalAnalytics();
    const apiKey = freshKey();
    // Any request elsewhere (remote config, diagnostics) is unhandled and fails the test.
    const ready = analytics.start({ apiKey, serverUrl: SERVER_URL });
    expect(analytics.start({ apiKey: 'other-key', serverUrl: 'http://elsewhere.test/' })).toBe(
      ready,
    );
    await ready;

    identify('member-1');
    track(EVENTS.workCreated, { titleId: 't-1' });
    await analytics.flush();

    await waitFor(() => expect(sink.types()).toContain('Work Created'));
    const event = sink.received.find((e) => e.event_type === 'Work Created');
    expect([...sink.state.apiKeys]).toEqual([apiKey]);
    expect(event?.user_id).toBe('member-1');
    expect(event?.plan).toEqual({ branch: 'main', source: 'web', version: '35' });
    expect(event?.event_properties).toEqual({ titleId: 't-1' });
    // Sent: nothing is left in the SDK's storage.
    await settle();
    expect(storedUnsent(apiKey)).toEqual([]);
  });

  it('starts the SDK only when the page is done, and then sends what was tracked before', async () => {
    const sink = proxy();
    const { analytics, held, loadSdk, paint } = heldBackAnalytics();
    const apiKey = freshKey();
    const ready = analytics.start({ apiKey, serverUrl: SERVER_URL }, held);
    identify('member-5');
    track(EVENTS.workCreated, { titleId: 'before-the-sdk' });
    track(EVENTS.languageChanged, { from: 'zh-TW', to: 'en' });
    await settle();
    // Not fetched yet: the first load goes without it, and nothing was sent.
    expect(loadSdk).not.toHaveBeenCalled();
    expect(sink.received).toEqual([]);

    paint();
    await ready;
    await analytics.flush();
    const ours = () => sink.types().filter((type) => type !== 'session_start');
    await waitFor(() => expect(ours()).toEqual(['Work Created', 'Language Changed']));
    expect(loadSdk).toHaveBeenCalledTimes(1);
    const created = sink.received.find((e) => e.event_type === 'Work Created');
    expect(created?.user_id).toBe('member-5');
    expect(created?.event_properties).toEqual({ titleId: 'before-the-sdk' });
  });

  it('opting out before the SDK starts: what waited is dropped, and the SDK is never fetched', async () => {
    const sink = proxy();
    const { analytics, held, loadSdk, paint } = heldBackAnalytics();
    const ready = analytics.start({ apiKey: freshKey(), serverUrl: SERVER_URL }, held);
    track(EVENTS.workCreated, { titleId: 'tracked-then-opted-out' });
    analytics.setOptOut(true);
    paint();
    await ready;
    track(EVENTS.languageChanged, { from: 'zh-TW', to: 'en' });
    await analytics.flush();
    await settle();
    expect(loadSdk).not.toHaveBeenCalled();
    expect(sink.received).toEqual([]);
  });

  it('logging out before the SDK starts sends what the member did, under their id', async () => {
    const sink = proxy();
    const analytics = createPortalAnalytics();
    // The page never settles on its own: logging out has to start the SDK.
    void analytics.start({ apiKey: freshKey(), serverUrl: SERVER_URL }, new Promise(() => {}));
    identify('member-6');
    track(EVENTS.loggedOut);
    await resetAnalytics();
    const loggedOut = sink.received.find((e) => e.event_type === 'Logged Out');
    expect(loggedOut?.user_id).toBe('member-6');
  });

  it('keeps unsent events in the storage key it names (the one opting out clears)', async () => {
    proxy();
    const analytics = createPortalAnalytics();
    const apiKey = freshKey();
    await analytics.start({ apiKey, serverUrl: SERVER_URL });
    track(EVENTS.workCreated, { titleId: 't-2' });
    await waitFor(() =>
      expect(storedUnsent(apiKey)).toEqual(
        expect.arrayContaining([expect.objectContaining({ event_type: 'Work Created' })]),
      ),
    );
  });

  it('opting out drops the queued events, in memory and in storage, and sends nothing more', async () => {
    const sink = proxy();
    const analytics = createPortalAnalytics();
    const apiKey = freshKey();
    await analytics.start({ apiKey, serverUrl: SERVER_URL });
    track(EVENTS.workCreated, { titleId: 'queued-before-opt-out' });
    await settle();
    expect(storedUnsent(apiKey).length).toBeGreaterThan(0);

    analytics.setOptOut(true);
    expect(readAnalyticsOptOut()).toBe(true);
    expect(window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('true');
    await settle();
    expect(storedUnsent(apiKey)).toEqual([]);

    track(EVENTS.languageChanged, { from: 'zh-TW', to: 'en' });
    await analytics.flush();
    await settle();
    expect(sink.received).toEqual([]);
  });

  it('started opted out, it sends nothing, not even what an earlier page left unsent', async () => {
    const sink = proxy();
    const apiKey = freshKey();
    // An earlier page queued a session start and could not upload it before the opt-out.
    window.localStorage.setItem(
      unsentEventsKey(apiKey),
      JSON.stringify([{ event_type: 'session_start', device_id: 'd-1', time: Date.now() }]),
    );
    window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, 'true');

    const analytics = createPortalAnalytics();
    await analytics.start({ apiKey, serverUrl: SERVER_URL });
    expect(analytics.isOptedOut()).toBe(true);
    expect(window.localStorage.getItem(unsentEventsKey(apiKey))).toBeNull();
    identify('member-2');
    track(EVENTS.workCreated, { titleId: 'while-off' });
    await analytics.flush();
    await settle();
    expect(sink.received).toEqual([]);

    // Turned on again: from now on events go out, with the member; nothing from before.
    analytics.setOptOut(false);
    expect(readAnalyticsOptOut()).toBe(false);
    track(EVENTS.workCreated, { titleId: 'after-opt-in' });
    await analytics.flush();
    await waitFor(() => expect(sink.types()).toContain('Work Created'));
    const created = sink.received.filter((e) => e.event_type === 'Work Created');
    expect(created.map((e) => e.event_properties?.titleId)).toEqual(['after-opt-in']);
    expect(created[0]?.user_id).toBe('member-2');
    expect(sink.received.some((e) => e.device_id === 'd-1')).toBe(false);
  });

  it("logging out sends the member's queued events first, then forgets the member", async () => {
    const sink = proxy();
    const analytics = createPortalAnalytics();
    const apiKey = freshKey();
    await analytics.start({ apiKey, serverUrl: SERVER_URL });
    identify('member-3');
    track(EVENTS.loggedOut);
    await resetAnalytics();

    // Sent before the reset settled, under the member's id.
    const loggedOut = sink.received.find((e) => e.event_type === 'Logged Out');
    expect(loggedOut?.user_id).toBe('member-3');
    await settle();
    expect(storedUnsent(apiKey)).toEqual([]);

    // After the reset nothing goes out under the member's id or device; new events are anonymous.
    const sentBeforeReset = sink.received.length;
    track(EVENTS.languageChanged, { from: 'zh-TW', to: 'en' });
    await analytics.flush();
    await waitFor(() => expect(sink.types()).toContain('Language Changed'));
    const afterReset = sink.received.slice(sentBeforeReset);
    expect(afterReset.filter((e) => e.user_id === 'member-3')).toEqual([]);
    expect(afterReset.filter((e) => e.device_id === loggedOut?.device_id)).toEqual([]);
    const after = afterReset.find((e) => e.event_type === 'Language Changed');
    expect(after?.user_id).toBeUndefined();
  });

  it('logging out leaves nothing of the member to send when the proxy is too slow', async () => {
    const sink = proxy();
    const analytics = createPortalAnalytics({ logoutFlushTimeoutMs: 100 });
    const apiKey = freshKey();
    await analytics.start({ apiKey, serverUrl: SERVER_URL });
    identify('member-4');
    track(EVENTS.loggedOut);
    await waitFor(() => expect(storedUnsent(apiKey).length).toBeGreaterThan(0));

    // The upload takes longer than logging out waits: the page leaves with it unanswered.
    sink.state.delayMs = 1_000;
    await resetAnalytics();
    // Whatever the next page load would find and send is gone.
    expect(storedUnsent(apiKey)).toEqual([]);
  });

  it('goes on without usage data when the SDK cannot be loaded (an ad blocker): nothing rejects', async () => {
    const sink = proxy();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loadSdk = jest.fn(() => Promise.reject(new Error('Loading chunk amplitude failed.')));
    const analytics = createPortalAnalytics({ loadSdk });
    const apiKey = freshKey();
    let settled!: () => void;
    const firstScreen = new Promise<void>((resolve) => (settled = resolve));
    const ready = analytics.start({ apiKey, serverUrl: SERVER_URL }, firstScreen);
    track(EVENTS.workCreated, { titleId: 'waiting-for-the-sdk' });
    settled();

    // The shell does not wait on start: a rejection here was an unhandled one.
    await expect(ready).resolves.toBeUndefined();
    identify('member-7');
    track(EVENTS.languageChanged, { from: 'zh-TW', to: 'en' });
    await expect(analytics.flush()).resolves.toBeUndefined();
    await expect(resetAnalytics()).resolves.toBeUndefined();
    // Turning usage data off and on again does not fetch it again, nor say so again.
    analytics.setOptOut(true);
    analytics.setOptOut(false);
    await expect(analytics.flush()).resolves.toBeUndefined();
    await settle();

    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('SDK'))).toHaveLength(1);
    expect(sink.received).toEqual([]);
    expect(storedUnsent(apiKey)).toEqual([]);
    warn.mockRestore();
  });
});
