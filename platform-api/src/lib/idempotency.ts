import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../context';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from './contract';
import { ApiError, badRequest, conflict } from './errors';
import { MESSAGES } from './messages';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

interface StoredAnswer {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * Idempotency-Key for writes: a retry of a request whose answer was lost (a timeout, then Retry)
 * gets the first answer again instead of acting twice. A key is scoped to the signed-in member,
 * the method and the path; its answer (status and body) is kept in SQLite for 24 hours, so it
 * outlives a restart and stays bounded by a day of writes. The same key with another body is
 * refused (422): the client reused a key for a new intent. A repeat while the first is still
 * being answered gets 409. A 5xx answer is not kept: nothing was done, and a retry should run.
 * Requests without the header, reads and anonymous requests pass through untouched.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  const prune = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const find = db.prepare(
    `SELECT request_hash, status, content_type, body FROM idempotency_keys
     WHERE member_id = ? AND idempotency_key = ? AND method = ? AND path = ?`,
  );
  const begin = db.prepare(
    `INSERT INTO idempotency_keys (member_id, idempotency_key, method, path, request_hash,
       created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const finish = db.prepare(
    `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?
     WHERE member_id = ? AND idempotency_key = ? AND method = ? AND path = ?`,
  );
  const forget = db.prepare(
    `DELETE FROM idempotency_keys
     WHERE member_id = ? AND idempotency_key = ? AND method = ? AND path = ?`,
  );

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const member = c.get('member');
    if (key === undefined || !member || !WRITES.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      throw badRequest(MESSAGES.idempotencyKeyInvalid(IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX));
    }

    const now = deps.now();
    prune.run(new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
    const scope = [member.member_id, key, c.req.method, c.req.path] as const;
    // A clone: the route still reads the body itself, as JSON or as a multipart form.
    const body = await c.req.raw.clone().arrayBuffer();
    const hash = createHash('sha256').update(new Uint8Array(body)).digest('hex');

    const stored = find.get(...scope) as StoredAnswer | undefined;
    if (stored) {
      if (stored.request_hash !== hash) {
        throw new ApiError(
          422,
          'ValidationError',
          MESSAGES.idempotencyKeyReused(IDEMPOTENCY_KEY_HEADER, key),
        );
      }
      if (stored.status === null) {
        throw conflict(MESSAGES.idempotencyKeyInProgress(IDEMPOTENCY_KEY_HEADER, key));
      }
      c.header('Idempotent-Replayed', 'true');
      if (stored.content_type) c.header('Content-Type', stored.content_type);
      return c.body(stored.body ?? '', stored.status as ContentfulStatusCode);
    }

    // better-sqlite3 is synchronous: no other request runs between the look-up and this insert.
    begin.run(...scope, hash, now.toISOString());
    let kept = false;
    try {
      await next();
      if (c.res.status < 500) {
        const answer = await c.res.clone().text();
        finish.run(c.res.status, c.res.headers.get('Content-Type'), answer, ...scope);
        kept = true;
      }
    } finally {
      if (!kept) forget.run(...scope);
    }
  };
}
