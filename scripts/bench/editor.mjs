#!/usr/bin/env node
// Chapter editor benchmark: a chapter of 100,000 characters on /chapter/editor, production build.
//
//   node scripts/bench/editor.mjs [--skip-build] [--keystrokes N] [--characters N]
//                                 [--port-base P] [--works-dist DIR]
//
// Alone, it serves the production builds on ports of its own (shell P, remotes P+1..P+4, API P+100;
// P defaults to 5400, clear of `npm start` and of the sorting benchmark), writes
// reports/bench-editor.json and reports/bench-editor.md and prints the table. scripts/bench.mjs can
// call `run({ page, shellUrl, apiUrl })` with a page of its own browser.
//
// What it measures (not a test: nothing passes or fails on a number):
//   - setup: a work and a chapter of mixed CJK and Latin paragraphs, through the API;
//   - load: navigation start until the editor holds every paragraph (cold: first visit of the
//     remote; warm: reloads), and GET chapter's answer until then (parse + first render);
//   - keystroke latency: N keystrokes typed into a paragraph in the middle of the chapter, one at
//     a time (Latin letters as key presses, CJK characters as text input, like an IME commit).
//     For each: from the event's timestamp until the main thread is free again (the work done for
//     the keystroke), and until the frame that shows it has been produced (includes waiting for
//     the display's next frame, up to 16.7 ms at 60 Hz). Chromium's Event Timing entries of 16 ms
//     or more and long tasks are counted as a cross-check;
//   - the local draft: serialising the chapter (getHTML) and writing it to localStorage;
//   - save: Ctrl+S until the PUT has answered and the success toast shows;
//   - 200,000 characters: such a chapter loads, takes a keystroke and saves (and its size on the
//     server afterwards).
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiJson, percentile, round, runAlone, signInDemo, summary } from './serve-on-ports.mjs';

const DEFAULT_CHARACTERS = 100_000;
const DEFAULT_KEYSTROKES = 200;
const LARGE_CHARACTERS = 200_000;
/** The same typing on a short chapter: what the machine itself costs, apart from the length. */
const BASELINE_CHARACTERS = 1_000;
/** Between two keystrokes: a fast typist (~20 keys a second), and time for a frame in between. */
const KEY_INTERVAL_MS = 50;
const GOAL_P95_MS = 16;

// Locale-independent hooks into the screen.
const EDITOR = 'main .tiptap';
const MODAL = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';
const SUCCESS_TOAST = '.ant-message-success';
/** The chapter name field: the first text input of the screen. */
const NAME_FIELD = 'main input[type="text"]';

const CJK_SENTENCES = [
  '夜色沉沉，城門外的風吹過荒原，帶來遠方山谷裡若有似無的鐘聲。',
  '她握緊手中的舊地圖，指尖停在那條被墨跡暈開的河流上，久久沒有說話。',
  '「我們還有三天，」少年低聲說，「三天之後，北境的雪就會封住唯一的山路。」',
  '客棧的燈火一盞盞熄滅，只剩下櫃檯邊那盞油燈，映著掌櫃疲倦的臉。',
  '雨落在青石板上，濺起細小的水花，巷子盡頭傳來有人收起紙傘的聲音。',
  '他想起十年前的那個秋天，父親站在碼頭，對著遠去的船揮了很久的手。',
];
const LATIN_SENTENCES = [
  'The lighthouse keeper counted the ships that never came back, one notch for each winter.',
  'She wrote the letter twice, then burned both and walked to the harbour before dawn.',
  '"Trust the map, not the stars," the old sailor said, tapping the faded ink with a finger.',
  'Rain drummed on the tin roof while the radio crackled with a voice nobody recognised.',
];
const CJK_TYPED = '風雨山河星月雲海光影';
/** Event Timing entries that belong to typing (the click that placed the caret is left out). */
const KEYBOARD_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
const LATIN_TYPED = 'abcdefghijklmnopqrstuvwxyz';

/** Characters as the editor counts them: no whitespace, one per code point for this text. */
const visibleLength = (text) => [...text.replace(/\s+/g, '')].length;

