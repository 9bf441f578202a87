#!/usr/bin/env node
// `npm start`: install, build (production, only what changed), then serve the whole portal as it
// is deployed: platform-api on :4000 with the seeded file database, the shell on :3000 and the four
// remotes on :3001-:3004, each on its own origin. Ctrl-C stops everything.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bold, green, red, stopAll } from './lib/proc.mjs';
import {
  API_URL,
  APPS,
  DEMO_ACCOUNTS,
  SHELL_URL,
  buildIfStale,
  pnpm,
  startPortal,
} from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
if (args.has('--help')) {
  console.log(`Usage: npm start [-- --rebuild] [-- --skip-install]

Installs dependencies, builds the five apps in production mode (skipped when dist is newer than
the sources) and serves the portal at ${SHELL_URL}. Ctrl-C stops everything.`);
  process.exit(0);
}

async function main() {
  if (!args.has('--skip-install')) {
    console.log(bold('Installing dependencies (pnpm install --frozen-lockfile)...'));
    if ((await pnpm(['install', '--frozen-lockfile'])) !== 0) {
      throw new Error('pnpm install failed (see above).');
    }
  }
  if ((await buildIfStale({ force: args.has('--rebuild') })) !== 0) {
    throw new Error('The production build failed (see above).');
  }

  const dbPath = process.env.DB_PATH ?? path.join(ROOT, 'platform-api', 'data', 'creator.db');
  if (dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), { recursive: true });
  console.log(bold('Starting platform-api and the five apps...'));
  await startPortal({
    dbPath,
    onExit: (name, code) => {
      console.error(red(`${name} stopped unexpectedly (exit ${code}); stopping everything.`));
      stopAll().then(() => process.exit(1));
    },
  });

  const width = Math.max(...DEMO_ACCOUNTS.map(([email]) => email.length));
  console.log(`
${green(bold('The creator portal is running.'))}

  Open ${bold(SHELL_URL)}  and sign in with one click as one of these demo accounts:
${DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(width)}  ${what}`).join('\n')}

  platform-api  ${API_URL}  (database ${path.relative(ROOT, dbPath) || dbPath})
${APPS.map((app) => `  ${app.dir.padEnd(13)} http://localhost:${app.port}`).join('\n')}

  Press Ctrl-C to stop.
`);
}

main().catch(async (error) => {
  console.error(red(`\nnpm start failed: ${error instanceof Error ? error.message : error}`));
  await stopAll();
  process.exit(1);
});
