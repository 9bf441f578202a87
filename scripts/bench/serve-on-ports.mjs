// Helpers for a screen benchmark run alone: the production builds served on ports of its own (so it
// never collides with `npm start` on 3000-3004/4000), the demo author's sign-in, Chromium, and
// percentiles. Used by scripts/bench/editor.mjs.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, assertPortsFree, bold, red, stopAll, waitForHttp } from '../lib/proc.mjs';
import {
  APPS,
  API_URL,
  BENCH_API_ENV,
  buildIfStale,
  serveApp,
  startPlatformApi,
} from '../lib/workspace.mjs';
import { cookiesFromSetCookie } from './measure.mjs';

export const DEMO_EMAIL = 'demo@example.com';
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const round = (value) => Math.round(value * 10) / 10;

/** Nearest-rank percentile (p in 0..100); null for no values. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** p50 / p95 / max of a list of milliseconds, rounded to 0.1 ms. */
export function summary(values) {
  return {
    count: values.length,
    p50Ms: round(percentile(values, 50) ?? 0),
    p95Ms: round(percentile(values, 95) ?? 0),
    maxMs: round(Math.max(0, ...values)),
  };
}

/** Signs a Playwright request context in as the demo author (as the API's sign-in page posts). */
export async function signInDemo(request, apiUrl) {
  const response = await request.post(`${apiUrl}/signin`, {
    form: { email: DEMO_EMAIL, redirect: `${apiUrl}/tutorial` },
    maxRedirects: 0,
  });
  if (response.status() !== 303) {
    throw new Error(`Sign-in as ${DEMO_EMAIL} answered HTTP ${response.status()}`);
  }
}

/**
 * Signs the demo author in through the sign-in page's form, as a browser would, and returns the
 * session cookie(s) it set, ready for the browser's cookie jar (`Storage.setCookies`, or
 * Playwright's `addCookies`).
 */
export async function demoSessionCookies(apiUrl) {
  const response = await fetch(`${apiUrl}/signin`, {
    method: 'POST',
    headers: { origin: apiUrl },
    body: new URLSearchParams({ email: DEMO_EMAIL, redirect: `${apiUrl}/tutorial` }),
    redirect: 'manual',
  });
  const setCookie = response.headers.getSetCookie();
  if (response.status !== 303 || setCookie.length === 0) {
    throw new Error(`Sign-in as ${DEMO_EMAIL} answered HTTP ${response.status} without a cookie`);
  }
  return cookiesFromSetCookie(setCookie, `${apiUrl}/signin`, Date.now());
}