/**
 * Deterministic chapter HTML of about `characters` visible characters: mostly CJK paragraphs with
 * Latin ones between, some bold or italic, a centred scene break now and then.
 */
export function chapterHtml(characters) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const paragraphs = [];
  let total = 0;
  while (total < characters) {
    let html;
    let text;
    const roll = random();
    if (roll < 0.03) {
      text = '＊　＊　＊';
      html = `<p style="text-align: center">${text}</p>`;
    } else {
      const latin = roll < 0.3;
      const sentences = Array.from({ length: 2 + Math.floor(random() * 4) }, () =>
        pick(latin ? LATIN_SENTENCES : CJK_SENTENCES),
      );
      text = sentences.join(latin ? ' ' : '');
      const inner = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
      html =
        roll > 0.93
          ? `<p><strong>${inner}</strong></p>`
          : roll > 0.88
            ? `<p><em>${inner}</em></p>`
            : `<p>${inner}</p>`;
    }
    paragraphs.push(html);
    total += visibleLength(text);
  }
  return { html: paragraphs.join(''), paragraphs: paragraphs.length, characters: total };
}

/** A new work and a chapter holding `html`. */
async function createChapter(request, apiUrl, titleId, name, html) {
  const created = await apiJson(
    request,
    'POST',
    `${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}/chapters`,
    { displayName: name },
  );
  const saved = await apiJson(
    request,
    'PUT',
    `${apiUrl}/v2/creator/chapters/${encodeURIComponent(created.chapterId)}`,
    { content: html, baseVersion: created.version },
  );
  return saved;
}

/** Browser-side: ms since navigation start once the editor holds `paragraphs` blocks, else false. */
function editorReady({ editor, modal, paragraphs }) {
  const element = document.querySelector(editor);
  if (!element || element.childElementCount < paragraphs) return false;
  if (document.querySelector(modal)) return false;
  return performance.now();
}

/** Opens (or reloads) the editor; ms from navigation start to ready, and from GET's answer. */
async function openEditor(page, url, paragraphs, { reload = false } = {}) {
  if (reload) await page.reload();
  else await page.goto(url);
  const handle = await page
    .waitForFunction(
      editorReady,
      { editor: EDITOR, modal: MODAL, paragraphs },
      { polling: 'raf', timeout: 120_000 },
    )
    .catch(async (error) => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '(nothing)');
      throw new Error(
        `${error.message}\nThe editor did not show the chapter at ${page.url()}; the page shows:\n` +
          `${shown.slice(0, 600)}\n(Is /chapter/editor routed in mfe-works' build?)`,
      );
    });
  const readyMs = await handle.jsonValue();
  const getChapter = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((candidate) => /\/v2\/creator\/chapters\/[^/?]+$/.test(candidate.name))
      .at(-1);
    return entry ? { responseEnd: entry.responseEnd, bodyBytes: entry.decodedBodySize } : null;
  });
  return {
    readyMs,
    afterResponseMs: getChapter ? readyMs - getChapter.responseEnd : null,
    bodyBytes: getChapter?.bodyBytes ?? null,
  };
}

/**
 * Browser-side: measures each keystroke from its event's timestamp (keydown, or beforeinput for
 * text committed without a key, as an IME does) until (a) a task queued behind it runs: the
 * main thread has done the keystroke's work; (b) a task queued behind the next animation frame
 * runs: that frame, which shows the character, has been produced.
 */
