// `npm run bench -- --only switch`: the cold switch into each remote the author has not opened
// yet, from the home page, by one click in the side menu until the remote's first screen shows
// its data (median of --runs, each in a fresh browser context: empty cache, signed in). Three ways:
//   - cold: nothing warmed. The context reports `navigator.connection.saveData`, which turns the
//     shell's idle warming off, and the click comes without pointing at the entry first;
//   - hover: the same, but the pointer rests on the menu entry until the network is quiet (the
//     shell warms the remote), then the click;
//   - idle: the home page is left alone until the shell has warmed every remote on idle (it
//     fetches their files ahead, then runs their code once the page has been quiet for a few
//     seconds), then the click.
// Each run also counts the remoteEntry.js files fetched before the click: that the warming did
// (or did not) happen is part of the figure.
import { median } from './measure.mjs';
import { MENU, homeInteractive, networkQuiet, switchTo } from './portal-page.mjs';
import { authorContext, demoSessionCookies, round } from './serve-on-ports.mjs';

/** Each remote's first screen from the side menu. */
export const TARGETS = [
  { remote: 'works', label: '我的作品', path: '/book/all' },
  { remote: 'revenue', label: '我的收益', path: '/revenue/detail' },
  { remote: 'insights', label: '數據中心', path: '/data-center' },
  { remote: 'community', label: '留言管理', path: '/comments' },
];
export const MODES = ['cold', 'hover', 'idle'];

/** Browser-side, before any script of the page: the connection asks to save data. */
function reportSaveData() {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: '4g' }),
  });
}

async function oneSwitch(browser, { shellUrl, apiUrl, cookies, target, mode }) {
  const context = await authorContext(browser);
  try {
    await context.addCookies(cookies);
    if (mode !== 'idle') await context.addInitScript(reportSaveData);
    const page = await context.newPage();
    const quiet = networkQuiet(page);
    const entries = [];
    const refused = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === apiUrl && url.pathname.startsWith('/v2/') && response.status() !== 200) {
        refused.push(`${url.pathname} ${response.status()}`);
      }
    });
    await page.goto(`${shellUrl}/`);
    await page.waitForFunction(homeInteractive, MENU, { timeout: 60_000 });
    await quiet();
    if (mode === 'idle') {
      // Each remote's entry defines its container's global when it runs.
      await page.waitForFunction(
        (names) => names.every((name) => name in window),
        TARGETS.map(({ remote }) => remote),
        { timeout: 60_000 },
      );
      await quiet();
    }
    if (mode === 'hover') {
      await page.locator(MENU).getByRole('link', { name: target.label, exact: true }).hover();
      await quiet(300);
    }
    const entriesBeforeClick = entries.length;
    const ms = await switchTo(page, target);
    if (refused.length > 0) {
      throw new Error(`API calls refused while switching to ${target.path}: ${refused.join(', ')}`);
    }
    return { ms, entriesBeforeClick };
  } finally {
    await context.close();
  }
}

/** Runs the part; returns the report's JSON and Markdown. */
export async function run({ browser, shellUrl, apiUrl, runs }) {
  const cookies = await demoSessionCookies(apiUrl);
  const rows = [];
  for (const target of TARGETS) {
    const row = { remote: target.remote, path: target.path };
    for (const mode of MODES) {
      const samples = [];
      for (let index = 0; index < runs; index += 1) {
        samples.push(await oneSwitch(browser, { shellUrl, apiUrl, cookies, target, mode }));
      }
      row[mode] = {
        medianMs: round(median(samples.map((sample) => sample.ms))),
        allMs: samples.map((sample) => round(sample.ms)),
        remoteEntriesBeforeClick: samples.map((sample) => sample.entriesBeforeClick),
      };
      console.log(`  ${target.remote} ${mode}: ${row[mode].medianMs} ms`);
    }
    rows.push(row);
  }
  const json = { generatedAt: new Date().toISOString(), runs, switches: rows };
  return { json, markdown: markdown(json) };
}

export function markdown(json) {
  const cell = (figures) =>
    `${figures.medianMs} ms (${figures.allMs.join(', ')}; entries before click: ${figures.remoteEntriesBeforeClick.join('/')})`;
  return [
    `## Cold switch into an unvisited remote (${json.generatedAt})`,
    '',
    `From the home page, one click in the side menu until the remote's first screen shows its ` +
      `data; median of ${json.runs} fresh signed-in contexts (runs in brackets). cold: no ` +
      'warming (Save-Data); hover: pointer on the entry until the network is quiet, then the ' +
      'click; idle: the home page left alone until the shell had fetched every remote ahead and, ' +
      'once the page was quiet, run them (no data), then the click.',
    '',
    '| Remote (screen) | cold | hover | idle |',
    '| --- | ---: | ---: | ---: |',
    ...json.switches.map(
      (row) =>
        `| ${row.remote} (${row.path}) | ${cell(row.cold)} | ${cell(row.hover)} | ${cell(row.idle)} |`,
    ),
    '',
  ].join('\n');
}
