#!/usr/bin/env node
// `npm test` step: the production builds' bytes against budgets.json. Bytes are deterministic
// (gzip -9 of the built files), so unlike timings they can fail a test run. Checks:
//   - the signed-in home page's first load (JS + CSS the shell's build says it loads),
//   - each remote's entry plus its first screen, after the home page,
//   - one copy of every shared library's modules across the five builds, and every shared module
//     an app consumes also provided by it (else it is silently not shared),
//   - no module bundled from both a package's ES and CommonJS builds (two copies of one library).
// A failure names what grew, against the figures recorded in budgets.json.
// Flags: --record  rewrite the recorded figures in budgets.json (not the limits) after a change
//                  that is meant to move them; --quiet  print only failures.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bold, green, red } from './lib/proc.mjs';
import {
  BUDGET_FILE,
  dualFormatModules,
  homeFirstLoad,
  readBudgets,
  readBuildReports,
  remoteFirstScreen,
  sharedLibraryCopies,
  unprovidedKeys,
} from './lib/build-budget.mjs';

const args = new Set(process.argv.slice(2));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const KIB = 1024;

/** Libraries whose gzip bytes grew since the recorded figures, largest growth first. */
function growth(current, recorded = {}) {
  return Object.entries(current)
    .map(([library, { gzipBytes }]) => ({
      library,
      now: gzipBytes,
      before: recorded[library] ?? 0,
    }))
    .filter((entry) => entry.now - entry.before >= 512)
    .sort((a, b) => b.now - b.before - (a.now - a.before))
    .map(
      (entry) =>
        `${entry.library} +${kib(entry.now - entry.before)} (${kib(entry.before)} -> ${kib(entry.now)})`,
    );
}

const gzipByLibrary = (byLibrary) =>
  Object.fromEntries(Object.entries(byLibrary).map(([library, v]) => [library, v.gzipBytes]));

async function main() {
  const budgets = readBudgets();
  const reports = readBuildReports();
  const failures = [];
  const lines = [];

  const home = homeFirstLoad(reports, budgets);
  const homeLimit = budgets.home.maxGzipKiB * KIB;
  lines.push(
    `home first load: ${kib(home.gzipBytes)} in ${home.requests} files (budget ${budgets.home.maxGzipKiB} KiB)`,
  );
  for (const [library, { gzipBytes }] of Object.entries(home.byLibrary).slice(0, 12)) {
    lines.push(`    ${library.padEnd(42)} ${kib(gzipBytes).padStart(10)}`);
  }
  if (home.gzipBytes > homeLimit) {
    const grew = growth(home.byLibrary, budgets.recorded?.home);
    failures.push(
      `The home page's first load is ${kib(home.gzipBytes)} gzip, over its budget of ` +
        `${budgets.home.maxGzipKiB} KiB. What grew since budgets.json was recorded: ` +
        (grew.length > 0 ? grew.join('; ') : 'nothing by itself (many small additions)') +
        '. Load what the first screen does not show on demand (lazyComponent in @creator/ui).',
    );
  }

  const remotes = {};
  for (const [name, config] of Object.entries(budgets.remotes)) {
    const remote = remoteFirstScreen(reports, name, budgets, home);
    remotes[name] = remote;
    lines.push(
      `${name}: entry + first screen ${kib(remote.gzipBytes)} in ${remote.requests} files (budget ${config.maxGzipKiB} KiB); ` +
        `then shared modules the home page had not loaded: ${kib(remote.shared.gzipBytes)} in ` +
        `${remote.shared.requests} files (${kib(remote.shared.fromShellGzipBytes)} of it from the shell)`,
    );
    if (remote.gzipBytes > config.maxGzipKiB * KIB) {
      const grew = growth(remote.byLibrary, budgets.recorded?.remotes?.[name]);
      failures.push(
        `${name}'s entry plus first screen (${path.basename(config.firstScreen)}) is ` +
          `${kib(remote.gzipBytes)} gzip, over its budget of ${config.maxGzipKiB} KiB. What grew: ` +
          (grew.length > 0 ? grew.join('; ') : 'nothing by itself (many small additions)') +
          '.',
      );
    }
  }

  const copies = sharedLibraryCopies(reports, new Set(reports.shell?.provides ?? []));
  const maxCopies = budgets.sharedLibraryCopies;
  const over = Object.entries(copies).filter(([, entry]) => entry.copies > maxCopies);
  lines.push(
    `shared libraries: ${Object.keys(copies).length}, ` +
      `${over.length === 0 ? `each at most ${maxCopies} copy` : `${over.length} with more copies`}`,
  );
  for (const [library, entry] of over) {
    const example = entry.worst
      .map((worst) => {
        const shown = worst.via.slice(0, 4).join(', ');
        const more = worst.via.length > 4 ? ` and ${worst.via.length - 4} more` : '';
        return `${worst.module} (${shown}${more})`;
      })
      .join('; ');
    failures.push(
      `${library} can be loaded ${entry.copies} times: ${example}. A module of a shared library ` +
        'must reach the page through one share key only (see shared/federation/src/share-keys.cjs).',
    );
  }

  for (const [app, keys] of Object.entries(unprovidedKeys(reports))) {
    failures.push(
      `${app} consumes ${keys.length} shared module(s) it does not provide, so they are never ` +
        `shared and every app keeps its own copy: ${keys.slice(0, 5).join(', ')}` +
        `${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}. Check the share configuration ` +
        '(shared/federation/src/index.cjs).',
    );
  }

  for (const [app, modules] of Object.entries(dualFormatModules(reports))) {
    failures.push(
      `${app} bundles ${modules.length} module(s) twice, from a package's ES and CommonJS builds: ` +
        `${modules.slice(0, 3).join(', ')}${modules.length > 3 ? ` and ${modules.length - 3} more` : ''}. ` +
        'Something requires() what the rest imports; resolve it to one build (resolve.alias in ' +
        'shared/federation/src/index.cjs).',
    );
  }

  if (args.has('--record')) {
    budgets.recorded = {
      home: gzipByLibrary(home.byLibrary),
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, remote]) => [name, gzipByLibrary(remote.byLibrary)]),
      ),
    };
    // As the format check wants it, so that a recorded budgets.json can be committed as it is.
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(BUDGET_FILE)), filepath: BUDGET_FILE };
    writeFileSync(BUDGET_FILE, await prettier.format(JSON.stringify(budgets, null, 2), options));
    lines.push(`recorded the figures in ${path.relative(ROOT, BUDGET_FILE)}`);
  }

  if (!args.has('--quiet') || failures.length > 0) console.log(lines.join('\n'));
  if (failures.length > 0) {
    console.error(red(`\n${bold('Over budget')} (budgets.json):`));
    for (const failure of failures) console.error(red(`  - ${failure}`));
    process.exitCode = 1;
  } else {
    console.log(green('Within budget.'));
  }
}

try {
  await main();
} catch (error) {
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