function installKeystrokeRecorder() {
  const recorder = { samples: [], slowEvents: [], longTasks: [], inKeyTask: false, on: true };
  window.__editorBench = recorder;
  const afterTask = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(0);
  };
  // Each keystroke is measured on its own, even when the next one comes before it is done.
  const start = (event, kind) => {
    const t0 = event.timeStamp;
    const sample = { kind, workMs: null, frameMs: null };
    recorder.samples.push(sample);
    afterTask((now) => {
      sample.workMs = now - t0;
    });
    requestAnimationFrame(() =>
      afterTask((now) => {
        sample.frameMs = now - t0;
      }),
    );
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (!recorder.on) return;
      // The beforeinput of this key press comes in the same task: it is not a keystroke of its own.
      recorder.inKeyTask = true;
      afterTask(() => {
        recorder.inKeyTask = false;
      });
      start(event, 'key');
    },
    true,
  );
  document.addEventListener(
    'beforeinput',
    (event) => {
      if (recorder.on && !recorder.inKeyTask) start(event, 'text');
    },
    true,
  );
  try {
    recorder.eventObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (recorder.on) recorder.slowEvents.push({ name: entry.name, duration: entry.duration });
      }
    });
    recorder.eventObserver.observe({ type: 'event', durationThreshold: 16 });
    recorder.taskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (recorder.on) recorder.longTasks.push(entry.duration);
    });
    recorder.taskObserver.observe({ type: 'longtask' });
  } catch {
    // Event Timing and long tasks are a cross-check; the samples are the measure.
  }
}

function stopKeystrokeRecorder() {
  const recorder = window.__editorBench;
  recorder.on = false;
  recorder.eventObserver?.disconnect();
  recorder.taskObserver?.disconnect();
  return {
    samples: recorder.samples,
    slowEvents: recorder.slowEvents,
    longTasks: recorder.longTasks,
  };
}

/** Puts the caret in the middle of the paragraph in the middle of the chapter. */
async function caretInTheMiddle(page) {
  const middle = await page.evaluate((selector) => {
    const editor = document.querySelector(selector);
    const paragraphs = [...editor.children].filter(
      (element) => element.tagName === 'P' && (element.textContent ?? '').length > 20,
    );
    const target = paragraphs[Math.floor(paragraphs.length / 2)];
    target.scrollIntoView({ block: 'center' });
    return { index: [...editor.children].indexOf(target) };
  }, EDITOR);
  const target = page.locator(`${EDITOR} > *:nth-child(${middle.index + 1})`);
  const box = await target.boundingBox();
  if (!box) throw new Error('The middle paragraph is not on screen.');
  await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 12));
  return middle.index;
}

/** The text typed by keystrokeBenchmark, in order. */
function typedText(keystrokes) {
  let text = '';
  for (let index = 0; index < keystrokes; index += 1) {
    text +=
      index % 4 === 3
        ? CJK_TYPED[index % CJK_TYPED.length]
        : LATIN_TYPED[index % LATIN_TYPED.length];
  }
  return text;
}

/**
 * Types `keystrokes` characters and measures each. In the editor (default) they go into the middle
 * of the chapter; with `field` into that text field instead (a plain input of the same page: the
 * floor any keystroke costs on this machine).
 */
