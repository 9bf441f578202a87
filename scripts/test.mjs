#!/usr/bin/env node
// `npm test`: everything CI checks, in order, stopping at the first failure:
// Chromium (Debian's, via apt-get when missing), install, the offline dependency audit, lint,
// format check, type-check, unit tests (every jest project), production builds, byte budgets,
// end-to-end tests. A skipped, todo or focused test fails its step: it is not a passing check.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bold, dim, formatDuration, green, red, run } from './lib/proc.mjs';
import { jestTestsNotRun, notRunMessage, playwrightTestsNotRun } from './lib/test-report.mjs';
import { buildIfStale, pnpm } from './lib/workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CACHE = path.join(ROOT, 'node_modules', '.cache');
const JEST_RESULTS = path.join(CACHE, 'jest-results.json');
const E2E_RESULTS = path.join(ROOT, 'e2e', 'playwright-report', 'results.json');

const args = new Set(process.argv.slice(2));
if (args.has('--help')) {
  console.log(`Usage: npm test [-- --rebuild]

Runs, in order and stopping at the first failure: ensure ${CHROMIUM}, pnpm install
--frozen-lockfile, the offline dependency audit, lint, format:check, typecheck, jest (all
projects), production builds (skipped when dist is newer than the sources, unless --rebuild or
CI=true), the byte budgets of those builds (budgets.json), end-to-end tests.`);
  process.exit(0);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package with apt-get.`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const aptGet = (aptArgs) =>
    sudo.length > 0
      ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...aptArgs], {
          env: { DEBIAN_FRONTEND: 'noninteractive' },
        })
      : run('apt-get', aptArgs, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  let code = await aptGet(['update']);
  if (code === 0) code = await aptGet(['install', '-y', 'chromium']);
  if (code !== 0 || !existsSync(CHROMIUM)) {
    console.error(
      red(
        `Could not install Chromium (apt-get exit ${code}). The end-to-end tests drive Debian's ` +
          `Chromium at ${CHROMIUM}; install it yourself with\n` +
          '    sudo apt-get update && sudo apt-get install -y chromium\n' +
          'and run npm test again. (Playwright never downloads a browser here.)',
      ),
    );
    return code || 1;
  }
  return 0;
}

/**
 * Counts read from the runners' JSON reports, for the closing line. A skipped test fails its
 * step (scripts/lib/test-report.mjs), so `skipped` above 0 comes with a failure.
 */
const counts = { passed: 0, failed: 0, skipped: 0 };

function readJestCounts() {
  try {
    const result = JSON.parse(readFileSync(JEST_RESULTS, 'utf8'));
    counts.passed += result.numPassedTests ?? 0;
    counts.failed += result.numFailedTests ?? 0;
    counts.skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
    return result;
  } catch {
    return null;
  }
}

function readE2eCounts() {
  try {
    const report = JSON.parse(readFileSync(E2E_RESULTS, 'utf8'));
    const { stats } = report;
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
    return { stats, report };
  } catch {
    return null;
  }
}

const steps = [
  { name: 'chromium', action: ensureChromium },
  { name: 'install', action: () => pnpm(['install', '--frozen-lockfile']) },
  {
    // Offline: the lockfile against the known-vulnerable ranges in scripts/audit/advisories.json.
    name: 'audit (offline)',
    action: () => run(process.execPath, [path.join(ROOT, 'scripts', 'audit.mjs')]),
  },
  { name: 'lint', action: () => pnpm(['lint']) },
  { name: 'format:check', action: () => pnpm(['format:check']) },
  { name: 'typecheck', action: () => pnpm(['typecheck']) },
  {
    name: 'unit (jest)',
    action: async () => {
      mkdirSync(CACHE, { recursive: true });
      rmSync(JEST_RESULTS, { force: true });
      const code = await pnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${JEST_RESULTS}`]);
      const result = readJestCounts();
      if (code === 0 && result && result.numTotalTests === 0) {
        console.error(red('jest ran no test.'));
        return 1;
      }
      const notRun = notRunMessage('jest', jestTestsNotRun(result, ROOT));
      if (notRun) {
        console.error(red(notRun));
        return code || 1;
      }
      return code;
    },
  },
  {
    name: 'build',
    action: () => buildIfStale({ force: args.has('--rebuild') || Boolean(process.env.CI) }),
  },
  {
    name: 'budget',
    action: () => run(process.execPath, [path.join(ROOT, 'scripts', 'budget.mjs')]),
  },
  {
    name: 'e2e (playwright)',
    action: async () => {
      rmSync(E2E_RESULTS, { force: true });
      const code = await run(process.execPath, [
        path.join(ROOT, 'scripts', 'e2e.mjs'),
        '--skip-build',
      ]);
      const { stats, report } = readE2eCounts() ?? {};
      if (code === 0 && stats && stats.expected === 0) {
        console.error(red('Playwright ran no test.'));
        return 1;
      }
      // Focused tests (test.only) already fail the run: the config forbids them.
      const notRun = notRunMessage('Playwright', playwrightTestsNotRun(report));
      if (notRun) {
        console.error(red(notRun));
        return code || 1;
      }
      return code;
    },
  },
];

const results = [];
const startedAt = Date.now();
let failedStep = null;
for (const step of steps) {
  console.log(`\n${bold(`▶ ${step.name}`)}`);
  const stepStart = Date.now();
  let code;
  try {
    code = await step.action();
  } catch (error) {
    console.error(red(error instanceof Error ? error.stack : String(error)));
    code = 1;
  }
  const duration = Date.now() - stepStart;
  results.push({ name: step.name, code, duration });
  const verdict = code === 0 ? green('ok') : red(`FAILED (exit ${code})`);
  console.log(`${bold(`◀ ${step.name}`)}: ${verdict} in ${formatDuration(duration)}`);
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(`\n${bold('Step durations')}`);
for (const result of results) {
  const mark = result.code === 0 ? green('✓') : red('✗');
  console.log(
    `  ${mark} ${result.name.padEnd(18)} ${formatDuration(result.duration).padStart(10)}`,
  );
}
for (const step of steps.slice(results.length)) {
  console.log(dim(`  - ${step.name.padEnd(18)} ${'not run'.padStart(10)}`));
}
console.log(`  total              ${formatDuration(Date.now() - startedAt).padStart(10)}`);

if (failedStep) {
  const skipped = steps.length - results.length;
  console.error(
    red(
      `\nnpm test FAILED at step "${failedStep}" (see its output above)` +
        (skipped > 0 ? `; the ${skipped} later step(s) did not run.` : '.'),
    ),
  );
}
// The plain closing line: tests counted from jest's and Playwright's own reports.
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
