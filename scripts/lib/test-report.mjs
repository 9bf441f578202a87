/**
 * What the runners' JSON reports say was not run. `npm test` fails on any of it: a skipped, todo
 * or disabled test reported beside the passing ones reads as a check that passed.
 */

/** Jest's statuses of a test that ran; anything else (pending, todo, skipped, disabled) did not. */
const JEST_RAN = new Set(['passed', 'failed']);

/** Tests of a jest `--json` report that did not run, as 'file: full name (status)'. */
export function jestTestsNotRun(result, root = '') {
  return (result?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => !JEST_RAN.has(test.status))
      .map((test) => `${relative(file.name, root)}: ${test.fullName} (${test.status})`),
  );
}

/** Tests of a Playwright JSON report that were skipped (test.skip, test.fixme), the same way. */
export function playwrightTestsNotRun(report) {
  const notRun = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const why = (test.annotations ?? []).map((a) => a.type).join(', ') || 'skipped';
        notRun.push(`${spec.file}: ${[...titles, spec.title].join(' › ')} (${why})`);
      }
    }
    for (const child of suite.suites ?? []) {
      titles.push(child.title);
      walk(child);
      titles.pop();
    }
  };
  const titles = [];
  for (const file of report?.suites ?? []) walk(file);
  return notRun;
}

/** The message `npm test` fails with; null when every test ran. */
export function notRunMessage(runner, tests) {
  if (tests.length === 0) return null;
  return (
    `${runner}: ${tests.length} test(s) did not run. A skipped, todo or focused test is not a ` +
    'passing check: run it, or delete it.\n' +
    tests.map((test) => `  ${test}`).join('\n')
  );
}

function relative(file, root) {
  return root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}