async function keystrokeBenchmark(page, keystrokes, { field = null } = {}) {
  const paragraphIndex = field ? null : await caretInTheMiddle(page);
  if (field) await page.locator(field).click();
  await page.evaluate(installKeystrokeRecorder);
  for (const character of typedText(keystrokes)) {
    if (/[a-z]/.test(character)) await page.keyboard.press(character);
    else await page.keyboard.insertText(character);
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.waitForFunction(
    (count) => {
      const { samples } = window.__editorBench;
      return (
        samples.length >= count &&
        samples.every((sample) => sample.workMs !== null && sample.frameMs !== null)
      );
    },
    keystrokes,
    { timeout: 30_000 },
  );
  const { samples, slowEvents, longTasks } = await page.evaluate(stopKeystrokeRecorder);
  const byName = {};
  for (const event of slowEvents.filter((entry) => KEYBOARD_EVENTS.has(entry.name))) {
    byName[event.name] ??= { count: 0, maxMs: 0 };
    byName[event.name].count += 1;
    byName[event.name].maxMs = Math.max(byName[event.name].maxMs, event.duration);
  }
  const typedInto = await page.evaluate(
    ({ selector, index, input }) =>
      input
        ? (document.querySelector(input).value ?? '')
        : (document.querySelector(selector).children[index].textContent ?? ''),
    { selector: EDITOR, index: paragraphIndex, input: field },
  );
  return {
    keystrokes,
    intervalMs: KEY_INTERVAL_MS,
    mainThreadWork: summary(samples.map((sample) => sample.workMs)),
    toNextFrame: summary(samples.map((sample) => sample.frameMs)),
    latinKeys: summary(samples.filter((s) => s.kind === 'key').map((s) => s.workMs)),
    cjkText: summary(samples.filter((s) => s.kind === 'text').map((s) => s.workMs)),
    eventTimingOver16ms: byName,
    longTasks: { count: longTasks.length, maxMs: round(Math.max(0, ...longTasks)) },
    typedTextIntact: typedInto.includes(typedText(keystrokes)),
  };
}

/**
 * The editor's own work per character, apart from the browser's event pipeline and the machine's
 * other load: a ProseMirror transaction inserting one character in the middle paragraph (Tiptap,
 * the toolbar state, the session listeners, the DOM update), then the layout it causes.
 */
async function transactionCost(page, count) {
  return page.evaluate(
    async ({ selector, count: times }) => {
      const element = document.querySelector(selector);
      const { editor } = element;
      const middle = element.children[Math.floor(element.children.length / 2)];
      editor.commands.setTextSelection(editor.view.posAtDOM(middle, 0) + 1);
      const work = [];
      const withLayout = [];
      for (let index = 0; index < times; index += 1) {
        const t0 = performance.now();
        editor.view.dispatch(editor.state.tr.insertText('x'));
        const t1 = performance.now();
        void element.offsetHeight;
        withLayout.push(performance.now() - t0);
        work.push(t1 - t0);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return { work, withLayout };
    },
    { selector: EDITOR, count },
  );
}

/** What writing the local draft costs on this chapter: getHTML, then localStorage (median of 5). */
async function localDraftCost(page) {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector).editor;
    const html = [];
    const store = [];
    for (let index = 0; index < 5; index += 1) {
      const t0 = performance.now();
      const content = editor.getHTML();
      const t1 = performance.now();
      localStorage.setItem('creator.editor.bench', JSON.stringify({ content }));
      const t2 = performance.now();
      localStorage.removeItem('creator.editor.bench');
      html.push(t1 - t0);
      store.push(t2 - t1);
    }
    const median = (values) => [...values].sort((a, b) => a - b)[2];
    return { getHtmlMs: median(html), localStorageMs: median(store) };
  }, EDITOR);
}

/** Ctrl+S until the PUT answered and the success toast shows. */
async function saveBenchmark(page) {
  await page.evaluate(() => {
    window.__saveStart = null;
    const onKeyDown = (event) => {
      if (!event.ctrlKey || event.key !== 's') return;
      window.__saveStart = event.timeStamp;
      document.removeEventListener('keydown', onKeyDown, true);
    };
    document.addEventListener('keydown', onKeyDown, true);
  });
  const putDone = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/v2\/creator\/chapters\/[^/]+$/.test(response.url()),
    { timeout: 60_000 },
  );
  await page.keyboard.press('Control+s');
  const response = await putDone;
  const toast = await page.waitForFunction(
    (selector) =>
      window.__saveStart !== null && document.querySelector(selector)
        ? performance.now() - window.__saveStart
        : false,
    SUCCESS_TOAST,
    { polling: 'raf', timeout: 60_000 },
  );
  const timing = response.request().timing();
  const saved = await response.json().catch(() => ({}));
  // Let the toast go so the next save's toast is a new one.
  await page
    .waitForFunction((selector) => !document.querySelector(selector), SUCCESS_TOAST, {
      timeout: 10_000,
    })
    .catch(() => {});
  return {
    status: response.status(),
    keyToToastMs: round(await toast.jsonValue()),
    putMs: round(timing.responseEnd - timing.requestStart),
    requestBytes: Buffer.byteLength(response.request().postData() ?? ''),
    serverWordCount: saved.wordCount ?? null,
  };
}

