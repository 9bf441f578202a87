#!/usr/bin/env node
// Per-work data benchmark: a work of 5,000 chapters on /data-center/book, in the production build.
//
//   node scripts/bench/work-data.mjs [--skip-build] [--chapters N] [--port-base P]
//
// Alone, it serves the production builds on ports of its own (shell P, remotes P+1..P+4, API P+100;
// P defaults to 6100; not 5900, whose API port 6000 fetch refuses), writes reports/bench-work-data.json and .md and prints the table.
// scripts/bench.mjs calls `run({ page, shellUrl, apiUrl, dbPath })` with a page of its own browser.
//
// What it measures (not a test: nothing passes or fails on a number):
//   - setup: the work and its chapters are created through the API as the sorting benchmark
//     does; the API has no way to give chapters readers, so the benchmark then writes a
//     readership into its own throw-away database (every chapter published, readers falling
//     with the chapter number, 60 days of daily stats);
//   - time until the page is interactive: from navigation start until the per-chapter table shows
//     its rows, the retention curve and the daily chart are drawn, and nothing in the page is
//     loading (cold: first visit of the remote, with the chart library; warm: reloads);
//   - the same from a click on the work in the data center's per-work table (the shell and the
//     remote already running, as an author gets there): the first time (the page's code is
//     fetched) and again (its data cached);
//   - a sort: click a column header until the next frame shows the new first row (median);
//   - scrolling the table from top to bottom, one step per frame: frame times against an idle
//     page, and the rows in the DOM.
// WORK_DATA_BENCH_PROFILE=<prefix> also writes CPU profiles of the first load and the scroll.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, formatDuration } from '../lib/proc.mjs';
import { percentile, round, runAlone, signInDemo } from './serve-on-ports.mjs';
import {
  createWork,
  frameStats,
  idleBaseline,
  profiled,
  startFrameRecorder,
  stopFrameRecorder,
} from './sorting.mjs';

const DEFAULT_CHAPTERS = 5000;
const DAYS_OF_STATS = 60;

// Locale-independent hooks into the screen (table semantics, ARIA).
const TABLE = 'main table[aria-rowcount]';
const ROW = `${TABLE} tbody tr[aria-rowindex]`;
const SORT_READERS = `${TABLE} thead th:nth-child(2) button`;
const CHART = 'main svg[role="img"]';

const median = (values) => percentile(values, 50);

/**
 * Gives the work's chapters a readership, straight into the benchmark's own database: published
 * yesterday, readers falling as 1/sqrt(n) with some noise, the numbers the table shows, and daily
 * stats for the charts and the comparison.
 */
function giveReadership(dbPath, titleId) {
  const Database = createRequire(path.join(ROOT, 'platform-api', 'package.json'))('better-sqlite3');
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 10000');
  try {
    const chapters = db
      .prepare('SELECT chapter_id, sort_order FROM chapters WHERE title_id = ? ORDER BY sort_order')
      .all(titleId);
    const publishedAt = new Date(Date.now() - 86_400_000).toISOString();
    const update = db.prepare(
      `UPDATE chapters SET publish_at = ?, reader_count = ?, view_count = ?, comment_count = ?,
         paid_unlocks = ?, ticket_uses = ? WHERE chapter_id = ?`,
    );
    const insertDay = db.prepare(
      `INSERT OR REPLACE INTO daily_stats (title_id, date, readers, views, favorites, comments,
         ticket_uses, paid_unlocks, gifts, revenue) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (const { chapter_id: id, sort_order: n } of chapters) {
        const readers = Math.round((120_000 / Math.sqrt(n)) * (0.9 + ((n * 37) % 20) / 100));
        const paid = n > 20;
        update.run(
          publishedAt,
          readers,
          Math.round(readers * 1.6),
          n % 50,
          paid ? Math.round(readers * 0.3) : 0,
          paid && n % 3 === 0 ? Math.round(readers * 0.05) : 0,
          id,
        );
      }
      for (let d = 0; d < DAYS_OF_STATS; d += 1) {
        const date = new Date(Date.now() + 8 * 3_600_000 - d * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const readers = 3000 + ((d * 997) % 800);
        insertDay.run(titleId, date, readers, readers * 2, 40, 25, 90, 300, 2, 1200);
      }
    })();
    return chapters.length;
  } finally {
    db.close();
  }
}

/**
 * Browser-side: once the page is usable, ms since navigation start (or since the time stored in
 * window[from]); else false.
 */
function pageInteractive({ row, chart, from }) {
  const rows = document.querySelectorAll(row);
  const charts = [...document.querySelectorAll(chart)].filter((svg) =>
    [...svg.querySelectorAll('path[d]')].some((p) => (p.getAttribute('d') ?? '').length > 40),
  );
  const busy = document.querySelector(
    'main .ant-skeleton-active, main [aria-busy="true"], main .ant-spin-spinning',
  );
  const since = from ? window[from] : 0;
  return rows.length > 0 && charts.length >= 2 && !busy ? performance.now() - since : false;
}

async function openPage(page, url) {
  const overalls = page.waitForResponse(
    (response) => /\/titleOveralls\//.test(new URL(response.url()).pathname),
    { timeout: 120_000 },
  );
  // Handled here so that a page that never asks reports below, not as an unhandled rejection.
  overalls.catch(() => {});
  await page.goto(url);
  const handle = await page
    .waitForFunction(
      pageInteractive,
      { row: ROW, chart: CHART },
      { polling: 'raf', timeout: 120_000 },
    )
    .catch(async (error) => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '(nothing)');
      throw new Error(
        `${error.message}\nThe work's data did not become interactive at ${page.url()}; ` +
          `the page shows:\n${shown.slice(0, 600)}`,
      );
    });
  const response = await overalls;
  const timing = response.request().timing();
  return {
    ms: await handle.jsonValue(),
    overallsCall: {
      durationMs: timing.responseEnd - timing.requestStart,
      bodyBytes: (await response.body()).length,
    },
  };
}

