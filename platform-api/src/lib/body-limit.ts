import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { COVER_MAX_BYTES } from './contract';
import { ApiError } from './errors';
import { MESSAGES } from './messages';

const MB = 1024 * 1024;

/**
 * The largest JSON body: a chapter at the contract's maximum of 2,000,000 characters is 6 MB of
 * UTF-8 when every character is CJK (3 bytes each), plus its markup, name and note. 8 MB holds
 * that with room to spare and still bounds what one request can make the server buffer.
 */
export const JSON_BODY_MAX_BYTES = 8 * MB;
/** A cover upload: the image itself plus the multipart envelope around it. */
export const COVER_BODY_MAX_BYTES = COVER_MAX_BYTES + 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'ValidationError',
    MESSAGES.bodyTooLarge(Math.round((maxBytes / MB) * 10) / 10),
  );

/**
 * Bounds every request body before a route reads it (Content-Length up front, a streamed body as
 * it arrives) and answers 413 in the error envelope. Cover uploads and the analytics sink have
 * their own limits; the sink answers in Amplitude's shape, so it is left to its route.
 */
export function requestBodyLimits(): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw tooLarge(JSON_BODY_MAX_BYTES);
    },
  });
  const cover = bodyLimit({
    maxSize: COVER_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, 'ValidationError', MESSAGES.coverTooLarge(COVER_MAX_BYTES));
    },
  });
  const analytics = bodyLimit({
    // Amplitude's own limit is 1 MB; the route answers that in Amplitude's shape. This only
    // stops a body far beyond it from being buffered whole.
    maxSize: 2 * MB,
    onError: (c) => c.json({ code: 413, error: 'Payload too large' }, 413),
  });
  return (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/analytics/')) return analytics(c, next);
    if (/^\/v2\/creator\/titles\/[^/]+\/cover$/.test(path)) return cover(c, next);
    return json(c, next);
  };
}