/** A chapter of 200,000 characters: opens, takes a keystroke, saves, and is whole on the server. */
async function largeChapterCheck(page, request, shellUrl, apiUrl, titleId) {
  const chapter = chapterHtml(LARGE_CHARACTERS);
  const created = await createChapter(request, apiUrl, titleId, '二十萬字章節', chapter.html);
  const url = `${shellUrl}/chapter/editor?chapterId=${encodeURIComponent(created.chapterId)}`;
  const opened = await openEditor(page, url, chapter.paragraphs);
  await caretInTheMiddle(page);
  await page.keyboard.insertText('新');
  const save = await saveBenchmark(page);
  const onServer = await apiJson(
    request,
    'GET',
    `${apiUrl}/v2/creator/chapters/${encodeURIComponent(created.chapterId)}`,
  );
  return {
    characters: chapter.characters,
    loadMs: round(opened.readyMs),
    save,
    serverWordCount: onServer.wordCount,
    savedWhole: onServer.wordCount === chapter.characters + 1,
  };
}

/**
 * The benchmark, on a page whose browser can reach shellUrl and apiUrl. Signs the page's context
 * in as the demo author, creates a work with the chapters, measures, then deletes the work.
 * @param {{ page: import('@playwright/test').Page, shellUrl: string, apiUrl: string, keystrokes?: number, characters?: number, loads?: number }} options
 * @returns {Promise<{ json: object, markdown: string }>}
 */
