#!/usr/bin/env node
// Chapter sorting benchmark: a work of 5,000 chapters on /chapter/sorting, in the production build.
//
//   node scripts/bench/sorting.mjs [--skip-build] [--chapters N] [--port-base P] [--works-dist DIR]
//
// Alone, it serves the production builds on ports of its own (shell P, remotes P+1..P+4, API P+100;
// P defaults to 5800, so it never collides with `npm start` on 3000-3004/4000), writes
// reports/bench-sorting.json and reports/bench-sorting.md and prints the table.
// scripts/bench.mjs can call `run({ page, shellUrl, apiUrl })` with a page of its own browser.
//
// What it measures (not a test: nothing passes or fails on a number):
//   - setup: the work and its chapters are created through the API (POST titleChapters, a few at
//     a time), then put in name order with one PUT chapterOrder;
//   - time until the list is interactive: from navigation start until the rows and their drag
//     handles are on screen (cold: first visit of the remote; warm: a reload);
//   - frame times while dragging: a mouse drag by a handle, one pointer move per frame, down across
//     the list, held at the bottom edge so the list auto-scrolls through many rows, then back up
//     and dropped; requestAnimationFrame timestamps collected in the page give p50/p95/max frame
//     time and dropped frames (long tasks counted too);
//   - a move button: click until the next frame shows the move (median of several);
//   - save: click Save until the PUT has answered and the success toast shows.
// SORT_BENCH_PROFILE=<prefix> also writes CPU profiles of the drag and the moves.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, formatDuration } from '../lib/proc.mjs';
import { apiJson, percentile, round, runAlone, signInDemo } from './serve-on-ports.mjs';

const DEFAULT_CHAPTERS = 5000;
/** Chapters created at once: enough to overlap round trips, few enough for SQLite's one writer. */
const CREATE_CONCURRENCY = 12;
/** 60 Hz: a frame longer than 1.5 budgets counts as (round(frame / budget) - 1) dropped frames. */
const FRAME_BUDGET_MS = 1000 / 60;

// Locale-independent hooks into the screen (dnd-kit's handle attributes, ARIA list roles).
const LIST = 'main [role="list"]';
const ROW = `${LIST} > [role="listitem"]`;
const HANDLE = 'button[aria-roledescription="sortable"]';
// The screen's own words, in either language.
const SAVE = /^(儲存順序|Save order)$/;
const MOVE_DOWN = /^(下移「.*」|Move ".*" down)$/;

const median = (values) => percentile(values, 50);
const chapterName = (n) => `第 ${n} 章`;

/** A new work with `count` chapters named 第 1 章 .. 第 N 章, in that order. */
export async function createWork(request, apiUrl, count) {
  const started = Date.now();
  const { genres } = await apiJson(request, 'GET', `${apiUrl}/v2/genres`);
  const { titleId } = await apiJson(request, 'POST', `${apiUrl}/v2/creator/titles`, {
    displayName: `排序基準 ${new Date().toISOString()}`,
    genreIds: [genres[0].genreId],
  });
  const chaptersUrl = `${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}/chapters`;
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const n = next;
      next += 1;
      await apiJson(request, 'POST', chaptersUrl, { displayName: chapterName(n) });
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  // Parallel creation orders chapters by arrival: put them in name order once.
  const list = await apiJson(request, 'GET', chaptersUrl);
  const number = (chapter) => Number(/\d+/.exec(chapter.displayName)[0]);
  const chapterIds = [...list.chapters]
    .sort((a, b) => number(a) - number(b))
    .map((chapter) => chapter.chapterId);
  await apiJson(
    request,
    'PUT',
    `${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}/chapterOrder`,
    { chapterIds },
  );
  return { titleId, setupMs: Date.now() - started };
}

/** Browser-side: ms since navigation start once rows and handles are on screen, else false. */
function listInteractive({ row, handle }) {
  const rows = document.querySelectorAll(row);
  const busy = document.querySelector('main .ant-skeleton-active, main [aria-busy="true"]');
  return rows.length > 0 && !busy && rows[0].querySelector(handle) ? performance.now() : false;
}

