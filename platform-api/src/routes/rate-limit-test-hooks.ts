import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { parseBody } from '../lib/validate';

const budget = z.object({
  limit: z.number().positive(),
  perSeconds: z.number().positive().max(3600),
});

const overrideBody = z.object({
  /** The member's email: the budgets are that member's alone, so tests beside it are not refused. */
  member: z.string().email(),
  /** Left out or null: no limit of that kind for the member. */
  writes: budget.nullable().optional(),
  writeBytes: budget.nullable().optional(),
  readBytes: budget.nullable().optional(),
});

const clearBody = z.object({ member: z.string().email() });

/**
 * `POST /__test__/rateLimits` gives one member budgets of its own (starting full), so an
 * end-to-end test can see a refusal without lowering the limits of the whole run;
 * `DELETE /__test__/rateLimits` `{ member }` puts the member back on the server's limits.
 * Only mounted with PLATFORM_API_TEST_HOOKS=1.
 */
export function registerRateLimitTestHooks(
  app: Hono<AppEnv>,
  deps: AppDeps,
  limiter: RateLimiter,
): void {
  const memberId = (email: string) => {
    const row = deps.db.prepare('SELECT member_id FROM members WHERE email = ?').get(email) as
      { member_id: string } | undefined;
    if (!row) throw notFound();
    return row.member_id;
  };

  app.post('/__test__/rateLimits', async (c) => {
    const body = await parseBody(c, overrideBody);
    limiter.override(memberId(body.member), {
      writes: body.writes ?? null,
      writeBytes: body.writeBytes ?? null,
      readBytes: body.readBytes ?? null,
    });
    return c.json({ ok: true }, 201);
  });
  app.delete('/__test__/rateLimits', async (c) => {
    const body = await parseBody(c, clearBody);
    limiter.override(memberId(body.member), null);
    return c.json({ ok: true });
  });
}