export async function run({
  page,
  shellUrl,
  apiUrl,
  keystrokes = DEFAULT_KEYSTROKES,
  characters = DEFAULT_CHARACTERS,
  loads = 3,
}) {
  const request = page.context().request;
  await signInDemo(request, apiUrl);
  const setupStarted = Date.now();
  const loadBefore = loadavg()[0];
  const { genres } = await apiJson(request, 'GET', `${apiUrl}/v2/genres`);
  const { titleId } = await apiJson(request, 'POST', `${apiUrl}/v2/creator/titles`, {
    displayName: `編輯器基準 ${new Date().toISOString()}`,
    genreIds: [genres[0].genreId],
  });
  try {
    const chapter = chapterHtml(characters);
    const created = await createChapter(request, apiUrl, titleId, '十萬字章節', chapter.html);
    const setupMs = Date.now() - setupStarted;
    const url = `${shellUrl}/chapter/editor?chapterId=${encodeURIComponent(created.chapterId)}`;
    const opened = [];
    for (let index = 0; index < loads; index += 1) {
      opened.push(await openEditor(page, url, chapter.paragraphs, { reload: index > 0 }));
    }
    const typing = await keystrokeBenchmark(page, keystrokes);
    const transaction = await transactionCost(page, keystrokes);
    const localDraft = await localDraftCost(page);
    const save = await saveBenchmark(page);
    const large = await largeChapterCheck(page, request, shellUrl, apiUrl, titleId);
    const short = chapterHtml(BASELINE_CHARACTERS);
    const shortChapter = await createChapter(request, apiUrl, titleId, '短章節', short.html);
    await openEditor(
      page,
      `${shellUrl}/chapter/editor?chapterId=${encodeURIComponent(shortChapter.chapterId)}`,
      short.paragraphs,
    );
    const baseline = await keystrokeBenchmark(page, keystrokes);
    // The name field takes at most 100 characters.
    const field = await keystrokeBenchmark(page, 80, { field: NAME_FIELD });
    // And on a blank page with one input: what a keystroke costs this browser on this machine.
    const blankPage = await page.context().newPage();
    await blankPage.setContent('<input type="text" aria-label="blank">');
    const blank = await keystrokeBenchmark(blankPage, 80, { field: 'input' });
    await blankPage.close();
    const json = {
      generatedAt: new Date().toISOString(),
      viewport: page.viewportSize(),
      chapter: {
        characters: chapter.characters,
        paragraphs: chapter.paragraphs,
        htmlBytes: Buffer.byteLength(chapter.html),
        serverWordCount: created.wordCount,
      },
      setup: { ms: setupMs },
      load: {
        coldMs: round(opened[0].readyMs),
        warmMedianMs:
          loads > 1
            ? round(
                percentile(
                  opened.slice(1).map((load) => load.readyMs),
                  50,
                ),
              )
            : null,
        all: opened.map((load) => round(load.readyMs)),
        afterResponseMs: opened.map((load) => round(load.afterResponseMs ?? 0)),
        getChapterBytes: opened[0].bodyBytes,
      },
      typing,
      transaction: {
        count: keystrokes,
        work: summary(transaction.work),
        withLayout: summary(transaction.withLayout),
      },
      goal: {
        p95Ms: GOAL_P95_MS,
        mainThreadWorkMet: typing.mainThreadWork.p95Ms <= GOAL_P95_MS,
        toNextFrameMet: typing.toNextFrame.p95Ms <= GOAL_P95_MS,
        editorWorkMet: summary(transaction.withLayout).p95Ms <= GOAL_P95_MS,
      },
      localDraft: {
        getHtmlMs: round(localDraft.getHtmlMs),
        localStorageMs: round(localDraft.localStorageMs),
      },
      save,
      large,
      baseline: {
        characters: short.characters,
        mainThreadWork: baseline.mainThreadWork,
        toNextFrame: baseline.toNextFrame,
      },
      nameFieldBaseline: {
        keystrokes: field.keystrokes,
        mainThreadWork: field.mainThreadWork,
        toNextFrame: field.toNextFrame,
      },
      blankPageBaseline: {
        keystrokes: blank.keystrokes,
        mainThreadWork: blank.mainThreadWork,
        toNextFrame: blank.toNextFrame,
      },
      machineLoad: {
        cpus: availableParallelism(),
        loadAverage1mBefore: round(loadBefore),
        loadAverage1mAfter: round(loadavg()[0]),
      },
      notes:
        'load counts from navigation start (shell boot, remote load, GET chapter, parsing into ' +
        'the editor, first render) until every paragraph is in the editor; cold is the first ' +
        "visit, warm the reloads; afterResponse is from GET chapter's answer to ready. Keystrokes " +
        'are typed into the middle of the chapter, one every ' +
        `${KEY_INTERVAL_MS} ms, three Latin key presses then one CJK character committed as text. ` +
        'mainThreadWork runs from the event timestamp until a task queued behind the keystroke ' +
        'runs (the work of handling it); toNextFrame until a task queued behind the next ' +
        'animation frame runs (the frame that shows it), which includes waiting for the display ' +
        '(0 to 16.7 ms at 60 Hz). Event Timing lists the events of 16 ms or more. The local ' +
        'draft is written 500 ms after typing pauses (at least every 3 s): its cost is shown ' +
        'apart. keyToToast runs from Ctrl+S to the success toast. The baseline is the same ' +
        'typing in a short chapter, in the plain chapter-name field and in an input on a blank ' +
        'page: the share of the figures ' +
        'that is the browser and the machine, not the length ' +
        '(other processes on a small machine inflate every figure; see machineLoad). The ' +
        "editor's own work is a transaction inserting one character, timed inside the page, " +
        'with and without the layout it causes.',
    };
    return { json, markdown: markdown(json) };
  } finally {
    await request
      .delete(`${apiUrl}/v2/creator/titles/${encodeURIComponent(titleId)}`)
      .catch(() => {});
  }
}

const met = (value) => (value ? 'met' : 'NOT met');
const triple = (stats) => `${stats.p50Ms} / ${stats.p95Ms} / ${stats.maxMs} ms`;

