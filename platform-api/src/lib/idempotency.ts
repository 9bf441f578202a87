import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../context';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from './contract';
import { ApiError, badRequest, conflict } from './errors';
import { MESSAGES } from './messages';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The largest answer kept whole. A chapter saved at the contract's limit answers ~6 MB; kept per
 * save for a day, an author saving a long chapter often would fill the database. A chapter of
 * ordinary length (tens of thousands of characters) stays under it and replays exactly.
 */
export const IDEMPOTENCY_BODY_MAX = 64 * 1024;
/**
 * Writes whose answer is what a GET of the same path answers (the resource as saved): an answer
 * over IDEMPOTENCY_BODY_MAX is kept by its hash only, and a repeat reads the resource again.
 */
const READ_AGAIN: readonly { method: string; path: RegExp }[] = [
  { method: 'PUT', path: /^\/v2\/creator\/chapters\/[^/]+$/ },
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

interface StoredAnswer {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  body_hash: string | null;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Answers a GET of the request's path as the same member (app.ts passes the app itself). */
export type ReadAgain = (c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * Idempotency-Key for writes: a retry of a request whose answer was lost (a timeout, then Retry)
 * gets the first answer again instead of acting twice. A key is scoped to the signed-in member,
 * the method and the path; its answer (status and body) is kept in SQLite for 24 hours, so it
 * outlives a restart and stays bounded by a day of writes. The same key with another body is
 * refused (422): the client reused a key for a new intent. A repeat while the first is still
 * being answered gets 409. A 5xx answer is not kept: nothing was done, and a retry should run.
 * Requests without the header, reads and anonymous requests pass through untouched.
 *
 * An answer over IDEMPOTENCY_BODY_MAX to a write in READ_AGAIN (a chapter saved) is kept as its
 * status and SHA-256 only. A repeat reads the resource again (`readAgain`): while it is still
 * what the first answer said, that is the first answer, byte for byte; once it has changed since
 * (saved again elsewhere), the repeat gets 409 Conflict, as a save from a stale version would.
 */
export function idempotency(deps: AppDeps, readAgain?: ReadAgain): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  const prune = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const find = db.prepare(
    `SELECT request_hash, status, content_type, body, body_hash FROM idempotency_keys
     WHERE member_id = ? AND idempotency_key = ? AND method = ? AND path = ?`,
  );
  const begin = db.prepare(
    `INSERT INTO idempotency_keys (member_id, idempotency_key, method, path, request_hash,
       created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const finish = db.prepare(
    `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?, body_hash = ?
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
    const hash = sha256(new Uint8Array(body));
    const canReadAgain =
      readAgain !== undefined &&
      READ_AGAIN.some(({ method, path }) => method === c.req.method && path.test(c.req.path));

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
      let replayed = stored.body;
      if (replayed === null && stored.body_hash !== null && readAgain) {
        const now = await readAgain(c);
        const text = await now.text();
        if (now.status !== 200 || sha256(text) !== stored.body_hash) {
          throw conflict(MESSAGES.idempotencyKeyChangedSince(IDEMPOTENCY_KEY_HEADER, key));
        }
        replayed = text;
      }
      c.header('Idempotent-Replayed', 'true');
      if (stored.content_type) c.header('Content-Type', stored.content_type);
      return c.body(replayed ?? '', stored.status as ContentfulStatusCode);
    }

    // better-sqlite3 is synchronous: no other request runs between the look-up and this insert.
    begin.run(...scope, hash, now.toISOString());
    let kept = false;
    try {
      await next();
      if (c.res.status < 500) {
        const answer = await c.res.clone().text();
        const byReference =
          canReadAgain && c.res.status === 200 && Buffer.byteLength(answer) > IDEMPOTENCY_BODY_MAX;
        finish.run(
          c.res.status,
          c.res.headers.get('Content-Type'),
          byReference ? null : answer,
          byReference ? sha256(answer) : null,
          ...scope,
        );
        kept = true;
      }
    } finally {
      if (!kept) forget.run(...scope);
    }
  };
}
