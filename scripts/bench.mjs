#!/usr/bin/env node
// `npm run bench`: measures the production builds as deployed and writes reports/bench.json plus
// reports/bench.md. Not a test: nothing here passes or fails on a number.
//
// Measured with Debian's Chromium through @playwright/test:
//   - gzip bytes of the shell's initial load (HTML + every JS/CSS requested until the home page is
//     interactive) and of each remote's entry plus its first screen;
//   - copies of each shared library downloaded across all four remotes;
//   - load time of the home page and route-switch times (median of several runs);
//   - API calls per screen;
//   - the chapter sorting screen with 5,000 chapters (scripts/bench/sorting.mjs), the chapter
//     editor with 100,000 and 200,000 characters (scripts/bench/editor.mjs) and one work's data
//     with 5,000 chapters (scripts/bench/work-data.mjs), written to reports/bench-sorting.*,
//     reports/bench-editor.* and reports/bench-work-data.*, and summed up in reports/bench.md.
//   - the cold switch into each unvisited remote, without and with the shell's warming
//     (scripts/bench/switch.mjs), and LCP plus Lighthouse mobile and desktop scores of the home page
//     and one screen per remote, signed in (scripts/bench/lighthouse.mjs): reports/bench-switch.*,
//     reports/bench-lighthouse.* and, together, reports/perf.md.
// Flags: --skip-build (use dist as it is), --runs N (default 5; 3 for switch and lighthouse),
//        --only portal|switch|lighthouse|sorting|editor|work-data (comma-separated; default all),
//        --pages home,works (lighthouse: only these of its pages; default all).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, bold, formatDuration, red, stopAll } from './lib/proc.mjs';
import {
  API_URL,
  APPS,
  BENCH_API_ENV,
  SHELL_URL,
  buildIfStale,
  startPortal,
} from './lib/workspace.mjs';
import * as editorBench from './bench/editor.mjs';
import { authorContext, launchChromium, writeReport } from './bench/serve-on-ports.mjs';
import { median } from './bench/measure.mjs';
import {
  BUSY_SELECTOR,
  MENU,
  homeInteractive,
  networkQuiet,
  switchTo,
} from './bench/portal-page.mjs';
import * as lighthouseBench from './bench/lighthouse.mjs';
import { breakdown } from './lib/bundle-breakdown.mjs';
import * as sortingBench from './bench/sorting.mjs';
import * as switchBench from './bench/switch.mjs';
import * as workDataBench from './bench/work-data.mjs';

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 5;
const PARTS = argv.includes('--only')
  ? new Set(argv[argv.indexOf('--only') + 1].split(','))
  : new Set(['portal', 'switch', 'lighthouse', 'sorting', 'editor', 'work-data']);
/** The lighthouse part's pages (names from scripts/bench/lighthouse.mjs), all unless --pages says. */
const PAGES = argv.includes('--pages') ? argv[argv.indexOf('--pages') + 1].split(',') : undefined;
/** The first-load parts (cold switches, LCP, Lighthouse) take 3 runs unless --runs says. */
const LOAD_RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 3;
const REPORT_DIR = path.join(ROOT, 'reports');

/**
 * The screens measured, in visiting order: each reached from the side menu (label = the menu
 * entry) or by a link on the screen before it (link = the link's text). A remote's first screen
 * carries the remote's entry; its later screens cost only their own chunks.
 */
const SCREENS = [
  { remote: 'works', label: '我的作品', path: '/book/all' },
  { remote: 'revenue', label: '我的收益', path: '/revenue/detail' },
  { remote: 'insights', label: '數據中心', path: '/data-center' },
  { remote: 'community', label: '留言管理', path: '/comments' },
  { remote: 'community', label: '投稿活動', path: '/contest/all' },
  { remote: 'community', link: '都市懸疑短篇大賞', path: '/contest' },
  { remote: 'community', label: '禮物盒', path: '/gifts' },
].map((screen, index, all) => ({
  ...screen,
  firstOfRemote: all.findIndex((other) => other.remote === screen.remote) === index,
}));
/** Warm switches revisit the menu screens in another order than the cold visit. */
const WARM_ORDER = [
  '/book/all',
  '/data-center',
  '/comments',
  '/contest/all',
  '/gifts',
  '/revenue/detail',
];

/**
 * The revenue remote's other screens, reached from its first one (/revenue/detail) by the links
 * an author clicks: the sub-navigation and the Withdraw button. Each is measured on its first
 * visit, so its bytes are what that screen adds (the report's include the chart library).
 */
