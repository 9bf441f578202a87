import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from './errors';
import { requestLocale } from './i18n';
import { MESSAGES } from './messages';

const MB = 1024 * 1024;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `limit` units per `perSeconds`: a bucket that holds `limit` and refills at that pace. */
export interface RateBudget {
  limit: number;
  perSeconds: number;
}

/** A member's budgets; null turns one off. */
export interface MemberBudgets {
  /** Writes of a signed-in member, one unit each. */
  writes: RateBudget | null;
  /**
   * The bytes of a signed-in member's write bodies. Only large bodies reach it: chapter content
   * (DOMPurify over jsdom, seconds for a chapter at the contract's maximum) and cover uploads.
   */
  writeBytes: RateBudget | null;
  /**
   * The bytes of the answers to a signed-in member's reads under /v2/, charged once answered.
   * Only large answers reach it: a 5,000-chapter work's list (1.5 MB, some 75 ms to build) or a
   * year of every work's daily numbers (the data center's CSV).
   */
  readBytes: RateBudget | null;
}

export interface RateLimits extends MemberBudgets {
  /** Writes without a session (the sign-in and verify forms, /v2/ writes answered 401), per address. */
  signedOutWrites: RateBudget | null;
}

/**
 * Far above what an author does by hand (a save, a click or a sign-in a second, sustained), low
 * enough that a loop cannot hold the one event loop: one member saving chapters at the contract's
 * maximum (6 MB, 2 to 4 s of cleaning each) in a loop gets some three saves a minute, a fifth of
 * the server's time at most, and reading its largest answers in a loop under a tenth; without a
 * limit, either took all of it.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  writes: { limit: 300, perSeconds: 60 },
  writeBytes: { limit: 20 * MB, perSeconds: 60 },
  readBytes: { limit: 30 * MB, perSeconds: 60 },
  signedOutWrites: { limit: 60, perSeconds: 60 },
};

/** Turns every budget off (PLATFORM_API_RATE_LIMITS=off). */
export const NO_RATE_LIMITS: RateLimits = {
  writes: null,
  writeBytes: null,
  readBytes: null,
  signedOutWrites: null,
};

/**
 * The budgets from the environment: PLATFORM_API_RATE_LIMITS=off turns them all off;
 * PLATFORM_API_WRITES_PER_MINUTE, PLATFORM_API_WRITE_MB_PER_MINUTE,
 * PLATFORM_API_READ_MB_PER_MINUTE and PLATFORM_API_SIGNED_OUT_WRITES_PER_MINUTE set one each (a
 * positive number, or off).
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  if (env.PLATFORM_API_RATE_LIMITS === 'off') return NO_RATE_LIMITS;
  const perMinute = (name: string, fallback: RateBudget | null, unit = 1): RateBudget | null => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    if (value === 'off') return null;
    const amount = Number(value);
    if (!Number.isFinite(amount) || amount <= 0) {
      throw new Error(`${name} must be a positive number or off (got "${value}")`);
    }
    return { limit: amount * unit, perSeconds: 60 };
  };
  const defaults = DEFAULT_RATE_LIMITS;
  return {
    writes: perMinute('PLATFORM_API_WRITES_PER_MINUTE', defaults.writes),
    writeBytes: perMinute('PLATFORM_API_WRITE_MB_PER_MINUTE', defaults.writeBytes, MB),
    readBytes: perMinute('PLATFORM_API_READ_MB_PER_MINUTE', defaults.readBytes, MB),
    signedOutWrites: perMinute(
      'PLATFORM_API_SIGNED_OUT_WRITES_PER_MINUTE',
      defaults.signedOutWrites,
    ),
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before the full ones (nobody used them for a while) are dropped. */
const PRUNE_ABOVE = 10_000;

/**
 * Token buckets by key, in memory: platform-api is one process, so one map sees every request.
 * The clock is injected (milliseconds), so tests move time instead of waiting.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { bucket: Bucket; budget: RateBudget }>();

  constructor(private readonly now: () => number) {}

  private level(key: string, budget: RateBudget, now: number): number {
    const kept = this.buckets.get(key);
    if (!kept) return budget.limit;
    const elapsed = Math.max(0, now - kept.bucket.at);
    return Math.min(budget.limit, kept.bucket.tokens + elapsed * rate(budget));
  }

  /**
   * Whole milliseconds until `cost` can be taken from the bucket (0: now). Rounded with a
   * tolerance, so a request sent exactly when Retry-After said is never refused for a rounding
   * error of the refill.
   */
  wait(key: string, budget: RateBudget, cost: number): number {
    const tokens = this.level(key, budget, this.now());
    const needed = Math.min(cost, budget.limit);
    return Math.max(0, Math.ceil((needed - tokens) / rate(budget) - 1e-6));
  }

  /**
   * Takes `cost`, at most the whole budget (so any one request can pass once the bucket is full).
   * Callers check wait() first, or charge afterwards what could not be known before (the size of
   * an answer): the bucket may then fall below zero, and the next request waits longer.
   */
  take(key: string, budget: RateBudget, cost: number): void {
    const now = this.now();
    const tokens = this.level(key, budget, now) - Math.min(cost, budget.limit);
    this.buckets.set(key, { bucket: { tokens, at: now }, budget });
    if (this.buckets.size > PRUNE_ABOVE) this.pruneFull(now);
  }

  /** Forgets the buckets whose keys start with `prefix` (they start full again). */
  forget(prefix: string): void {
    for (const key of this.buckets.keys()) if (key.startsWith(prefix)) this.buckets.delete(key);
  }

  private pruneFull(now: number): void {
    for (const [key, { budget }] of this.buckets) {
      if (this.level(key, budget, now) >= budget.limit) this.buckets.delete(key);
    }
  }
}