/** Opens the sorting page and returns ms from navigation start until the list is interactive. */
async function openSortingPage(page, url) {
  const chaptersResponse = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && /\/chapters$/.test(new URL(response.url()).pathname),
    { timeout: 120_000 },
  );
  await page.goto(url);
  const handle = await page
    .waitForFunction(
      listInteractive,
      { row: ROW, handle: HANDLE },
      { polling: 'raf', timeout: Number(process.env.SORT_BENCH_TIMEOUT ?? 120_000) },
    )
    .catch(async (error) => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '(nothing)');
      const screenshot = path.join(ROOT, 'reports', 'bench-sorting-failure.png');
      mkdirSync(path.dirname(screenshot), { recursive: true });
      await page.screenshot({ path: screenshot }).catch(() => {});
      throw new Error(
        `${error.message}\nThe sorting list did not show at ${page.url()}; the page shows:\n` +
          `${shown.slice(0, 600)}\n(Is /chapter/sorting routed in the mfe-works build, and are ` +
          `the builds current? Screenshot: reports/bench-sorting-failure.png)`,
      );
    });
  const ms = await handle.jsonValue();
  const response = await chaptersResponse;
  const timing = response.request().timing();
  const body = await response.body();
  return {
    ms,
    chaptersCall: { durationMs: timing.responseEnd - timing.requestStart, bodyBytes: body.length },
  };
}

/** Browser-side: starts collecting rAF timestamps and long tasks. */
export function startFrameRecorder() {
  const recorder = { frames: [], longTasks: [], running: true };
  window.__sortBench = recorder;
  const loop = (time) => {
    recorder.frames.push(time);
    if (recorder.running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  try {
    recorder.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorder.longTasks.push(entry.duration);
    });
    recorder.observer.observe({ type: 'longtask' });
  } catch {
    // Long tasks are a bonus; frame times are the measure.
  }
}

/** Browser-side: stops the recorder and returns what it collected. */
export function stopFrameRecorder() {
  const recorder = window.__sortBench;
  recorder.running = false;
  recorder.observer?.disconnect();
  return { frames: recorder.frames, longTasks: recorder.longTasks };
}

const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

export function frameStats(frames, longTasks) {
  const deltas = frames.slice(1).map((time, index) => time - frames[index]);
  const dropped = deltas.reduce(
    (sum, delta) =>
      sum + (delta > FRAME_BUDGET_MS * 1.5 ? Math.round(delta / FRAME_BUDGET_MS) - 1 : 0),
    0,
  );
  const durationMs = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 0;
  return {
    frames: deltas.length,
    durationMs: round(durationMs),
    p50Ms: round(percentile(deltas, 50) ?? 0),
    p95Ms: round(percentile(deltas, 95) ?? 0),
    maxMs: round(Math.max(0, ...deltas)),
    droppedFrames: dropped,
    expectedFrames: Math.round(durationMs / FRAME_BUDGET_MS),
    longTasks: longTasks.length,
    longTaskMaxMs: round(Math.max(0, ...longTasks)),
  };
}

/** The same frame statistics over `ms` with nothing happening: what the machine itself drops. */
export async function idleBaseline(page, ms) {
  await page.evaluate(startFrameRecorder);
  await page.waitForTimeout(ms);
  const { frames, longTasks } = await page.evaluate(stopFrameRecorder);
  return frameStats(frames, longTasks);
}

/**
 * Drags chapter 2 by its handle: down across the visible rows, held near the bottom edge while
 * the list auto-scrolls (rows leave and enter the DOM), back up a little, then dropped. One pointer
 * move per frame, as a hand would. Returns frame statistics and where the chapter landed.
 */
async function dragBenchmark(page, { holdMs }) {
  const list = page.locator(`main [role="list"]`).first();
  const scroller = await list.evaluateHandle((element) => element.parentElement);
  const box = await scroller.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const handle = page.locator(`${ROW}:has(span[title="${chapterName(2)}"]) ${HANDLE}`);
  const start = await handle.boundingBox();
  if (!start) throw new Error('The handle of chapter 2 is not on screen.');
  const x = start.x + start.width / 2;
  let y = start.y + start.height / 2;
  const scrollBefore = await scroller.evaluate((element) => element.scrollTop);

  await page.evaluate(startFrameRecorder);
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past the 4 px activation distance: the drag starts.
  for (let step = 0; step < 3; step += 1) {
    y += 4;
    await page.mouse.move(x, y);
    await nextFrame(page);
  }
  // Sweep down to the bottom edge, 8 px per frame.
  const bottomEdge = box.y + box.height - 12;
  while (y < bottomEdge) {
    y = Math.min(bottomEdge, y + 8);
    await page.mouse.move(x, y);
    await nextFrame(page);
  }
  // Hold at the edge: dnd-kit auto-scrolls the list; wiggle a pixel so pointer moves keep coming.
  const holdUntil = Date.now() + holdMs;
  let wiggle = 1;
  while (Date.now() < holdUntil) {
    wiggle = -wiggle;
    await page.mouse.move(x, y + wiggle);
    await nextFrame(page);
  }
  // Back up to the middle of the list and drop there.
  const middle = box.y + box.height / 2;
  while (y > middle) {
    y = Math.max(middle, y - 8);
    await page.mouse.move(x, y);
    await nextFrame(page);
  }
  await nextFrame(page);
  await page.mouse.up();
  await nextFrame(page);
  await nextFrame(page);
  const { frames, longTasks } = await page.evaluate(stopFrameRecorder);

  const scrollAfter = await scroller.evaluate((element) => element.scrollTop);
  const rowHeight = await page
    .locator(ROW)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);
  const droppedAt = await page
    .locator(`${ROW}:has(span[title="${chapterName(2)}"])`)
    .first()
    .getAttribute('aria-posinset')
    .catch(() => null);
  return {
    ...frameStats(frames, longTasks),
    rowsScrolledPast: Math.round((scrollAfter - scrollBefore) / rowHeight),
    droppedAtPosition: droppedAt === null ? null : Number(droppedAt),
  };
}