const REVENUE_SCREENS = [
  { screen: 'revenueReport', label: '收益報表', path: '/revenue/report', via: 'nav' },
  { screen: 'withdrawalRecord', label: '提領紀錄', path: '/revenue/withdrawal-record', via: 'nav' },
  { screen: 'withdrawForm', label: '申請提領', path: '/withdraw/form', via: 'main' },
];
const REVENUE_NAV = 'nav[aria-label="收益選單"]';
/** Budget of mfe-revenue's own bytes for its entry and first screen, chart library aside. */
const REVENUE_FIRST_SCREEN_BUDGET = 50 * 1024;

const markers = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'library-markers.json'), 'utf8')))
    .filter(([key]) => !key.startsWith('$'))
    .map(([library, source]) => [library, new RegExp(source)]),
);

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);
const round = (value) => Math.round(value * 10) / 10;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Records every response of a page, with its body size raw and gzipped. */
function recordResponses(page) {
  const entries = [];
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    pending.push(
      response
        .body()
        .then((body) => body)
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          entries.push({
            url: response.url(),
            origin: new URL(response.url()).origin,
            type: request.resourceType(),
            method: request.method(),
            status: response.status(),
            bytes: body.length,
            gzipBytes: body.length > 0 ? gzipSync(body, { level: 9 }).length : 0,
            body: request.resourceType() === 'script' ? body.toString('utf8') : '',
          });
        }),
    );
  });
  return {
    /** Waits for the bodies of everything seen so far, then returns and forgets them. */
    async take() {
      await Promise.all(pending.splice(0));
      return entries.splice(0);
    },
  };
}

const APP_ORIGINS = new Set(APPS.map((app) => `http://localhost:${app.port}`));
/** HTML, JS and CSS, plus the JSON an app fetches from its own origin (manifests, remotes.json). */
const isAsset = (entry) =>
  ['document', 'script', 'stylesheet'].includes(entry.type) ||
  (['fetch', 'xhr'].includes(entry.type) && APP_ORIGINS.has(entry.origin));
const isApiCall = (entry) =>
  entry.origin === API_URL && new URL(entry.url).pathname.startsWith('/v2/');

/** @creator/charts' renderer, the chunk the first chart that renders fetches. */
const isChartLibrary = (entry) =>
  entry.type === 'script' && /\/charts-renderer\.[^/]*\.js$/.test(entry.url);