export function markdown(report) {
  const { load, typing, save, large, localDraft, baseline, machineLoad } = report;
  const slow = Object.entries(typing.eventTimingOver16ms)
    .map(([name, entry]) => `${name} ${entry.count} (max ${entry.maxMs} ms)`)
    .join(', ');
  return [
    `# Chapter editor benchmark (${report.generatedAt})`,
    '',
    `A chapter of ${report.chapter.characters.toLocaleString('en')} characters ` +
      `(${report.chapter.paragraphs} paragraphs of mixed CJK and Latin text, ` +
      `${(report.chapter.htmlBytes / 1024).toFixed(0)} KiB of HTML) on /chapter/editor, viewport ` +
      `${report.viewport?.width}x${report.viewport?.height}. ${report.notes}`,
    '',
    '| What | Figure |',
    '| --- | ---: |',
    `| Open the editor, cold (navigation to every paragraph in the editor) | ${load.coldMs} ms |`,
    `| Open the editor, warm (median of reloads) | ${load.warmMedianMs ?? '-'} ms |`,
    `| GET chapter answered to editor ready (parse + render), each load | ${load.afterResponseMs.join(' / ')} ms |`,
    `| Keystroke: main-thread work p50 / p95 / max (${typing.keystrokes} keys) | ${triple(typing.mainThreadWork)} |`,
    `| Keystroke: to the next frame p50 / p95 / max | ${triple(typing.toNextFrame)} |`,
    `| Editor's own work per character (transaction, DOM update, layout) p50 / p95 / max | ${triple(report.transaction.withLayout)} |`,
    `| Goal p95 <= ${report.goal.p95Ms} ms: keystroke work / next frame / editor's own work | ${met(report.goal.mainThreadWorkMet)} / ${met(report.goal.toNextFrameMet)} / ${met(report.goal.editorWorkMet)} |`,
    `| Typed text intact, in order, in the middle paragraph | ${typing.typedTextIntact ? 'yes' : 'NO'} |`,
    `| Latin key presses / CJK text input: work p50 / p95 / max | ${triple(typing.latinKeys)}; ${triple(typing.cjkText)} |`,
    `| Baseline, ${baseline.characters.toLocaleString('en')}-character chapter: work / next frame p50 / p95 / max | ${triple(baseline.mainThreadWork)}; ${triple(baseline.toNextFrame)} |`,
    `| Baseline, the chapter-name text field (${report.nameFieldBaseline.keystrokes} keys): work / next frame p50 / p95 / max | ${triple(report.nameFieldBaseline.mainThreadWork)}; ${triple(report.nameFieldBaseline.toNextFrame)} |`,
    `| Baseline, an input on a blank page (${report.blankPageBaseline.keystrokes} keys): work / next frame p50 / p95 / max | ${triple(report.blankPageBaseline.mainThreadWork)}; ${triple(report.blankPageBaseline.toNextFrame)} |`,
    `| Event Timing entries >= 16 ms while typing | ${slow || 'none'} |`,
    `| Long tasks while typing (max) | ${typing.longTasks.count} (${typing.longTasks.maxMs} ms) |`,
    `| Local draft: getHTML / localStorage write | ${localDraft.getHtmlMs} / ${localDraft.localStorageMs} ms |`,
    `| Save: Ctrl+S to success toast | ${save.keyToToastMs} ms |`,
    `| Save: PUT of ${(save.requestBytes / 1024).toFixed(0)} KiB | ${save.putMs} ms (HTTP ${save.status}) |`,
    `| ${large.characters.toLocaleString('en')} characters: open (cold tab) / Ctrl+S to toast | ${large.loadMs} / ${large.save.keyToToastMs} ms |`,
    `| ${large.characters.toLocaleString('en')} characters: saved whole (server count ${large.serverWordCount.toLocaleString('en')}) | ${large.savedWhole ? 'yes' : 'NO'} |`,
    `| Machine: CPUs / 1-minute load average before, after | ${machineLoad.cpus} / ${machineLoad.loadAverage1mBefore}, ${machineLoad.loadAverage1mAfter} |`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone({
    name: 'bench-editor',
    title: 'Editor benchmark',
    defaultPortBase: 5400,
    debugEnv: 'EDITOR_BENCH_DEBUG',
    options: (option) => ({
      keystrokes: Number(option('--keystrokes', String(DEFAULT_KEYSTROKES))),
      characters: Number(option('--characters', String(DEFAULT_CHARACTERS))),
    }),
    run,
  });
}
