/**
 * Starts platform-api on PORT (default 4000, on 127.0.0.1 unless PLATFORM_API_HOST) over DB_PATH.
 * Thin on purpose: see app.ts.
 */
import { serve } from '@hono/node-server';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp, DEFAULT_PORTAL_URL } from './app';
import { allowedOrigins, listenHostname } from './config';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { rateLimitsFromEnv } from './lib/rate-limit';

const port = Number(process.env.PORT ?? 4000);
const hostname = listenHostname();
const dbPath = process.env.DB_PATH ?? fileURLToPath(new URL('../data/creator.db', import.meta.url));
const fresh = process.argv.includes('--fresh') || process.env.FRESH_DB === '1';
const testHooks = process.env.PLATFORM_API_TEST_HOOKS === '1';

if (fresh && dbPath !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
}
const db = openDatabase(dbPath);
if (seed(db)) console.log('platform-api: seeded the demo data');

const app = createApp({
  db,
  testHooks,
  defaultRedirect: process.env.PORTAL_URL ?? DEFAULT_PORTAL_URL,
  allowedOrigins: allowedOrigins(),
  rateLimits: rateLimitsFromEnv(process.env),
});
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `platform-api: http://localhost:${info.port} (listening on ${hostname}, db ${dbPath}${
      testHooks ? ', test hooks on' : ''
    })`,
  );
});

const shutdown = (signal: string) => {
  console.log(`platform-api: ${signal}, shutting down`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Keep-alive connections must not hold the process open forever.
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