/**
 * Opens the data center, then clicks the work's link in its per-work table: ms from the click
 * until the work's page is interactive (the shell and the remote are running already).
 */
async function switchFromDataCenter(page, shellUrl, titleId) {
  await page.goto(`${shellUrl}/data-center`);
  const link = `main a[href*="titleId=${encodeURIComponent(titleId)}"]`;
  await page.waitForSelector(link, { timeout: 120_000 });
  await page.evaluate((selector) => {
    window.__workDataClick = performance.now();
    document.querySelector(selector).click();
  }, link);
  const handle = await page.waitForFunction(
    pageInteractive,
    { row: ROW, chart: CHART, from: '__workDataClick' },
    { polling: 'raf', timeout: 120_000 },
  );
  return handle.jsonValue();
}

/**
 * Clicks the readers column's header (it turns around at each click) and waits for the frame
 * after the re-render: the header's aria-sort is written in the same commit as the rows.
 */
async function sortBenchmark(page, times) {
  const samples = [];
  for (let index = 0; index < times; index += 1) {
    samples.push(
      await page.evaluate(
        (button) =>
          new Promise((resolve) => {
            const header = document.querySelector(button).closest('th');
            const before = header.getAttribute('aria-sort');
            const started = performance.now();
            document.querySelector(button).click();
            const check = () => {
              if (header.getAttribute('aria-sort') !== before) {
                requestAnimationFrame(() => resolve(performance.now() - started));
              } else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        SORT_READERS,
      ),
    );
  }
  return { medianMs: round(median(samples)), maxMs: round(Math.max(...samples)), samples: times };
}

/** Scrolls the table's box from top to bottom, `step` px per frame; frame times and rows. */
async function scrollBenchmark(page, step) {
  await page.evaluate(startFrameRecorder);
  const result = await page.evaluate(
    ({ table, row, step }) =>
      new Promise((resolve) => {
        const box = document.querySelector(table).parentElement;
        box.scrollTop = 0;
        let maxRows = 0;
        const tick = () => {
          maxRows = Math.max(maxRows, document.querySelectorAll(row).length);
          if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
            resolve({ scrolledPx: box.scrollTop, maxRows });
            return;
          }
          box.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { table: TABLE, row: ROW, step },
  );
  const { frames, longTasks } = await page.evaluate(stopFrameRecorder);
  const last = await page.locator(ROW).last().getAttribute('aria-rowindex');
  return { stepPx: step, ...frameStats(frames, longTasks), ...result, lastRowIndex: Number(last) };
}

/**
 * @param {{ page: import('@playwright/test').Page, shellUrl: string, apiUrl: string, dbPath: string, chapters?: number, loads?: number }} options
 * @returns {Promise<{ json: object, markdown: string }>}
 */
export async function run({
  page,
  shellUrl,
  apiUrl,
  dbPath,
  chapters = DEFAULT_CHAPTERS,
  loads = 3,
}) {
  if (!dbPath) throw new Error('The work-data benchmark needs the database path (dbPath).');
  const request = page.context().request;
  await signInDemo(request, apiUrl);
  const started = Date.now();
  const { titleId } = await createWork(request, apiUrl, chapters);
  const readChapters = giveReadership(dbPath, titleId);
  const setupMs = Date.now() - started;
  try {
    const url = `${shellUrl}/data-center/book?titleId=${encodeURIComponent(titleId)}`;
    const opened = [];
    const profile = (name, work) => profiled(page, name, work, 'WORK_DATA_BENCH_PROFILE');
    opened.push(await profile('load', () => openPage(page, url)));
    for (let index = 1; index < loads; index += 1) opened.push(await openPage(page, url));
    const rowsInDom = await page.locator(ROW).count();
    // In a fresh page: the remote, the chart library and the data center are loaded first.
    const switchPage = await page.context().newPage();
    const switches = [];
    for (let index = 0; index < loads; index += 1) {
      switches.push(await switchFromDataCenter(switchPage, shellUrl, titleId));
    }
    await switchPage.close();
    const idle = await idleBaseline(page, 2000);
    const sort = await sortBenchmark(page, 6);
    const scroll = await profile('scroll', () => scrollBenchmark(page, 200));
    const json = {
      generatedAt: new Date().toISOString(),
      chapters: readChapters,
      viewport: page.viewportSize(),
      loadAverage: os.loadavg().map((value) => round(value)),
      setup: { ms: setupMs },
      interactive: {
        coldMs: round(opened[0].ms),
        warmMedianMs: loads > 1 ? round(median(opened.slice(1).map((load) => load.ms))) : null,
        all: opened.map((load) => round(load.ms)),
        overallsCall: {
          durationMs: round(opened[0].overallsCall.durationMs),
          bodyBytes: opened[0].overallsCall.bodyBytes,
        },
        rowsInDom,
      },
      fromDataCenter: {
        firstMs: round(switches[0]),
        againMedianMs: loads > 1 ? round(median(switches.slice(1))) : null,
        all: switches.map((ms) => round(ms)),
      },
      idleBaseline: idle,
      sort,
      scroll,
      notes:
        'interactive counts from navigation start (shell boot, remote load, the work and range ' +
        'requests, the chart library, first render) until the per-chapter table shows rows, the ' +
        'daily chart and the retention curve have drawn lines and nothing in the page is loading; ' +
        'cold is the first visit, warm the reloads. The click in the data center runs from the click ' +
        'on the work to the same point, in a page where the shell and the remote run already. The sort runs from the header click to the ' +
        'frame after the first row changed. Scroll frames are requestAnimationFrame deltas while ' +
        'the table box scrolls top to bottom one step per frame.',
    };
    return { json, markdown: markdown(json) };
  } finally {
    await request
      .delete(`${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}`)
      .catch(() => {});
  }
}

export function markdown(report) {
  const { interactive, sort, scroll } = report;
  return [
    `# Per-work data benchmark (${report.generatedAt})`,
    '',
    `A work of ${report.chapters.toLocaleString('en')} published chapters on /data-center/book, ` +
      `viewport ${report.viewport?.width}x${report.viewport?.height}, load average ` +
      `${report.loadAverage.join(' / ')} on ${os.cpus().length} CPUs. ${report.notes}`,
    '',
    '| What | Figure |',
    '| --- | ---: |',
    `| Setup: the work, its chapters and their readership | ${formatDuration(report.setup.ms)} |`,
    `| Interactive, cold (first visit) | ${interactive.coldMs} ms |`,
    `| Interactive, warm (median of reloads) | ${interactive.warmMedianMs ?? '-'} ms |`,
    `| From a click in the data center's per-work table: first time | ${report.fromDataCenter.firstMs} ms |`,
    `| From a click in the data center's per-work table: again (median) | ${report.fromDataCenter.againMedianMs ?? '-'} ms |`,
    `| GET titleOveralls (${((interactive.overallsCall?.bodyBytes ?? 0) / 1024).toFixed(0)} KiB JSON) | ${interactive.overallsCall?.durationMs ?? '-'} ms |`,
    `| Table rows in the DOM | ${interactive.rowsInDom} |`,
    `| Sort by readers: click to next frame, median (max) | ${sort.medianMs} (${sort.maxMs}) ms |`,
    `| Idle page for comparison: frame p95 / max, dropped frames | ${report.idleBaseline.p95Ms} / ${report.idleBaseline.maxMs} ms, ${report.idleBaseline.droppedFrames} of ~${report.idleBaseline.expectedFrames} |`,
    `| Scroll to the last chapter (${scroll.stepPx} px per frame): frames | ${scroll.frames} of ~${scroll.expectedFrames}, last row ${scroll.lastRowIndex - 1} |`,
    `| Scroll: frame time p50 / p95 / max | ${scroll.p50Ms} / ${scroll.p95Ms} / ${scroll.maxMs} ms |`,
    `| Scroll: dropped frames, long tasks (max) | ${scroll.droppedFrames}, ${scroll.longTasks} (${scroll.longTaskMaxMs} ms) |`,
    `| Scroll: most rows in the DOM at once | ${scroll.maxRows} |`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone({
    name: 'bench-work-data',
    title: 'Per-work data benchmark',
    defaultPortBase: 6100,
    debugEnv: 'WORK_DATA_BENCH_DEBUG',
    options: (option) => ({ chapters: Number(option('--chapters', String(DEFAULT_CHAPTERS))) }),
    run,
  });
}