/** The source map of a downloaded script, from the app's build (undefined when none). */
function sourceMapOf(entry) {
  const app = APPS.find((candidate) => entry.origin === `http://localhost:${candidate.port}`);
  if (!app) return undefined;
  const name = `${new URL(entry.url).pathname}.map`;
  // Production builds keep their maps in sourcemaps/ beside dist/ (never published).
  const file = [
    path.join(ROOT, app.dir, 'sourcemaps', name),
    path.join(ROOT, app.dir, 'dist', name),
  ].find((candidate) => existsSync(candidate));
  return file ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** gzip bytes by library of the scripts among `entries` (from their source maps). */
function bytesByLibrary(entries) {
  return breakdown(
    entries
      .filter((entry) => entry.type === 'script')
      .map((entry) => ({ code: entry.body, gzipBytes: entry.gzipBytes, map: sourceMapOf(entry) })),
  );
}

function summarise(entries) {
  const assets = entries.filter(isAsset);
  const byOrigin = {};
  for (const entry of assets) {
    const app = APPS.find((candidate) => entry.origin === `http://localhost:${candidate.port}`);
    const key = app ? app.dir : entry.origin;
    byOrigin[key] ??= { files: 0, bytes: 0, gzipBytes: 0, chartLibraryGzipBytes: 0 };
    byOrigin[key].files += 1;
    byOrigin[key].bytes += entry.bytes;
    byOrigin[key].gzipBytes += entry.gzipBytes;
    // The shared chart library comes from whichever app loads the first chart: counted apart, so
    // an app's own bytes read the same whether or not it happened to be first.
    if (isChartLibrary(entry)) byOrigin[key].chartLibraryGzipBytes += entry.gzipBytes;
  }
  return {
    files: assets.length,
    bytes: assets.reduce((sum, entry) => sum + entry.bytes, 0),
    gzipBytes: assets.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    byApp: byOrigin,
    apiCalls: entries
      .filter(isApiCall)
      .map((entry) => `${entry.method} ${new URL(entry.url).pathname}`),
  };
}

async function signedInState(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${API_URL}/signin?redirect=${encodeURIComponent(`${SHELL_URL}/`)}`);
  await page.getByRole('button', { name: 'demo@example.com' }).click();
  await page.waitForURL((url) => url.origin === SHELL_URL);
  await page.waitForFunction(homeInteractive, MENU, { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold visit: home, then each remote from the menu. Returns sizes, times and API calls. */
async function coldRun(browser, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  const page = await context.newPage();
  const recorder = recordResponses(page);
  const quiet = networkQuiet(page);
  await page.goto(`${SHELL_URL}/`);
  const loadMs = await (
    await page.waitForFunction(
      (menu) => {
        const button = document.querySelector(`${menu} button`);
        return button && !button.disabled && document.querySelector('main')
          ? performance.now()
          : false;
      },
      MENU,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  const homeEntries = await recorder.take();
  const home = { ...summarise(homeEntries), byLibrary: bytesByLibrary(homeEntries) };
  const allScripts = homeEntries.filter((entry) => entry.type === 'script');
  const screens = [];
  for (const screen of SCREENS) {
    const switchMs = await switchTo(page, screen);
    await quiet();
    const entries = await recorder.take();
    allScripts.push(...entries.filter((entry) => entry.type === 'script'));
    screens.push({ ...screen, switchMs, ...summarise(entries) });
  }
  // Warm switches: the remotes are loaded now; this is what moving around costs afterwards.
  const warm = [];
  for (const path of WARM_ORDER) {
    const ms = await switchTo(
      page,
      SCREENS.find((screen) => screen.path === path),
    );
    warm.push({ path, ms });
  }
  // The revenue remote's other screens, from its first one (where the warm switches end), each
  // on its first visit.
  const revenueFirst = SCREENS.find((screen) => screen.remote === 'revenue');
  if ((await page.evaluate(() => window.location.pathname)) !== revenueFirst.path) {
    await switchTo(page, revenueFirst);
  }
  await quiet();
  await recorder.take();
  const revenue = [];
  for (const screen of REVENUE_SCREENS) {
    const switchMs = await switchTo(
      page,
      screen,
      screen.via === 'nav' ? REVENUE_NAV : 'main',
      // Until the chart is drawn too: it loads its library after the data.
      `${BUSY_SELECTOR}, main [aria-busy="true"]`,
    );
    await quiet();
    const entries = await recorder.take();
    const scripts = entries.filter((entry) => entry.type === 'script');
    allScripts.push(...scripts);
    const chartLibraryGzipBytes = scripts
      .filter(isChartLibrary)
      .reduce((sum, entry) => sum + entry.gzipBytes, 0);
    revenue.push({ ...screen, switchMs, chartLibraryGzipBytes, ...summarise(entries) });
  }
  await context.close();
  const copies = Object.fromEntries(
    Object.entries(markers).map(([library, pattern]) => [
      library,
      allScripts.filter((entry) => pattern.test(entry.body)).length,
    ]),
  );
  return { loadMs, home, screens, warm, revenue, copies };
}

/** An app's own gzip bytes without the shared chart library it may have happened to fetch. */
const ownBytes = (app) => (app ? app.gzipBytes - app.chartLibraryGzipBytes : 0);

/** Shell and remote load sizes and times (reports/bench.json); returns its Markdown. */
async function portalBench(browser) {
  const storageState = await signedInState(browser);
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) {
    process.stdout.write(`run ${index + 1}/${RUNS}... `);
    const started = Date.now();
    runs.push(await coldRun(browser, storageState));
    console.log(formatDuration(Date.now() - started));
  }
  const first = runs[0];
  const report = {
    generatedAt: new Date().toISOString(),
    runs: RUNS,
    machine: { node: process.version, chromium: browser.version() },
    notes:
      'Sizes are gzip -9 of each response body (what a gzip-serving CDN would send). Times are ' +
      'medians of cold visits (fresh browser context: empty cache, already signed in); ' +
      'loadMs counts from navigation start until the side menu is usable; switchMs from the ' +
      'menu click until the screen shows its data. Warm switches revisit already loaded remotes.',
    shellInitialLoad: {
      files: first.home.files,
      bytes: first.home.bytes,
      gzipBytes: first.home.gzipBytes,
      byApp: first.home.byApp,
      byLibrary: first.home.byLibrary,
      apiCalls: first.home.apiCalls,
      loadMs: {
        median: round(median(runs.map((run) => run.loadMs))),
        all: runs.map((run) => round(run.loadMs)),
      },
    },
    remotes: SCREENS.map((screen, index) => ({
      remote: screen.remote,
      screen: screen.path,
      /** True: the remote's manifest and entry are in these bytes too. */
      firstOfRemote: screen.firstOfRemote,
      /** gzip bytes served by the remote itself (its entry and chunks; not shared libraries). */
      ownGzipBytes:
        first.screens[index].byApp[APPS.find((app) => app.name === screen.remote).dir]?.gzipBytes ??
        0,
      files: first.screens[index].files,
      bytes: first.screens[index].bytes,
      gzipBytes: first.screens[index].gzipBytes,
      byApp: first.screens[index].byApp,
      apiCalls: first.screens[index].apiCalls,
      coldSwitchMs: {
        median: round(median(runs.map((run) => run.screens[index].switchMs))),
        all: runs.map((run) => round(run.screens[index].switchMs)),
      },
      warmSwitchMs: WARM_ORDER.includes(screen.path)
        ? {
            median: round(
              median(runs.map((run) => run.warm.find((entry) => entry.path === screen.path).ms)),
            ),
          }
        : null,
    })),
    revenueScreens: REVENUE_SCREENS.map((screen, index) => ({
      screen: screen.screen,
      path: screen.path,
      files: first.revenue[index].files,
      gzipBytes: first.revenue[index].gzipBytes,
      byApp: first.revenue[index].byApp,
      chartLibraryGzipBytes: first.revenue[index].chartLibraryGzipBytes,
      apiCalls: first.revenue[index].apiCalls,
      firstVisitMs: {
        median: round(median(runs.map((run) => run.revenue[index].switchMs))),
        all: runs.map((run) => round(run.revenue[index].switchMs)),
      },
    })),
    budgets: {
      revenueFirstScreen: {
        what: "mfe-revenue's own gzip bytes for its manifest, entry and /revenue/detail, chart library aside",
        gzipBytes: ownBytes(
          first.screens[SCREENS.findIndex((s) => s.remote === 'revenue')].byApp['mfe-revenue'],
        ),
        limit: REVENUE_FIRST_SCREEN_BUDGET,
      },
    },
    sharedLibraryCopies: first.copies,
  };
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${markdown(report)}\nWrote reports/bench.json`);
  return markdown(report);
}

