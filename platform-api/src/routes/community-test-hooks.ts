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

/**
 * A reader's gift to a work's author, sent as the reader site would, newest of all: end-to-end
 * tests send one while the author pages through the gift box.
 */
const readerGiftBody = z.object({
  titleId: z.string().min(1),
  senderName: z.string().min(1).max(50),
  giftName: z.string().min(1).max(50),
  quantity: z.number().int().min(1),
  value: z.number().int().min(0),
});

/** Only mounted with PLATFORM_API_TEST_HOOKS=1, beside the fault injection. */
export function registerCommunityTestHooks(app: Hono<AppEnv>, deps: AppDeps): void {
  const ownerOf = (titleId: string) => {
    const title = deps.db.prepare('SELECT owner_id FROM titles WHERE title_id = ?').get(titleId) as
      { owner_id: string } | undefined;
    if (!title) throw notFound();
    return title.owner_id;
  };

  app.post('/__test__/gifts', async (c) => {
    const body = await parseBody(c, readerGiftBody);
    const giftId = `gift-test-${randomUUID()}`;
    deps.db
      .prepare(
        `INSERT INTO gifts (gift_id, member_id, title_id, created_at, sender_name, gift_name,
           quantity, value) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        giftId,
        ownerOf(body.titleId),
        body.titleId,
        deps.now().toISOString(),
        body.senderName,
        body.giftName,
        body.quantity,
        body.value,
      );
    return c.json({ giftId }, 201);
  });

  app.post('/__test__/comments', async (c) => {
    const body = await parseBody(c, readerCommentBody);
    ownerOf(body.titleId);
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
