// What a page loads, in gzip bytes, read from the production builds (each app's build-report.json,
// written by @creator/federation's BuildReportPlugin, and the files in its dist/). Bytes are
// deterministic, so these figures can be checked in `npm test`; scripts/budget.mjs does, and
// scripts/bench.mjs compares them with what Chromium really downloads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { breakdown } from './bundle-breakdown.mjs';
import { fallbackChunks, loadedChunks } from './build-graph.mjs';
import { ROOT } from './proc.mjs';
import { APPS } from './workspace.mjs';

export const BUDGET_FILE = path.join(ROOT, 'budgets.json');

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
}

/** The build report of every app, by app name; throws when one is missing. */
export function readBuildReports() {
  const reports = {};
  for (const app of APPS) {
    const file = path.join(ROOT, app.dir, 'build-report.json');
    if (!existsSync(file)) {
      throw new Error(
        `${path.relative(ROOT, file)} is missing: build the apps in production mode first (npm run build).`,
      );
    }
    reports[app.name] = { ...JSON.parse(readFileSync(file, 'utf8')), dir: app.dir };
  }
  return reports;
}

const fileCache = new Map();
/** A built file's text, gzip -9 size and source map. */
function builtFile(dir, file) {
  const full = path.join(ROOT, dir, 'dist', file);
  if (!fileCache.has(full)) {
    const code = readFileSync(full, 'utf8');
    // Production builds keep their source maps in sourcemaps/ beside dist/ (never published).
    const mapFile = [path.join(ROOT, dir, 'sourcemaps', `${file}.map`), `${full}.map`].find(
      (candidate) => existsSync(candidate),
    );
    fileCache.set(full, {
      file,
      code,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      map: mapFile ? JSON.parse(readFileSync(mapFile, 'utf8')) : undefined,
    });
  }
  return fileCache.get(full);
}

/** Files, gzip bytes and bytes by library of a set of chunks of one app. */
export function measureChunks(report, chunks) {
  const files = chunks.flatMap((chunk) => chunk.files).map((file) => builtFile(report.dir, file));
  return {
    files: files.map((file) => file.file),
    requests: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    byLibrary: breakdown(files),
  };
}

/** The chunks of an app's entry `name`; throws when the build has none (nothing to measure). */
export function entryChunks(report, name) {
  const chunks = report.entry?.find((entry) => entry.name === name)?.chunks ?? [];
  if (chunks.length === 0) {
    throw new Error(
      `${report.app}: its build report has no entry ${JSON.stringify(name)} with chunks ` +
        `(entries: ${(report.entry ?? []).map((entry) => entry.name).join(', ') || 'none'}), so ` +
        'its first load cannot be measured. Rebuild it (npm run build); if the entry was renamed, ' +
        'update scripts/lib/build-budget.mjs.',
    );
  }
  return chunks;
}

/** The signed-in home page's first load (JS and CSS), from the shell's build. */
export function homeFirstLoad(reports, budgets) {
  const shell = reports.shell;
  const start = entryChunks(shell, 'main');
  const { chunks, sharedKeys } = loadedChunks(shell, start, {
    follow: new Set(budgets.home.imports),
  });
  return { ...measureChunks(shell, chunks), sharedKeys, chunkIds: chunks.map((chunk) => chunk.id) };
}

/**
 * A remote's entry plus its first screen, opened after the home page: its own files
 * (remoteEntry.js, the exposed routes, the screen's chunk) and, apart, the shared modules the
 * home page had not loaded. Those come from the shell where the shell provides them (it registers
 * its share scope first, and 'loaded-first' keeps the first), else from the remote's fallback.
 */
export function remoteFirstScreen(reports, name, budgets, home) {
  const report = reports[name];
  const shell = reports.shell;
  const config = budgets.remotes[name];
  const start = entryChunks(report, name);
  const follow = new Set(['./routes', config.firstScreen]);
  const own = loadedChunks(report, start, { follow, skipShared: () => true });

  const shellFallbacks = fallbackChunks(shell);
  const remoteFallbacks = fallbackChunks(report);
  const shellLoaded = new Set(home.chunkIds);
  const sharedChunks = { shell: new Set(), [name]: new Set() };
  const seenKeys = new Set(home.sharedKeys);
  const pendingKeys = [...own.sharedKeys];
  const byId = {
    shell: new Map(shell.chunks.map((chunk) => [chunk.id, chunk])),
    [name]: new Map(report.chunks.map((chunk) => [chunk.id, chunk])),
  };
  while (pendingKeys.length > 0) {
    const key = pendingKeys.pop();
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    const provider = shellFallbacks.has(key) ? 'shell' : name;
    const chunkIds = (provider === 'shell' ? shellFallbacks : remoteFallbacks).get(key) ?? [];
    for (const id of chunkIds) {
      if (provider === 'shell' && shellLoaded.has(id)) continue;
      if (sharedChunks[provider].has(id)) continue;
      sharedChunks[provider].add(id);
      for (const block of byId[provider].get(id)?.blocks ?? []) {
        if (block.kind === 'consume') pendingKeys.push(block.key);
      }
    }
  }
  const fromShell = measureChunks(
    shell,
    [...sharedChunks.shell].map((id) => byId.shell.get(id)),
  );
  const fromRemote = measureChunks(
    report,
    [...sharedChunks[name]].map((id) => byId[name].get(id)),
  );
  return {
    ...measureChunks(report, own.chunks),
    shared: {
      requests: fromShell.requests + fromRemote.requests,
      gzipBytes: fromShell.gzipBytes + fromRemote.gzipBytes,
      fromShellGzipBytes: fromShell.gzipBytes,
    },
  };
}

export { dualFormatModules, sharedLibraryCopies, unprovidedKeys } from './build-graph.mjs';