async function main() {
  if (!argv.includes('--skip-build') && (await buildIfStale()) !== 0) {
    throw new Error('The production build failed.');
  }
  const tempDir = mkdtempSync(path.join(tmpdir(), 'creator-bench-'));
  process.on('exit', () => rmSync(tempDir, { recursive: true, force: true }));
  console.log(bold('Serving the production builds...'));
  const dbPath = path.join(tempDir, 'creator.db');
  await startPortal({ dbPath, silent: true, apiEnv: BENCH_API_ENV });

  const browser = await launchChromium();
  try {
    const sections = [];
    if (PARTS.has('portal')) sections.push(await portalBench(browser));
    /** The first-load parts: each also lands in reports/perf.md, beside the byte budget. */
    const perfSections = [];
    for (const [part, bench, name] of [
      ['switch', switchBench, 'bench-switch'],
      ['lighthouse', lighthouseBench, 'bench-lighthouse'],
    ]) {
      if (!PARTS.has(part)) continue;
      console.log(bold(`\nMeasuring ${part}...`));
      const loadBefore = loadAverage();
      const result = await bench.run({
        browser,
        shellUrl: SHELL_URL,
        apiUrl: API_URL,
        runs: LOAD_RUNS,
        pages: PAGES,
      });
      const loadAfter = loadAverage();
      result.json.machine = {
        node: process.version,
        chromium: browser.version(),
        loadBefore,
        loadAfter,
      };
      const text = `${result.markdown}\nLoad average (1, 5, 15 min) before: ${loadBefore.join(', ')}; after: ${loadAfter.join(', ')} (${cpus().length} cores).\n`;
      writeReport(name, result.json, text);
      sections.push(text);
      perfSections.push(text);
      console.log(`\n${text}\nWrote reports/${name}.json and reports/${name}.md`);
    }
    if (perfSections.length > 0) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(
        path.join(REPORT_DIR, 'perf.md'),
        [
          `# First load and remote switches (${new Date().toISOString()})`,
          '',
          ...perfSections,
        ].join('\n'),
      );
      console.log('Wrote reports/perf.md');
    }
    /** The screen benchmarks, each in a fresh context of the same browser and portal. */
    for (const [part, bench, name] of [
      ['sorting', sortingBench, 'bench-sorting'],
      ['editor', editorBench, 'bench-editor'],
      ['work-data', workDataBench, 'bench-work-data'],
    ]) {
      if (!PARTS.has(part)) continue;
      console.log(bold(`\nMeasuring the ${part} screen...`));
      const context = await authorContext(browser);
      try {
        const result = await bench.run({
          page: await context.newPage(),
          shellUrl: SHELL_URL,
          apiUrl: API_URL,
          dbPath,
        });
        result.json.machine = { node: process.version, chromium: browser.version() };
        writeReport(name, result.json, result.markdown);
        sections.push(result.markdown);
        console.log(`\n${result.markdown}\nWrote reports/${name}.json and reports/${name}.md`);
      } finally {
        await context.close();
      }
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, 'bench.md'), sections.join('\n'));
    console.log('Wrote reports/bench.md');
  } finally {
    await browser.close();
  }
}

