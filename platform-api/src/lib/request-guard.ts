import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, forbidden } from './errors';
import { MESSAGES } from './messages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
/** The cover upload is the one API write that is not JSON. */
const COVER_PATH = /^\/v2\/creator\/titles\/[^/]+\/cover$/;
/** platform-api's own HTML pages post their forms here (the sign-in page and the verify page). */
const FORM_PATHS: ReadonlySet<string> = new Set(['/signin', '/account/verify-email']);

/** The content types a write to `path` may carry. */
function acceptedTypes(path: string): readonly string[] {
  // The analytics proxy takes what the Amplitude SDK sends: JSON from fetch, and text/plain from
  // navigator.sendBeacon, which cannot set a content type (the page is closing).
  if (path.startsWith('/analytics/')) return [JSON_TYPE, 'text/plain'];
  if (COVER_PATH.test(path)) return ['multipart/form-data'];
  if (FORM_PATHS.has(path)) return FORM_TYPES;
  return [JSON_TYPE];
}

const mediaType = (header: string) => (header.split(';')[0] ?? '').trim().toLowerCase();

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined;
}

/**
 * Writes come only from the portal's own scripts (and platform-api's own forms), never from a form
 * or a page on another site:
 *
 * - A write from another site is refused (403): `Sec-Fetch-Site: cross-site`, or an `Origin` that
 *   is neither our own nor one of the portal's (`allowedOrigins`, the list CORS allows).
 * - An API write made by submitting a form (`Sec-Fetch-Mode: navigate`) is refused (403): the
 *   portal calls the API with fetch/XHR, so a same-site page cannot make the browser post a form
 *   to it with the author's cookie. That includes POST /v2/signOut.
 * - Every write carries a content type the route reads: JSON for the API (415 otherwise), so a
 *   cross-origin write always needs a CORS preflight, which only allowed origins pass; multipart
 *   only for the cover upload; form encodings only for platform-api's own pages. A write without
 *   a body and without a content type (signOut, DELETE) is fine.
 * - Our own forms (sign-in, verify email) are accepted from our own origin only.
 */
export function requestGuard(allowedOrigins: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const path = c.req.path;
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;

    if (FORM_PATHS.has(path)) {
      const sameOrigin =
        (site === undefined || site === 'same-origin' || site === 'none') &&
        (origin === undefined || origin === ownOrigin);
      if (!sameOrigin) throw forbidden(MESSAGES.crossSiteWrite);
    } else {
      if (site === 'cross-site') throw forbidden(MESSAGES.crossSiteWrite);
      if (origin !== undefined && origin !== ownOrigin && !allowedOrigins.has(origin)) {
        throw forbidden(MESSAGES.crossSiteWrite);
      }
      if (c.req.header('sec-fetch-mode') === 'navigate') throw forbidden(MESSAGES.crossSiteWrite);
    }

    const contentType = c.req.header('content-type');
    if (contentType === undefined && !hasBody(c)) return next();
    const accepted = acceptedTypes(path);
    if (!accepted.includes(mediaType(contentType ?? ''))) {
      throw new ApiError(
        415,
        'ValidationError',
        MESSAGES.unsupportedContentType(accepted[0] ?? ''),
      );
    }
    return next();
  };
}