const rate = (budget: RateBudget) => budget.limit / (budget.perSeconds * 1000);

/** The error a refused request gets, its message naming the wait. */
export const throttled = (retryAfterSeconds: number) =>
  new ApiError(429, 'ThrottlingException', MESSAGES.throttled(retryAfterSeconds));

/** The client's address; 'unknown' without a socket (requests made in tests). */
function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The body's size: Content-Length when sent, else the body itself (already capped by body-limit). */
async function bodyBytes(body: Request | Response): Promise<number> {
  const length = body.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length)) return Number(length);
  if (!body.body) return 0;
  return (await body.clone().arrayBuffer()).byteLength;
}

/** The 429 answer: the error envelope in the request's language, with Retry-After. */
function refuse(c: Context<AppEnv>, waitMs: number): Response {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const locale = requestLocale(c.req.header('accept-language'));
  // Retry-After is not a header a page may read across origins unless it is exposed; the portal
  // reads it to say how long to wait. Added to what CORS may already expose.
  const exposed = c.res.headers.get('Access-Control-Expose-Headers');
  c.header('Access-Control-Expose-Headers', exposed ? `${exposed}, Retry-After` : 'Retry-After');
  c.header('Retry-After', String(seconds));
  return c.json(throttled(seconds).toBody(locale), 429);
}

export interface RateLimiter {
  middleware: MiddlewareHandler<AppEnv>;
  /** Gives one member its own budgets (null: back to the server's), starting full. */
  override: (memberId: string, budgets: MemberBudgets | null) => void;
}

interface Charge {
  key: string;
  budget: RateBudget;
  cost: number;
}

/**
 * Rate limits, the platform's ThrottlingException. Writes (POST, PUT, PATCH, DELETE): per member
 * when signed in (a count and a byte budget), per client address when not. A refused write is
 * answered 429 with Retry-After (whole seconds) before any route reads it, so it costs nothing
 * and, answered ahead of lib/idempotency.ts, leaves its key unspent: the retry after the wait
 * carries the same key and acts once. A refusal takes nothing from the budgets. Reads of a
 * signed-in member under /v2/ are charged the size of their answers, once answered, and refused
 * while that budget is spent. Test hooks and the analytics sink (which answers in Amplitude's
 * shape) are not limited.
 */
export function createRateLimiter(deps: AppDeps, limits: RateLimits): RateLimiter {
  const buckets = new TokenBuckets(() => deps.now().getTime());
  const overrides = new Map<string, MemberBudgets>();

  const waitFor = (charges: Charge[]) =>
    Math.max(0, ...charges.map((ch) => buckets.wait(ch.key, ch.budget, ch.cost)));

  const read: MiddlewareHandler<AppEnv> = async (c, next) => {
    const member = c.get('member');
    const budget = member && (overrides.get(member.member_id) ?? limits).readBytes;
    if (!member || !budget || !c.req.path.startsWith('/v2/')) return next();
    const key = `member:${member.member_id}:reads`;
    const waitMs = waitFor([{ key, budget, cost: 1 }]);
    if (waitMs > 0) return refuse(c, waitMs);
    await next();
    buckets.take(key, budget, await bodyBytes(c.res));
  };

  const write: MiddlewareHandler<AppEnv> = async (c, next) => {
    const member = c.get('member');
    const charges: Charge[] = [];
    if (member) {
      const id = member.member_id;
      const budgets = overrides.get(id) ?? limits;
      if (budgets.writes) {
        charges.push({ key: `member:${id}:writes`, budget: budgets.writes, cost: 1 });
      }
      if (budgets.writeBytes) {
        const cost = await bodyBytes(c.req.raw);
        charges.push({ key: `member:${id}:bytes`, budget: budgets.writeBytes, cost });
      }
    } else if (limits.signedOutWrites) {
      const key = `address:${clientAddress(c)}`;
      charges.push({ key, budget: limits.signedOutWrites, cost: 1 });
    }
    const waitMs = waitFor(charges);
    if (waitMs > 0) return refuse(c, waitMs);
    for (const charge of charges) buckets.take(charge.key, charge.budget, charge.cost);
    return next();
  };

  const middleware: MiddlewareHandler<AppEnv> = (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__test__/') || path.startsWith('/analytics/')) return next();
    if (c.req.method === 'GET') return read(c, next);
    if (WRITES.has(c.req.method)) return write(c, next);
    return next();
  };

  const override = (memberId: string, budgets: MemberBudgets | null) => {
    if (budgets) overrides.set(memberId, budgets);
    else overrides.delete(memberId);
    buckets.forget(`member:${memberId}:`);
  };

  return { middleware, override };
}
