#!/usr/bin/env node
// `npm run dev`: platform-api (restarts on change) and every app's webpack dev server (hot reload),
// on the same ports as `npm start`. Ctrl-C stops everything.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  assertPortsFree,
  bold,
  green,
  red,
  startProcess,
  stopAll,
  waitForHttp,
} from './lib/proc.mjs';
import { API_PORT, API_URL, APPS, DEMO_ACCOUNTS, SHELL_URL } from './lib/workspace.mjs';

async function main() {
  await assertPortsFree([API_PORT, ...APPS.map((app) => app.port)]);
  const dbPath = process.env.DB_PATH ?? path.join(ROOT, 'platform-api', 'data', 'creator.db');
  if (dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), { recursive: true });

  const onExit = (name) => (code) => {
    console.error(red(`${name} stopped (exit ${code}); stopping everything.`));
    stopAll().then(() => process.exit(1));
  };
  const api = startProcess(
    'api',
    path.join(ROOT, 'platform-api', 'node_modules', '.bin', 'tsx'),
    ['watch', 'src/main.ts'],
    {
      cwd: path.join(ROOT, 'platform-api'),
      env: { PORT: String(API_PORT), DB_PATH: dbPath },
      onExit: onExit('api'),
    },
  );
  const servers = APPS.map((app) =>
    startProcess(
      app.name,
      path.join(ROOT, app.dir, 'node_modules', '.bin', 'webpack'),
      ['serve', '--mode', 'development'],
      { cwd: path.join(ROOT, app.dir), onExit: onExit(app.name) },
    ),
  );
  await Promise.all([
    waitForHttp(`${API_URL}/signin`, { timeoutMs: 60_000, process: api }),
    ...APPS.map((app, index) =>
      waitForHttp(`http://localhost:${app.port}/`, { timeoutMs: 300_000, process: servers[index] }),
    ),
  ]);
  console.log(`
${green(bold('Dev servers are running.'))} Open ${bold(SHELL_URL)}
  Demo accounts: ${DEMO_ACCOUNTS.map(([email]) => email).join(', ')}
  Press Ctrl-C to stop.
`);
}

main().catch(async (error) => {
  console.error(red(`\nnpm run dev failed: ${error instanceof Error ? error.message : error}`));
  await stopAll();
  process.exit(1);
});