/**
 * With SORT_BENCH_PROFILE=<prefix> (or the variable named by `envVar`) set, records a Chrome CPU
 * profile of `work` into <prefix>-<name>.cpuprofile (open it in Chrome DevTools' Performance panel).
 */
export async function profiled(page, name, work, envVar = 'SORT_BENCH_PROFILE') {
  const prefix = process.env[envVar];
  if (!prefix) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.send('Profiler.stop');
    writeFileSync(`${prefix}-${name}.cpuprofile`, JSON.stringify(profile));
    await session.detach();
  }
}

/** Clicks a move-down button in view and waits for the next frame; median of `times`. */
async function moveButtonBenchmark(page, times) {
  const samples = [];
  for (let index = 0; index < times; index += 1) {
    const ms = await page.evaluate(
      ({ row, moveDown }) =>
        new Promise((resolve) => {
          // The middle one of the rendered rows: in view wherever the list is scrolled.
          const rows = [...document.querySelectorAll(row)].sort(
            (a, b) =>
              Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')),
          );
          const pattern = new RegExp(moveDown);
          const down = [...rows[Math.floor(rows.length / 2)].querySelectorAll('button')].find(
            (button) => pattern.test(button.getAttribute('aria-label') ?? ''),
          );
          const started = performance.now();
          down.click();
          // The frame after the click's render: the moved row is painted in its new place.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.now() - started)),
          );
        }),
      { row: ROW, moveDown: MOVE_DOWN.source },
    );
    samples.push(ms);
  }
  return { medianMs: round(median(samples)), maxMs: round(Math.max(...samples)), samples: times };
}

/** Clicks Save and times the PUT and the success toast. */
async function saveBenchmark(page) {
  const putDone = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/chapterOrder$/.test(response.url()),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: SAVE }).evaluate((button) => {
    window.__saveStarted = performance.now();
    button.click();
  });
  const response = await putDone;
  const toast = await page.waitForFunction(
    () =>
      document.querySelector('.ant-message-notice .ant-message-success, .ant-message-success')
        ? performance.now() - window.__saveStarted
        : false,
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const timing = response.request().timing();
  const body = response.request().postData() ?? '';
  return {
    status: response.status(),
    clickToToastMs: round(await toast.jsonValue()),
    putMs: round(timing.responseEnd - timing.requestStart),
    requestBytes: Buffer.byteLength(body),
  };
}

/**
 * The benchmark itself, on a page whose browser can reach shellUrl and apiUrl. Signs in as the demo
 * author through the page's context, creates the work, measures, then deletes the work again.
 * @param {{ page: import('@playwright/test').Page, shellUrl: string, apiUrl: string, chapters?: number, loads?: number, holdMs?: number }} options
 * @returns {Promise<{ json: object, markdown: string }>}
 */
