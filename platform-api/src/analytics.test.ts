import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
beforeEach(() => {
  // GET /analytics/events, which these tests read back, exists only with test hooks on.
  t = createTestApp({ testHooks: true });
});

const SINK = '/analytics/2/httpapi';

describe('analytics sink', () => {
  it('ingests an Amplitude HTTP V2 batch and lists the events, newest last', async () => {
    const body = {
      api_key: 'local-key',
      events: [
        { event_type: 'session_start', device_id: 'd1', time: 1 },
        { event_type: 'book all clicked', device_id: 'd1', time: 2 },
      ],
      options: { min_id_length: 1 },
    };
    const response = await t.request(SINK, { method: 'POST', body });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ code: 200, events_ingested: 2 });
    expect(answer.payload_size_bytes).toBe(JSON.stringify(body).length);
    expect(typeof answer.server_upload_time).toBe('number');

    await t.request(SINK, {
      method: 'POST',
      body: { api_key: 'local-key', events: [{ event_type: 'later', device_id: 'd1' }] },
    });
    const { events } = await (await t.request('/analytics/events')).json();
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'session_start',
      'book all clicked',
      'later',
    ]);
  });

  it.each([
    [{ events: [{ event_type: 'x' }] }, 'api_key'],
    [{ api_key: 'k' }, 'events'],
  ])('answers 400 for %j (missing %s)', async (body, field) => {
    const response = await t.request(SINK, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, missing_field: field });
    const { events } = await (await t.request('/analytics/events')).json();
    expect(events).toEqual([]);
  });
});
