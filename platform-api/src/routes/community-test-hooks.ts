import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../lib/errors';
import { parseBody } from '../lib/validate';

/**
 * A reader's comment, posted as the reader site would. Readers do not use this API, so end-to-end
 * tests add the comments they act on here: each test gets its own, newest of all.
 */
const readerCommentBody = z.object({
  titleId: z.string().min(1),
  chapterId: z.string().min(1).nullable().optional(),
  readerName: z.string().min(1).max(50),
  body: z.string().min(1).max(2000),
});

/** Only mounted with PLATFORM_API_TEST_HOOKS=1, beside the fault injection. */
export function registerCommunityTestHooks(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/__test__/comments', async (c) => {
    const body = await parseBody(c, readerCommentBody);
    const title = deps.db.prepare('SELECT 1 FROM titles WHERE title_id = ?').get(body.titleId);
    if (!title) throw notFound();
    const commentId = `comment-test-${randomUUID()}`;
    deps.db
      .prepare(
        `INSERT INTO comments (comment_id, title_id, chapter_id, reader_name, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        commentId,
        body.titleId,
        body.chapterId ?? null,
        body.readerName,
        body.body,
        deps.now().toISOString(),
      );
    return c.json({ commentId }, 201);
  });
}
