import { homeFirstLoad, remoteFirstScreen } from './build-budget.mjs';

// Build reports reduced to what is read before any built file is: a budget that cannot find what
// it should measure throws before measuring less.
const shell = {
  app: 'shell',
  entry: [{ name: 'main', chunks: ['main'] }],
  chunks: [
    { id: 'main', files: [], blocks: [{ kind: 'import', target: 'shell/src/b.tsx', chunks: [] }] },
  ],
};
const works = (entry) => ({
  app: 'works',
  entry,
  chunks: [
    {
      id: 'works',
      files: [],
      blocks: [{ kind: 'expose', name: './routes', chunks: ['routes'] }],
    },
    {
      id: 'routes',
      files: [],
      blocks: [{ kind: 'import', target: 'mfe-works/src/my-works-page.tsx', chunks: [] }],
    },
  ],
});
const budgets = (firstScreen) => ({
  home: { imports: ['shell/src/b.tsx'] },
  remotes: { works: { firstScreen } },
});
const home = { chunkIds: ['main'], sharedKeys: new Set() };

describe('the byte budget refuses to measure less than the page loads', () => {
  it('when a remote build has no entry of its name (no remoteEntry.js measured)', () => {
    const reports = { shell, works: works([{ name: 'other', chunks: ['works'] }]) };
    expect(() =>
      remoteFirstScreen(reports, 'works', budgets('mfe-works/src/my-works-page.tsx'), home),
    ).toThrow('works: its build report has no entry "works" with chunks (entries: other)');
  });

  it("when the remote's first screen in budgets.json is no longer what its routes import", () => {
    const reports = { shell, works: works([{ name: 'works', chunks: ['works'] }]) };
    expect(() =>
      remoteFirstScreen(reports, 'works', budgets('mfe-works/src/moved-page.tsx'), home),
    ).toThrow('works: nothing its page loads imports or exposes "mfe-works/src/moved-page.tsx"');
  });

  it("when the shell has no main entry, or budgets.json's home import matches nothing", () => {
    expect(() => homeFirstLoad({ shell: { ...shell, entry: [] } }, budgets('x'))).toThrow(
      'shell: its build report has no entry "main" with chunks (entries: none)',
    );
    const moved = { ...budgets('x'), home: { imports: ['shell/src/bootstrap-moved.tsx'] } };
    expect(() => homeFirstLoad({ shell }, moved)).toThrow('"shell/src/bootstrap-moved.tsx"');
  });

  it('measures when everything named is found', () => {
    const reports = { shell, works: works([{ name: 'works', chunks: ['works'] }]) };
    const result = remoteFirstScreen(
      reports,
      'works',
      budgets('mfe-works/src/my-works-page.tsx'),
      homeFirstLoad({ shell }, budgets('x')),
    );
    expect(result.requests).toBe(0);
  });
});
