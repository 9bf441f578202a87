import { jestTestsNotRun, notRunMessage, playwrightTestsNotRun } from './test-report.mjs';

/** A jest --json report, reduced to what is read (statuses as jest 30 writes them). */
const jestReport = {
  testResults: [
    {
      name: '/repo/shell/src/a.test.tsx',
      assertionResults: [
        { fullName: 'group runs', status: 'passed' },
        { fullName: 'group breaks', status: 'failed' },
        { fullName: 'group skipped one', status: 'pending' },
        { fullName: 'group todo one', status: 'todo' },
      ],
    },
    {
      // `it.only` in this file: the other test is reported pending.
      name: '/repo/shell/src/b.test.tsx',
      assertionResults: [
        { fullName: 'focused', status: 'passed' },
        { fullName: 'left out by focus', status: 'pending' },
      ],
    },
  ],
};

/** A Playwright JSON report: files, describes, specs. */
const spec = (title, status, annotations = []) => ({
  title,
  file: 'gating.spec.ts',
  tests: [{ status, annotations }],
});
const playwrightReport = {
  suites: [
    {
      title: 'gating.spec.ts',
      specs: [spec('signs in', 'expected'), spec('fixed later', 'skipped', [{ type: 'fixme' }])],
      suites: [
        {
          title: 'terms',
          specs: [spec('agrees', 'unexpected'), spec('declines', 'skipped', [{ type: 'skip' }])],
        },
      ],
    },
  ],
};

describe('jestTestsNotRun', () => {
  it('names every skipped, todo and focused-out test, by file and status', () => {
    expect(jestTestsNotRun(jestReport, '/repo')).toEqual([
      'shell/src/a.test.tsx: group skipped one (pending)',
      'shell/src/a.test.tsx: group todo one (todo)',
      'shell/src/b.test.tsx: left out by focus (pending)',
    ]);
  });

  it('is empty when every test passed or failed, or there is no report', () => {
    const ran = {
      name: '/repo/a.test.tsx',
      assertionResults: jestReport.testResults[0].assertionResults.slice(0, 2),
    };
    expect(jestTestsNotRun({ testResults: [ran] })).toEqual([]);
    expect(jestTestsNotRun(null)).toEqual([]);
  });
});

describe('playwrightTestsNotRun', () => {
  it('names every skipped test with its describe and why', () => {
    expect(playwrightTestsNotRun(playwrightReport)).toEqual([
      'gating.spec.ts: fixed later (fixme)',
      'gating.spec.ts: terms › declines (skip)',
    ]);
  });
});

describe('notRunMessage', () => {
  it('fails with the count and each test, and says nothing when all ran', () => {
    expect(notRunMessage('jest', ['a.test.tsx: x (pending)'])).toBe(
      'jest: 1 test(s) did not run. A skipped, todo or focused test is not a passing check: ' +
        'run it, or delete it.\n  a.test.tsx: x (pending)',
    );
    expect(notRunMessage('jest', [])).toBeNull();
  });
});