/** JSON from an API call through a request context (its cookies: the signed-in session). */
export async function apiJson(request, method, url, data) {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { accept: 'application/json' },
    maxRedirects: 0,
  });
  if (!response.ok()) {
    throw new Error(`${method} ${url}: HTTP ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

/**
 * Serves platform-api (fresh database) and the five production builds: shell on portBase, the
 * remotes on portBase+1..+4, the API on portBase+100. The shell's build is copied and pointed at
 * these ports through the two JSON files it reads at run time. `worksDist` serves another build
 * of mfe-works (e.g. one with a screen not routed on main yet).
 * @returns {Promise<{ shellUrl: string, apiUrl: string, dbPath: string }>}
 */
export async function servePortalOnPorts({ portBase, worksDist = null, label = 'bench' }) {
  const apiUrl = `http://localhost:${portBase + 100}`;
  const port = (app) => portBase + APPS.indexOf(app);
  const shellUrl = `http://localhost:${port(APPS[0])}`;
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.dir, 'dist'))) {
      throw new Error(`${app.dir}/dist is missing: build first (npm run build).`);
    }
  }
  const tempDir = mkdtempSync(path.join(tmpdir(), `creator-${label}-`));
  process.on('exit', () => rmSync(tempDir, { recursive: true, force: true }));

  const shellDir = path.join(tempDir, 'shell');
  cpSync(path.join(ROOT, 'shell', 'dist'), shellDir, { recursive: true });
  writeFileSync(
    path.join(shellDir, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(
        APPS.slice(1).map((app) => [app.name, `http://localhost:${port(app)}/mf-manifest.json`]),
      ),
    ),
  );
  const runtimeConfigFile = path.join(shellDir, 'runtime-config.json');
  writeFileSync(
    runtimeConfigFile,
    readFileSync(runtimeConfigFile, 'utf8').replaceAll(API_URL, apiUrl),
  );

  console.log(
    bold(
      `Serving the production builds on ${portBase}-${portBase + 4}, API on ${portBase + 100}...`,
    ),
  );
  const dbPath = path.join(tempDir, 'creator.db');
  const api = startPlatformApi({
    dbPath,
    port: portBase + 100,
    silent: true,
    allowedOrigins: [shellUrl],
    env: BENCH_API_ENV,
  });
  const servers = APPS.map((app) =>
    serveApp(app, {
      port: port(app),
      distDir:
        app.name === 'shell'
          ? shellDir
          : app.name === 'works' && worksDist
            ? path.resolve(worksDist)
            : undefined,
      apiUrl,
      silent: true,
    }),
  );
  await Promise.all([
    waitForHttp(`${apiUrl}/signin`, { timeoutMs: 60_000, process: api }),
    ...APPS.map((app, index) =>
      waitForHttp(
        `http://localhost:${port(app)}/${app.name === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`,
        { timeoutMs: 30_000, process: servers[index] },
      ),
    ),
  ]);
  return { shellUrl, apiUrl, dbPath };
}

/** The e2e package's Playwright, for Chromium. */
export function playwrightChromium() {
  return createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test').chromium;
}

/** Debian's Chromium through the e2e package's Playwright. */
export async function launchChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium).`);
  return playwrightChromium().launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A browser context as an author in Taiwan has it (the benchmarks' pages). */
export function authorContext(browser) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
}

/** Writes reports/<name>.json and reports/<name>.md. */
export function writeReport(name, json, markdown) {
  const reportDir = path.join(ROOT, 'reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(reportDir, `${name}.md`), markdown);
}

/**
 * A screen benchmark run on its own: builds if stale, serves the portal on ports of its own,
 * calls `run({ page, shellUrl, apiUrl, dbPath, ...options(option) })` (dbPath: the portal's
 * throw-away database), writes reports/<name>.{json,md}.
 * `debugEnv` names the variable that echoes the page's console and errors.
 */
export async function runAlone({ name, title, defaultPortBase, debugEnv, options, run }) {
  const argv = process.argv.slice(2);
  const option = (flag, fallback) => {
    const index = argv.indexOf(flag);
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
  };
  try {
    const portBase = Number(option('--port-base', String(defaultPortBase)));
    // Something else answering on our ports would be measured instead of the portal: refuse.
    await assertPortsFree([portBase + 100, ...APPS.map((_, index) => portBase + index)]);
    if (!argv.includes('--skip-build') && (await buildIfStale()) !== 0) {
      throw new Error('The production build failed.');
    }
    const { shellUrl, apiUrl, dbPath } = await servePortalOnPorts({
      portBase,
      worksDist: option('--works-dist', null),
      label: name,
    });
    const browser = await launchChromium();
    try {
      const page = await (await authorContext(browser)).newPage();
      if (process.env[debugEnv]) {
        page.on('console', (message) => console.log(`[page ${message.type()}] ${message.text()}`));
        page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
      }
      console.log(`Measuring ${title}...`);
      const { json, markdown } = await run({
        page,
        shellUrl,
        apiUrl,
        dbPath,
        ...options(option),
      });
      json.machine = { node: process.version, chromium: browser.version() };
      writeReport(name, json, markdown);
      console.log(`\n${markdown}`);
      console.log(`Wrote reports/${name}.json and reports/${name}.md`);
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.error(red(`\n${title} failed: ${error instanceof Error ? error.message : error}`));
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
