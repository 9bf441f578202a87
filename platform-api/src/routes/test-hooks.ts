import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { restoreSeededAccount, seed } from '../db/seed';
import { ApiError, codeForStatus, notFound } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { SESSION_COOKIE, sessionTokenHash } from '../lib/session';
import { parseBody } from '../lib/validate';
import { listTrackCalls } from './tracking';

const faultBody = z
  .object({
    /** Any method when left out (preflight OPTIONS is never faulted unless named). */
    method: z
      .string()
      .regex(/^[A-Za-z]+$/)
      .transform((m) => m.toUpperCase())
      .optional(),
    /** An exact path, or a prefix ending with '*'. */
    path: z.string().startsWith('/', 'path must start with /'),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** How many requests it hits; unlimited when left out. */
    times: z.number().int().min(1).optional(),
    /**
     * The request is carried out first and only its answer is replaced by the fault: an answer
     * lost on its way back, after the work was done (what an idempotency key is for).
     */
    after: z.boolean().optional(),
    /**
     * Only requests signed in as this member (an email): a test's fault then never hits the
     * requests of tests running beside it on the same path.
     */
    member: z.string().optional(),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined, 'give a status or a delayMs');

type Fault = z.output<typeof faultBody> & { id: number };

const restoreBody = z.object({ email: z.string().email() });

const matches = (fault: Fault, method: string, path: string, member: () => string | null) => {
  if (fault.method ? fault.method !== method : method === 'OPTIONS') return false;
  const onPath = fault.path.endsWith('*')
    ? path.startsWith(fault.path.slice(0, -1))
    : path === fault.path;
  return onPath && (fault.member === undefined || fault.member === member());
};

/** Fault injection for end-to-end tests. Only mounted with PLATFORM_API_TEST_HOOKS=1. */
export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  let db: AppDeps['db'] | null = null;

  /** The email of the request's session, looked up without touching the session itself. */
  const memberEmail = (c: Context<AppEnv>) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || !db) return null;
    const row = db
      .prepare(
        `SELECT m.email FROM sessions s JOIN members m ON m.member_id = s.member_id
         WHERE s.token_hash = ?`,
      )
      .get(sessionTokenHash(token)) as { email: string } | undefined;
    return row?.email ?? null;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__test__/')) return next();
    const fault = faults.find((f) => matches(f, c.req.method, path, () => memberEmail(c)));
    if (!fault) return next();
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
    }
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status === undefined) return next();
    const injected = () =>
      new ApiError(
        fault.status as ContentfulStatusCode,
        codeForStatus(fault.status ?? 500),
        MESSAGES.injectedFault(fault.status ?? 500),
      );
    if (!fault.after) throw injected();
    await next();
    throw injected();
  };

  const register = (app: Hono<AppEnv>, deps: AppDeps) => {
    db = deps.db;
    app.post('/__test__/faults', async (c) => {
      const body = await parseBody(c, faultBody);
      const fault: Fault = { ...body, id: nextId++ };
      faults.push(fault);
      return c.json(fault, 201);
    });
    app.get('/__test__/faults', (c) => c.json({ faults }));
    app.delete('/__test__/faults', (c) => {
      faults = [];
      return c.json({ ok: true });
    });
    /** The recorded trackEventOnly calls, oldest first; `?path=` keeps one call's. */
    app.get('/__test__/trackCalls', (c) => {
      const path = c.req.query('path');
      const calls = listTrackCalls(deps).filter((call) => !path || call.path === path);
      return c.json({ calls });
    });
    /**
     * One seeded account's status and terms agreement back as seeded, leaving every other row
     * (and so the tests running beside) alone: a test that walks the newcomer through the terms
     * or verifies the unverified author's e-mail starts from the same gate each time it runs.
     */
    app.post('/__test__/members/restore', async (c) => {
      const { email } = await parseBody(c, restoreBody);
      if (!restoreSeededAccount(deps.db, email)) throw notFound();
      return c.json({ ok: true });
    });
    /** Back to the freshly seeded demo data (sessions, analytics events and calls included). */
    app.post('/__test__/reset', (c) => {
      const { db } = deps;
      const tables = db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table'
           AND name NOT IN ('schema_migrations', 'sqlite_sequence')`,
        )
        .all() as { name: string }[];
      db.transaction(() => {
        db.pragma('defer_foreign_keys = ON');
        for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run();
      })();
      seed(db, deps.now());
      faults = [];
      return c.json({ ok: true });
    });
  };

  return { middleware, register };
}
