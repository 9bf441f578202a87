#!/usr/bin/env node
// `npm run test:e2e`: end-to-end tests against the production builds served as deployed.
// Starts platform-api on a fresh database (test hooks on) and the five builds on :3000-:3004, plus
// two helpers some suites need:
//   - a second copy of the shell on :3005 whose remotes.json points `revenue` at :3009, where
//     nothing listens until the "one remote is down" suite starts it to check Retry;
//   - mfe-works' webpack dev server on :3101 (the "local remote inside the deployed shell" suite);
//   - a third copy of the shell whose runtime-config.json leaves apiBaseUrl empty, served on :3007
//     behind a host-routing proxy on :3006: http://creator.portal.localhost:3006 is that shell and
//     http://api.portal.localhost:3006 is platform-api, so the shell must derive its API host.
// Then runs Playwright (Debian's Chromium, never a downloaded browser) and stops everything,
// also on failure and Ctrl-C. Extra arguments go to `playwright test` (e.g. a spec file name).
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ROOT,
  assertPortsFree,
  bold,
  formatDuration,
  red,
  run,
  startProcess,
  stopAll,
  waitForHttp,
} from './lib/proc.mjs';
import { API_URL, APPS, SHELL_URL, buildIfStale, serveApp, startPortal } from './lib/workspace.mjs';

const BROKEN_SHELL_PORT = 3005;
const DEAD_REMOTE_PORT = 3009;
const WORKS_DEV_PORT = 3101;
const DERIVED_PROXY_PORT = 3006;
const DERIVED_SHELL_PORT = 3007;
// Two labels before .localhost: browsers treat creator.portal.localhost and api.portal.localhost
// as one site (as creator.example.com and api.example.com are), so the session cookie is sent.
const DERIVED_SHELL_URL = `http://creator.portal.localhost:${DERIVED_PROXY_PORT}`;
const DERIVED_API_URL = `http://api.portal.localhost:${DERIVED_PROXY_PORT}`;
const CHROMIUM = '/usr/bin/chromium';
const E2E_DIR = path.join(ROOT, 'e2e');
const LOG_FILE = path.join(E2E_DIR, 'test-results', 'servers.log');

const argv = process.argv.slice(2);
const skipBuild = argv.includes('--skip-build');
// --serve: start everything as for the tests, then wait (for Ctrl-C) instead of running them.
const serveOnly = argv.includes('--serve');
const playwrightArgs = argv.filter((arg) => arg !== '--skip-build' && arg !== '--serve');

