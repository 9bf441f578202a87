/** Test harness: a seeded in-memory app, driven with app.request() (no port). */
import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { seed } from '../db/seed';

/** A fixed clock, so listing states and date ranges are the same on every run. */
export const TEST_NOW = new Date('2026-06-15T04:00:00.000Z');

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
}

export interface TestApp {
  db: Database;
  app: Hono<AppEnv>;
  request: (path: string, options?: RequestOptions) => Promise<Response>;
  signIn: (email: string) => Promise<string>;
}

export function createTestApp(options: { testHooks?: boolean } = {}): TestApp {
  const db: Database = openDatabase(':memory:');
  seed(db, TEST_NOW);
  const app = createApp({ db, testHooks: options.testHooks ?? false, now: () => TEST_NOW });

  const request = async (
    path: string,
    { method = 'GET', body, cookie, headers = {} }: RequestOptions = {},
  ) => {
    // The tests read the server's messages in English unless they ask for another language
    // (the server's own default, zh-TW, is tested in language.test.ts).
    const init: RequestInit = { method, headers: { 'Accept-Language': 'en', ...headers } };
    const all = init.headers as Record<string, string>;
    if (cookie) all['Cookie'] = cookie;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      all['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    return app.request(path, init);
  };

  /** Signs in through the sign-in form and returns the Cookie header value. */
  const signIn = async (email: string): Promise<string> => {
    const response = await app.request('/signin', {
      method: 'POST',
      body: new URLSearchParams({ email }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const match = /creator_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (!match?.[1]) throw new Error(`sign-in as ${email} set no cookie`);
    return `creator_session=${match[1]}`;
  };

  return { db, app, request, signIn };
}

/**
 * With jest's fake timers on (setImmediate left real): resolves once a request on its way has
 * set a timer (an injected delay), or once `answered()` says it finished without one.
 */
export async function untilATimerIsSet(answered: () => boolean): Promise<void> {
  while (jest.getTimerCount() === 0 && !answered()) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
