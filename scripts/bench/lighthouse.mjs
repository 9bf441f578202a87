// `npm run bench -- --only lighthouse`: the home page and one screen per remote, signed in as the
// demo author, median of --runs each:
//   - LCP unthrottled: a fresh Playwright context (empty cache) loads the page; the last
//     largest-contentful-paint candidate once the screen shows its data and the network is quiet;
//   - Lighthouse performance, mobile (its default: simulated slow 4G, 4x CPU) and desktop presets,
//     on Debian's Chromium. The session cookie is put into that browser's cookie jar with
//     DevTools' Storage.setCookies before the runs: the page's own cookies then join it instead of
//     replacing a header. Every report must show the API answering 200 to each call, or the part
//     fails: a run that ended signed out measured the sign-in prompt, not the page.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  lighthouseFigures,
  mainThreadFigures,
  median,
  medianFigures,
  signedInProblems,
} from './measure.mjs';
import { BUSY_SELECTOR, CONTENT_SELECTOR, networkQuiet } from './portal-page.mjs';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  authorContext,
  demoSessionCookies,
  playwrightChromium,
  round,
} from './serve-on-ports.mjs';

/** The home page and each remote's first screen from the side menu. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'works', path: '/book/all' },
  { name: 'revenue', path: '/revenue/detail' },
  { name: 'insights', path: '/data-center' },
  { name: 'community', path: '/comments' },
];
const PRESETS = { mobile: undefined, desktop: desktopConfig };

/** Browser-side: the page's title is shown and nothing in main is loading. */
function screenShown({ content, busy }) {
  return document.querySelector(content) !== null && document.querySelector(busy) === null;
}

/** Browser-side: the latest largest-contentful-paint candidate (ms), or null if none. */
function latestLcp() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.length > 0 ? entries[entries.length - 1].startTime : null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 1_000);
  });
}

async function lcpOnce(browser, url, cookies) {
  const context = await authorContext(browser);
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const quiet = networkQuiet(page);
    await page.goto(url);
    await page.waitForFunction(
      screenShown,
      { content: CONTENT_SELECTOR, busy: BUSY_SELECTOR },
      {
        timeout: 60_000,
      },
    );
    await quiet();
    const lcp = await page.evaluate(latestLcp);
    if (lcp === null) throw new Error(`No largest-contentful-paint on ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}

/** Debian's Chromium with a DevTools port for Lighthouse, on a throw-away profile. */
export async function launchForLighthouse() {
  const profile = mkdtempSync(path.join(tmpdir(), 'creator-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('Chromium gave no DevTools endpoint')), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    endpoint,
    port: Number(new URL(endpoint).port),
    /** Stops this Chromium, then removes its profile (it writes there until it has exited). */
    async close() {
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Runs the part; returns the report's JSON and Markdown. */
export async function run({ browser, shellUrl, apiUrl, runs, pages: only }) {
  const cookies = await demoSessionCookies(apiUrl);
  const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  if (pages.length === 0) throw new Error(`--pages names none of ${PAGES.map((p) => p.name)}`);

  const lcp = {};
  for (const page of pages) {
    const samples = [];
    for (let index = 0; index < runs; index += 1) {
      samples.push(await lcpOnce(browser, `${shellUrl}${page.path}`, cookies));
    }
    lcp[page.name] = { medianMs: round(median(samples)), allMs: samples.map(round) };
    console.log(`  LCP ${page.path}: ${lcp[page.name].medianMs} ms`);
  }

  const chromium = await launchForLighthouse();
  const scores = {};
  try {
    const cdp = await playwrightChromium().connectOverCDP(chromium.endpoint);
    const session = await cdp.newBrowserCDPSession();
    await session.send('Storage.setCookies', { cookies });
    await cdp.close();
    for (const page of pages) {
      scores[page.name] = {};
      for (const [preset, config] of Object.entries(PRESETS)) {
        const url = `${shellUrl}${page.path}`;
        const figures = [];
        const mainThread = [];
        for (let index = 0; index < runs; index += 1) {
          const result = await lighthouse(
            url,
            {
              port: chromium.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            },
            config,
          );
          const problems = signedInProblems(result.lhr, url, apiUrl);
          if (problems.length > 0) {
            throw new Error(
              `Lighthouse ${preset} ${page.path} is not a signed-in run: ${problems.join('; ')}`,
            );
          }
          figures.push(lighthouseFigures(result.lhr));
          mainThread.push(mainThreadFigures(result.lhr));
        }
        // Where the run of median TBT spent the main thread (what TBT is made of).
        const tbts = figures.map((run) => run.tbtMs);
        const medianRun = tbts.indexOf(median(tbts.filter((tbt) => typeof tbt === 'number')));
        scores[page.name][preset] = {
          median: medianFigures(figures),
          runs: figures,
          mainThread: mainThread[medianRun] ?? mainThread[0],
        };
        console.log(
          `  Lighthouse ${preset} ${page.path}: ${scores[page.name][preset].median.score}`,
        );
      }
    }
  } finally {
    await chromium.close();
  }
  const json = {
    generatedAt: new Date().toISOString(),
    runs,
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    lcp,
    scores,
  };
  return { json, markdown: markdown(json) };
}

const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);

export function markdown(json) {
  return [
    `## LCP and Lighthouse, signed in (${json.generatedAt})`,
    '',
    `Medians of ${json.runs} runs. LCP unthrottled: fresh Chromium context, 1280x800. Lighthouse ` +
      `${json.lighthouse} performance category: mobile = its default (simulated slow 4G, 4x CPU ` +
      'slowdown), desktop = its desktop preset; every run checked to have had every API call ' +
      'answered 200.',
    '',
    '| Page | LCP unthrottled | Lighthouse mobile (LCP, TBT) | Lighthouse desktop (LCP, TBT) |',
    '| --- | ---: | ---: | ---: |',
    ...PAGES.filter(({ name }) => json.scores[name]).map(({ name, path: pagePath }) => {
      const mobile = json.scores[name].mobile.median;
      const desktop = json.scores[name].desktop.median;
      return `| ${name} (${pagePath}) | ${ms(json.lcp[name].medianMs)} | ${mobile.score} (${ms(mobile.lcpMs)}, ${ms(mobile.tbtMs)}) | ${desktop.score} (${ms(desktop.lcpMs)}, ${ms(desktop.tbtMs)}) |`;
    }),
    '',
    ...mainThreadMarkdown(json, 'home', 'mobile'),
  ].join('\n');
}

/** The long tasks and script boot-up of one page's Lighthouse run of median TBT. */
function mainThreadMarkdown(json, name, preset) {
  const mainThread = json.scores[name]?.[preset]?.mainThread;
  if (!mainThread) return [];
  const list = (entries, cell) => (entries.length === 0 ? 'none' : entries.map(cell).join('; '));
  return [
    `Lighthouse ${preset}, ${name}, the run of median TBT: long tasks (longest first; start, ` +
      'duration, attributed script): ' +
      list(mainThread.longTasks, (task) => `${task.startMs} ms +${task.ms} ms ${task.script}`) +
      '. Script evaluation (boot-up, longest first): ' +
      list(mainThread.scripts, (script) => `${script.script} ${script.ms} ms`) +
      '.',
    '',
  ];
}
