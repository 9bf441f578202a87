import type { Database } from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from './context';
import { requestBodyLimits } from './lib/body-limit';
import { ApiError, internalError, notFound } from './lib/errors';
import { idempotency } from './lib/idempotency';
import { DEFAULT_ALLOWED_ORIGINS } from './lib/origins';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limit';
import { requestLocale } from './lib/i18n';
import { requestGuard } from './lib/request-guard';
import { memberForRequest } from './lib/session';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerChapterRoutes } from './routes/chapters';
import { registerCommunityRoutes } from './routes/community';
import { registerCommunityTestHooks } from './routes/community-test-hooks';
import { registerMemberRoutes } from './routes/members';
import { registerPageRoutes } from './routes/pages';
import { registerRateLimitTestHooks } from './routes/rate-limit-test-hooks';
import { registerRevenueRoutes } from './routes/revenue';
import { registerRevenueTestHooks } from './routes/revenue-test-hooks';
import { registerStatsRoutes } from './routes/stats';
import { createFaults } from './routes/test-hooks';
import { registerTitleRoutes } from './routes/titles';
import { registerTrackingRoutes } from './routes/tracking';

export interface CreateAppOptions {
  db: Database;
  /** Mount /__test__/* (fault injection). Off unless PLATFORM_API_TEST_HOOKS=1. */
  testHooks?: boolean;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Where sign-in lands without an acceptable redirect. */
  defaultRedirect?: string;
  /** The portal's origins (PLATFORM_API_ALLOWED_ORIGINS); the shell of `npm start` by default. */
  allowedOrigins?: readonly string[];
  /** Write budgets (lib/rate-limit.ts); main.ts reads them from the environment. */
  rateLimits?: RateLimits;
}

export const DEFAULT_PORTAL_URL = 'http://localhost:3000/';

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    testHooks: options.testHooks ?? false,
    now: options.now ?? (() => new Date()),
    defaultRedirect: options.defaultRedirect ?? DEFAULT_PORTAL_URL,
    allowedOrigins: new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS),
  };
  const app = new Hono<AppEnv>();
  const rateLimiter = createRateLimiter(deps, options.rateLimits ?? DEFAULT_RATE_LIMITS);

  app.use(
    '*',
    cors({
      origin: (origin) => (deps.allowedOrigins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  // Responses carry author text (names, intros, chapter HTML) as JSON: never let a browser
  // second-guess a response's type. Nothing here is meant to be framed (the sign-in page would
  // otherwise be clickjackable).
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
  });
  app.use('*', requestGuard(deps.allowedOrigins));
  app.use('*', requestBodyLimits());

  if (deps.testHooks) {
    const faults = createFaults();
    app.use('*', faults.middleware);
    faults.register(app, deps);
    registerRevenueTestHooks(app, deps);
    registerCommunityTestHooks(app, deps);
    registerRateLimitTestHooks(app, deps, rateLimiter);
  }

  app.use('*', async (c, next) => {
    c.set('member', memberForRequest(deps, c));
    await next();
  });
  // Before idempotency: a refused write leaves its key unspent for the retry.
  app.use('*', rateLimiter.middleware);
  // A repeat whose first answer was too large to keep reads the resource again, as its member.
  app.use(
    '/v2/*',
    idempotency(deps, (c) =>
      app.request(c.req.path, {
        headers: {
          Cookie: c.req.header('cookie') ?? '',
          'Accept-Language': c.req.header('accept-language') ?? '',
        },
      }),
    ),
  );

  registerMemberRoutes(app, deps);
  registerTitleRoutes(app, deps);
  registerChapterRoutes(app, deps);
  registerRevenueRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerCommunityRoutes(app, deps);
  registerTrackingRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerPageRoutes(app, deps);

  app.get('/health', (c) => c.json({ ok: true }));

  const locale = (c: Context) => requestLocale(c.req.header('accept-language'));
  app.notFound((c) => c.json(notFound().toBody(locale(c)), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(locale(c)), error.status);
    console.error(error);
    return c.json(internalError().toBody(locale(c)), 500);
  });

  return app;
}