export async function run({
  page,
  shellUrl,
  apiUrl,
  chapters = DEFAULT_CHAPTERS,
  loads = 3,
  holdMs = 3000,
}) {
  const request = page.context().request;
  await signInDemo(request, apiUrl);
  const { titleId, setupMs } = await createWork(request, apiUrl, chapters);
  try {
    const url = `${shellUrl}/chapter/sorting?titleId=${encodeURIComponent(titleId)}`;
    const opened = [];
    for (let index = 0; index < loads; index += 1) opened.push(await openSortingPage(page, url));
    const rendered = await page.locator(ROW).count();
    const idle = await idleBaseline(page, 2000);
    const drag = await profiled(page, 'drag', () => dragBenchmark(page, { holdMs }));
    const moveButton = await profiled(page, 'move', () => moveButtonBenchmark(page, 10));
    const save = await saveBenchmark(page);
    const json = {
      generatedAt: new Date().toISOString(),
      chapters,
      viewport: page.viewportSize(),
      // Other work on the machine shows in every figure; this says how busy it was.
      loadAverage: os.loadavg().map((value) => round(value)),
      setup: { ms: setupMs, createConcurrency: CREATE_CONCURRENCY },
      listInteractive: {
        coldMs: round(opened[0].ms),
        warmMedianMs: loads > 1 ? round(median(opened.slice(1).map((load) => load.ms))) : null,
        all: opened.map((load) => round(load.ms)),
        chaptersCall: opened[0].chaptersCall && {
          durationMs: round(opened[0].chaptersCall.durationMs),
          bodyBytes: opened[0].chaptersCall.bodyBytes,
        },
        rowsInDom: rendered,
      },
      idleBaseline: idle,
      drag: { holdAtEdgeMs: holdMs, ...drag },
      moveButton,
      save,
      notes:
        'listInteractive counts from navigation start (shell boot, remote load, GET chapters, ' +
        'first render) until rows with drag handles show; cold is the first visit, warm the ' +
        'reloads. Drag frames are requestAnimationFrame deltas from pointer down to two frames ' +
        'after the drop, one pointer move per frame; dropped frames count each frame longer than ' +
        '1.5 budgets as round(delta / 16.7) - 1. clickToToastMs runs from the Save click until ' +
        'the success toast is on screen.',
    };
    return { json, markdown: markdown(json) };
  } finally {
    await request
      .delete(`${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}`)
      .catch(() => {});
  }
}

export function markdown(report) {
  const { listInteractive, drag, save, moveButton } = report;
  return [
    `# Chapter sorting benchmark (${report.generatedAt})`,
    '',
    `A work of ${report.chapters.toLocaleString('en')} chapters on /chapter/sorting, viewport ` +
      `${report.viewport?.width}x${report.viewport?.height}, load average ` +
      `${report.loadAverage.join(' / ')} on ${os.cpus().length} CPUs. ${report.notes}`,
    '',
    '| What | Figure |',
    '| --- | ---: |',
    `| Setup: create the work and its chapters through the API | ${formatDuration(report.setup.ms)} |`,
    `| List interactive, cold (first visit) | ${listInteractive.coldMs} ms |`,
    `| List interactive, warm (median of reloads) | ${listInteractive.warmMedianMs ?? '-'} ms |`,
    `| GET chapters (${((listInteractive.chaptersCall?.bodyBytes ?? 0) / 1024).toFixed(0)} KiB JSON) | ${listInteractive.chaptersCall?.durationMs ?? '-'} ms |`,
    `| Rows in the DOM | ${listInteractive.rowsInDom} |`,
    `| Idle page for comparison: frame p95 / max, dropped frames | ${report.idleBaseline.p95Ms} / ${report.idleBaseline.maxMs} ms, ${report.idleBaseline.droppedFrames} of ~${report.idleBaseline.expectedFrames} |`,
    `| Drag: frames (over ${drag.durationMs} ms) | ${drag.frames} of ~${drag.expectedFrames} |`,
    `| Drag: frame time p50 / p95 / max | ${drag.p50Ms} / ${drag.p95Ms} / ${drag.maxMs} ms |`,
    `| Drag: dropped frames | ${drag.droppedFrames} |`,
    `| Drag: long tasks (max) | ${drag.longTasks} (${drag.longTaskMaxMs} ms) |`,
    `| Drag: rows auto-scrolled past / dropped at position | ${drag.rowsScrolledPast} / ${drag.droppedAtPosition ?? '-'} |`,
    `| Move-down button: click to next frame, median (max) | ${moveButton.medianMs} (${moveButton.maxMs}) ms |`,
    `| Save: PUT of ${report.chapters.toLocaleString('en')} ids (${(save.requestBytes / 1024).toFixed(0)} KiB) | ${save.putMs} ms (HTTP ${save.status}) |`,
    `| Save: click to success toast | ${save.clickToToastMs} ms |`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone({
    name: 'bench-sorting',
    title: 'Sorting benchmark',
    defaultPortBase: 5800,
    debugEnv: 'SORT_BENCH_DEBUG',
    options: (option) => ({ chapters: Number(option('--chapters', String(DEFAULT_CHAPTERS))) }),
    run,
  });
}
