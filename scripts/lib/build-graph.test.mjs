import {
  dualFormatModules,
  loadedChunks,
  sharedLibraryCopies,
  unprovidedKeys,
} from './build-graph.mjs';

/** A build report as BuildReportPlugin writes it, reduced to what these functions read. */
function report(app, { chunks, shares = {}, provides = Object.keys(shares), privateModules = [] }) {
  return { app, chunks, shares, provides, private: privateModules };
}

const shell = report('shell', {
  chunks: [
    {
      id: 'main',
      blocks: [
        { kind: 'import', target: 'shell/src/bootstrap.tsx', chunks: ['boot'] },
        { kind: 'provide', chunks: ['never'] },
      ],
    },
    {
      id: 'boot',
      blocks: [
        { kind: 'consume', key: 'antd/es/button', chunks: ['button'] },
        { kind: 'import', target: 'shell/src/dialog.tsx', chunks: ['dialog'] },
      ],
    },
    {
      id: 'button',
      blocks: [{ kind: 'consume', key: 'antd/es/config-provider', chunks: ['core'] }],
    },
    { id: 'core', blocks: [] },
    { id: 'dialog', blocks: [{ kind: 'consume', key: 'antd/es/modal', chunks: ['modal'] }] },
    { id: 'modal', blocks: [] },
  ],
  shares: {
    'antd/es/button': ['antd@6.6.8/es/button/index.js'],
    'antd/es/config-provider': ['antd@6.6.8/es/config-provider/index.js'],
    'antd/es/modal': ['antd@6.6.8/es/modal/index.js'],
  },
});

describe('loadedChunks', () => {
  it('follows the shared modules a loaded chunk consumes and only the imports it is told the page runs', () => {
    const { chunks, sharedKeys } = loadedChunks(shell, ['main'], {
      follow: new Set(['shell/src/bootstrap.tsx']),
    });
    expect(chunks.map((chunk) => chunk.id).sort()).toEqual(['boot', 'button', 'core', 'main']);
    expect([...sharedKeys].sort()).toEqual(['antd/es/button', 'antd/es/config-provider']);
  });

  it('leaves out what skipShared says is loaded already', () => {
    const { chunks } = loadedChunks(shell, ['boot'], {
      follow: new Set(),
      skipShared: (key) => key === 'antd/es/button',
    });
    expect(chunks.map((chunk) => chunk.id)).toEqual(['boot']);
  });

  it('refuses to measure past a path it is told to follow that nothing loaded imports', () => {
    // shell/src/bootstrap.tsx renamed: measuring main alone would pass any budget.
    expect(() =>
      loadedChunks(shell, ['main'], { follow: new Set(['shell/src/boot-renamed.tsx']) }),
    ).toThrow(
      'shell: nothing its page loads imports or exposes "shell/src/boot-renamed.tsx" (moved or renamed',
    );
  });

  it('refuses a start chunk missing from the report, or none at all', () => {
    expect(() => loadedChunks(shell, ['gone'], { follow: new Set() })).toThrow(
      'shell: chunk "gone" is not in its build report.',
    );
    expect(() => loadedChunks(shell, [], { follow: new Set() })).toThrow(
      'shell: no start chunk to measure from.',
    );
  });
});

describe('sharedLibraryCopies', () => {
  const remote = (shares, privateModules = []) =>
    report('works', { chunks: [], shares, privateModules });

  it('counts one copy when every module travels with one share key', () => {
    const copies = sharedLibraryCopies({
      shell,
      works: remote({ 'antd/es/table': ['antd@6.6.8/es/table/index.js'] }),
    });
    expect(copies.antd.copies).toBe(1);
  });

  it('counts a module that two keys bring along twice, and names them', () => {
    const context = 'antd@6.6.8/es/config-provider/context.js';
    const copies = sharedLibraryCopies({
      shell,
      works: remote({
        'antd/es/table': ['antd@6.6.8/es/table/index.js', context],
        'antd/es/select': ['antd@6.6.8/es/select/index.js', context],
      }),
    });
    expect(copies.antd.copies).toBe(2);
    expect(copies.antd.worst[0]).toEqual({
      module: context,
      via: ['share key antd/es/select', 'share key antd/es/table'],
    });
  });

  it('counts keys the shell provides as one provider: the shell registers first and keeps them', () => {
    const helper = 'antd@6.6.8/es/_util/helper.js';
    const copies = sharedLibraryCopies(
      {
        shell: report('shell', {
          chunks: [],
          shares: { 'antd/es/button': [helper], 'antd/es/card': [helper] },
        }),
      },
      new Set(['antd/es/button', 'antd/es/card']),
    );
    expect(copies.antd.copies).toBe(1);
  });

  it('counts an app that bundles a shared library outside the share scope as a copy', () => {
    const copies = sharedLibraryCopies({
      shell,
      works: remote({}, ['antd@6.6.8/es/button/index.js']),
    });
    expect(copies.antd.copies).toBe(2);
    expect(copies.antd.worst[0].via).toContain('bundled by works');
  });

  it('ignores helpers that only travel inside other packages keys', () => {
    const copies = sharedLibraryCopies({
      shell: report('shell', {
        chunks: [],
        shares: {
          'antd/es/a': ['clsx@2.1.1/dist/clsx.mjs'],
          'antd/es/b': ['clsx@2.1.1/dist/clsx.mjs'],
        },
      }),
    });
    expect(copies.clsx).toBeUndefined();
  });
});

describe('unprovidedKeys', () => {
  it('names the keys an app consumes but never registers', () => {
    const broken = report('works', {
      chunks: [],
      shares: { 'antd/es/button': [], 'antd/es/table': [] },
      provides: ['antd/es/button'],
    });
    expect(unprovidedKeys({ shell, works: broken })).toEqual({ works: ['antd/es/table'] });
  });
});

describe('dualFormatModules', () => {
  it("names the modules an app bundles from both a package's ES and CommonJS builds", () => {
    const twice = report('shell', {
      chunks: [],
      privateModules: [
        '@module-federation/runtime-core@2.9.2/dist/core.cjs',
        '@module-federation/runtime-core@2.9.2/dist/core.js',
        '@module-federation/runtime-core@2.9.2/dist/index.js',
        '@module-federation/sdk@2.9.2/dist/index.cjs',
        'axios@1.13.2/lib/axios.js',
        'axios@1.13.2/lib/axios.json',
      ],
    });
    const once = report('works', {
      chunks: [],
      privateModules: ['@module-federation/sdk@2.9.2/dist/index.js', 'dayjs@1.11.19/dayjs.min.js'],
    });

    expect(dualFormatModules({ shell: twice, works: once })).toEqual({
      shell: ['@module-federation/runtime-core@2.9.2/dist/core.{cjs,js}'],
    });
  });
});
