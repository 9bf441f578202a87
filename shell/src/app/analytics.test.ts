import * as amplitude from '@amplitude/analytics-browser';
import { EVENTS, identify, track } from '@creator/analytics';
import { HttpResponse, http, server, setupMswServer } from '@creator/test-utils';
import { waitFor } from '@testing-library/react';
import { ANALYTICS_OPT_OUT_KEY, writeAnalyticsOptOut } from '../lib/analytics-preference';
import { startAnalytics } from './analytics';

setupMswServer();

const SERVER_URL = 'http://localhost/analytics/2/httpapi';

interface UploadBody {
  api_key: string;
  events: Array<{ event_type: string; user_id?: string; plan?: Record<string, string> }>;
}

describe('startAnalytics', () => {
  it('sends tracked events, with the plan and the member, to the proxy only', async () => {
    const uploads: UploadBody[] = [];
    server.use(
      http.post(SERVER_URL, async ({ request }) => {
        uploads.push((await request.json()) as UploadBody);
        return HttpResponse.json({ code: 200, events_ingested: 1 });
      }),
    );
    // Any request elsewhere (remote config, diagnostics) is unhandled and fails the test.
    const ready = startAnalytics({ apiKey: 'test-key', serverUrl: SERVER_URL });
    expect(startAnalytics({ apiKey: 'other-key', serverUrl: 'http://elsewhere.test/' })).toBe(
      ready,
    );
    await ready;

    identify('member-1');
    track(EVENTS.workCreated, { titleId: 't-1' });
    await amplitude.flush().promise;

    await waitFor(() =>
      expect(uploads.flatMap((u) => u.events).map((e) => e.event_type)).toContain('Work Created'),
    );
    const event = uploads.flatMap((u) => u.events).find((e) => e.event_type === 'Work Created');
    expect(uploads[0]?.api_key).toBe('test-key');
    expect(event?.user_id).toBe('member-1');
    expect(event?.plan).toEqual({ branch: 'main', source: 'web', version: '35' });

    // Opting out persists and stops sending.
    writeAnalyticsOptOut(true);
    expect(window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('true');
    const before = uploads.flatMap((u) => u.events).length;
    track(EVENTS.loggedOut);
    await amplitude.flush().promise;
    expect(uploads.flatMap((u) => u.events).length).toBe(before);
  });
});