async function main() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing. Install Debian's Chromium (sudo apt-get install -y chromium) or run ` +
        '`npm test`, which installs it. Playwright never downloads a browser here.',
    );
  }
  if (!skipBuild && (await buildIfStale()) !== 0) throw new Error('The production build failed.');
  await assertPortsFree([
    BROKEN_SHELL_PORT,
    DEAD_REMOTE_PORT,
    WORKS_DEV_PORT,
    DERIVED_PROXY_PORT,
    DERIVED_SHELL_PORT,
  ]);

  const tempDir = mkdtempSync(path.join(tmpdir(), 'creator-e2e-'));
  process.on('exit', () => rmSync(tempDir, { recursive: true, force: true }));
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  writeFileSync(LOG_FILE, '');

  const startedAt = Date.now();
  console.log(
    bold('Starting platform-api (fresh database), the five builds and the test helpers...'),
  );
  const onExit = (name, code) =>
    console.error(red(`${name} exited unexpectedly (exit ${code}); see ${LOG_FILE}`));

  // The mfe-works dev server compiles for a while: start it first so it overlaps the rest.
  const worksDev = startProcess(
    'works-dev',
    path.join(ROOT, 'mfe-works', 'node_modules', '.bin', 'webpack'),
    ['serve', '--mode', 'development', '--port', String(WORKS_DEV_PORT)],
    {
      cwd: path.join(ROOT, 'mfe-works'),
      silent: true,
      logFile: LOG_FILE,
      onExit: (code) => onExit('works-dev', code),
    },
  );

  await startPortal({
    dbPath: path.join(tempDir, 'creator.db'),
    testHooks: true,
    // The three shells the tests open: the portal, the one whose revenue is down, and the one
    // that derives its API host (through the host proxy).
    allowedOrigins: [SHELL_URL, `http://localhost:${BROKEN_SHELL_PORT}`, DERIVED_SHELL_URL],
    silent: true,
    logFile: LOG_FILE,
    onExit,
  });

  // The same shell build, deployed a second time with a remotes.json in which `revenue` lives
  // where nothing answers: what an author sees when one remote's server is down.
  const brokenShellDir = path.join(tempDir, 'shell-broken-revenue');
  cpSync(path.join(ROOT, 'shell', 'dist'), brokenShellDir, { recursive: true });
  const remotes = Object.fromEntries(
    APPS.slice(1).map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  remotes.revenue = `http://localhost:${DEAD_REMOTE_PORT}/mf-manifest.json`;
  writeFileSync(path.join(brokenShellDir, 'remotes.json'), JSON.stringify(remotes, null, 2));
  const brokenShell = serveApp(APPS[0], {
    name: 'shell-3005',
    distDir: brokenShellDir,
    port: BROKEN_SHELL_PORT,
    silent: true,
    logFile: LOG_FILE,
    onExit,
  });
  await waitForHttp(`http://localhost:${BROKEN_SHELL_PORT}/remotes.json`, { process: brokenShell });

  // The same shell build once more, configured as production is: no apiBaseUrl, the API beside it.
  const derivedShellDir = path.join(tempDir, 'shell-derived-api');
  cpSync(path.join(ROOT, 'shell', 'dist'), derivedShellDir, { recursive: true });
  const runtimeConfig = JSON.parse(
    readFileSync(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), 'utf8'),
  );
  writeFileSync(
    path.join(derivedShellDir, 'runtime-config.json'),
    JSON.stringify(
      {
        ...runtimeConfig,
        apiBaseUrl: '',
        signInUrl: `${DERIVED_API_URL}/signin`,
        accountSiteUrl: `${DERIVED_API_URL}/account/verify-email`,
        readerSiteUrl: `${DERIVED_API_URL}/reader`,
        tutorialUrl: `${DERIVED_API_URL}/tutorial`,
      },
      null,
      2,
    ),
  );
  const derivedShell = serveApp(APPS[0], {
    name: 'shell-3007',
    distDir: derivedShellDir,
    port: DERIVED_SHELL_PORT,
    silent: true,
    logFile: LOG_FILE,
    onExit,
  });
  const hostProxy = startProcess(
    'host-proxy',
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'lib', 'host-proxy.mjs'),
      '--port',
      String(DERIVED_PROXY_PORT),
      '--route',
      `api.=${API_URL}`,
      '--fallback',
      `http://localhost:${DERIVED_SHELL_PORT}`,
    ],
    { silent: true, logFile: LOG_FILE, onExit: (code) => onExit('host-proxy', code) },
  );
  await waitForHttp(`http://localhost:${DERIVED_SHELL_PORT}/remotes.json`, {
    process: derivedShell,
  });
  await waitForHttp(`http://localhost:${DERIVED_PROXY_PORT}/runtime-config.json`, {
    process: hostProxy,
  });
  await waitForHttp(`http://localhost:${WORKS_DEV_PORT}/mf-manifest.json`, {
    timeoutMs: 240_000,
    process: worksDev,
  });
  console.log(`Servers ready in ${formatDuration(Date.now() - startedAt)} (logs: ${LOG_FILE}).`);
  if (serveOnly) {
    console.log('Serving until Ctrl-C (--serve).');
    await new Promise(() => {});
  }

  const code = await run(
    process.execPath,
    [
      path.join(E2E_DIR, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      ...playwrightArgs,
    ],
    {
      cwd: E2E_DIR,
      env: {
        E2E_BASE_URL: SHELL_URL,
        E2E_BROKEN_SHELL_URL: `http://localhost:${BROKEN_SHELL_PORT}`,
        E2E_WORKS_DEV_URL: `http://localhost:${WORKS_DEV_PORT}`,
        E2E_DEAD_REMOTE_PORT: String(DEAD_REMOTE_PORT),
        E2E_DERIVED_SHELL_URL: DERIVED_SHELL_URL,
        E2E_DERIVED_API_URL: DERIVED_API_URL,
        PLAYWRIGHT_BROWSERS_PATH: path.join(tempDir, 'no-downloaded-browsers'),
      },
    },
  );
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
  if (exitCode !== 0) console.error(red(`\nEnd-to-end tests failed (exit ${exitCode}).`));
} catch (error) {
  console.error(red(`\nEnd-to-end run failed: ${error instanceof Error ? error.message : error}`));
} finally {
  await stopAll();
}
process.exit(exitCode);