function markdown(report) {
  const lines = [
    `# Benchmark (${report.generatedAt})`,
    '',
    `${report.runs} cold runs, Chromium ${report.machine.chromium}, Node ${report.machine.node}. ${report.notes}`,
    '',
    "| What | Files | gzip | of it the remote's own | raw | median time |",
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| Shell initial load (HTML, JS, CSS, config JSON until interactive) | ${report.shellInitialLoad.files} | ${kib(report.shellInitialLoad.gzipBytes)} | - | ${kib(report.shellInitialLoad.bytes)} | ${report.shellInitialLoad.loadMs.median} ms |`,
    ...report.remotes.map(
      (remote) =>
        `| ${remote.remote}: ${remote.firstOfRemote ? 'manifest, entry + ' : ''}${remote.screen} (cold switch) | ${remote.files} | ${kib(remote.gzipBytes)} | ${kib(remote.ownGzipBytes)} | ${kib(remote.bytes)} | ${remote.coldSwitchMs.median} ms |`,
    ),
    '',
    '| Warm switch | median |',
    '| --- | ---: |',
    ...report.remotes
      .filter((remote) => remote.warmSwitchMs)
      .map((remote) => `| ${remote.screen} | ${remote.warmSwitchMs.median} ms |`),
    '',
    '| Remote: its own bytes (entry + first screen), gzip | with the chart library | without |',
    '| --- | ---: | ---: |',
    ...report.remotes.map((remote) => {
      const own = remote.byApp[`mfe-${remote.remote}`] ?? {
        gzipBytes: 0,
        chartLibraryGzipBytes: 0,
      };
      return `| ${remote.remote} (${remote.screen}) | ${kib(own.gzipBytes)} | ${kib(own.gzipBytes - own.chartLibraryGzipBytes)} |`;
    }),
    '',
    '| Revenue screen (first visit, from /revenue/detail) | Files | gzip | of it mfe-revenue | of it chart library | median time |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.revenueScreens.map(
      (screen) =>
        `| ${screen.path} | ${screen.files} | ${kib(screen.gzipBytes)} | ${kib(screen.byApp['mfe-revenue']?.gzipBytes ?? 0)} | ${kib(screen.chartLibraryGzipBytes)} | ${screen.firstVisitMs.median} ms |`,
    ),
    '',
    `Budget: ${report.budgets.revenueFirstScreen.what}: ${kib(report.budgets.revenueFirstScreen.gzipBytes ?? 0)} of ${kib(report.budgets.revenueFirstScreen.limit)}.`,
    '',
    '| Home first load by library (scripts, gzip) | bytes |',
    '| --- | ---: |',
    ...Object.entries(report.shellInitialLoad.byLibrary).map(
      ([library, size]) => `| ${library} | ${kib(size.gzipBytes)} |`,
    ),
    '',
    '| Shared library | copies downloaded (shell + all four remotes) |',
    '| --- | ---: |',
    ...Object.entries(report.sharedLibraryCopies).map(
      ([library, count]) => `| ${library} | ${count} |`,
    ),
    '',
    '| Screen | API calls |',
    '| --- | --- |',
    `| / (home) | ${report.shellInitialLoad.apiCalls.join(', ') || '-'} |`,
    ...report.remotes.map(
      (remote) => `| ${remote.screen} | ${remote.apiCalls.join(', ') || '-'} |`,
    ),
    ...report.revenueScreens.map(
      (screen) => `| ${screen.path} | ${screen.apiCalls.join(', ') || '-'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

try {
  await main();
} catch (error) {
  console.error(red(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`));
  process.exitCode = 1;
} finally {
  await stopAll();
}
