import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Amplitude's HTTP V2 limit on one request. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stand-in for Amplitude's HTTP V2 endpoint (the shell's /analytics proxy points here): it
 * answers the way Amplitude does and keeps the events so tests can read them back.
 */
export function registerAnalyticsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.post('/analytics/2/httpapi', async (c) => {
    const raw = await c.req.text();
    const size = Buffer.byteLength(raw);
    if (size > MAX_PAYLOAD_BYTES) return c.json({ code: 413, error: 'Payload too large' }, 413);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ code: 400, error: 'Invalid JSON request body' }, 400);
    }
    if (!isRecord(body) || typeof body.api_key !== 'string' || body.api_key === '') {
      return c.json(
        { code: 400, error: 'Request missing required field', missing_field: 'api_key' },
        400,
      );
    }
    if (!Array.isArray(body.events) || body.events.length === 0) {
      return c.json(
        { code: 400, error: 'Request missing required field', missing_field: 'events' },
        400,
      );
    }
    const invalid = body.events
      .map((event, index) => (isRecord(event) && typeof event.event_type === 'string' ? -1 : index))
      .filter((index) => index >= 0);
    if (invalid.length > 0) {
      return c.json(
        {
          code: 400,
          error: 'Invalid field values on some events',
          events_with_invalid_fields: { event_type: invalid },
        },
        400,
      );
    }
    const receivedAt = deps.now();
    const insert = db.prepare(
      'INSERT INTO analytics_events (api_key, event_json, received_at) VALUES (?, ?, ?)',
    );
    const apiKey = body.api_key;
    const events = body.events;
    db.transaction(() => {
      for (const event of events)
        insert.run(apiKey, JSON.stringify(event), receivedAt.toISOString());
    })();
    return c.json({
      code: 200,
      events_ingested: events.length,
      payload_size_bytes: size,
      server_upload_time: receivedAt.getTime(),
    });
  });

  // The stored events are for tests to read back: with test hooks only, never in a deployment
  // (they would let anyone read and erase what every author's browser sent).
  if (!deps.testHooks) return;

  app.get('/analytics/events', (c) => {
    const rows = db.prepare('SELECT event_json FROM analytics_events ORDER BY id').all() as {
      event_json: string;
    }[];
    return c.json({ events: rows.map((r) => JSON.parse(r.event_json) as unknown) });
  });

  app.delete('/analytics/events', (c) => {
    db.prepare('DELETE FROM analytics_events').run();
    return c.json({ ok: true });
  });
}
