import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { REVENUE_SOURCES } from '../lib/contract';
import { notFound } from '../lib/errors';
import { parseBody } from '../lib/validate';

/**
 * A line of revenue, as the platform's billing would book it. Nothing in this API earns money, so
 * end-to-end tests book the lines they look for here: each test on a work of its own.
 */
const revenueLineBody = z.object({
  titleId: z.string().min(1),
  chapterId: z.string().min(1).nullable().optional(),
  source: z.enum(REVENUE_SOURCES),
  amount: z.number().int(),
  /** When it was earned; now when left out. */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});

/** Only mounted with PLATFORM_API_TEST_HOOKS=1, beside the fault injection. */
export function registerRevenueTestHooks(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/__test__/revenue', async (c) => {
    const body = await parseBody(c, revenueLineBody);
    const title = deps.db
      .prepare('SELECT owner_id FROM titles WHERE title_id = ?')
      .get(body.titleId) as { owner_id: string } | undefined;
    if (!title) throw notFound();
    const entryId = `rev-test-${randomUUID()}`;
    const occurredAt = new Date(body.occurredAt ?? deps.now()).toISOString();
    deps.db
      .prepare(
        `INSERT INTO revenue_entries (entry_id, member_id, occurred_at, source, title_id,
           chapter_id, amount) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        entryId,
        title.owner_id,
        occurredAt,
        body.source,
        body.titleId,
        body.chapterId ?? null,
        body.amount,
      );
    return c.json({ entryId, occurredAt }, 201);
  });
}
