import { createRequire } from 'node:module';
import path from 'node:path';

// antd as the shell installs it, and the build helper as the shell's webpack config loads it.
const shellDir = path.join(__dirname, '..', '..', '..', 'shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const { antdChunkNamer } = fromShell(path.join(__dirname, 'share-keys.cjs'));
// antd's own dependencies (@rc-component/*, clsx) as antd resolves them.
const fromAntd = createRequire(fromShell.resolve('antd/package.json'));
const chunkOf = (namer, request) =>
  namer({ resource: (request.startsWith('antd/') ? fromShell : fromAntd).resolve(request) });

describe("antdChunkNamer: where an app's antd modules go", () => {
  const shell = antdChunkNamer(shellDir, {
    isHost: true,
    firstScreen: new Set(['antd/es/button']),
  });
  const remote = antdChunkNamer(shellDir, { isHost: false });

  it("puts antd's core, what the shell's first screen reaches and antd's helpers in one file", () => {
    expect(chunkOf(shell, 'antd/es/config-provider/index.js')).toBe('antd-core');
    expect(chunkOf(shell, '@ant-design/cssinjs/es/index.js')).toBe('antd-core');
    expect(chunkOf(shell, 'antd/es/button/index.js')).toBe('antd-core');
    expect(chunkOf(shell, 'stylis')).toBe('antd-core');
    expect(chunkOf(shell, '@emotion/hash')).toBe('antd-core');
    // The home page's icons use clsx, and the home page loads none of the above.
    expect(chunkOf(shell, 'clsx')).toBeUndefined();
  });

  it('puts everything else of the shell in one file, components and what they bring', () => {
    expect(chunkOf(shell, 'antd/es/form/index.js')).toBe('antd-beyond-home');
    expect(chunkOf(shell, 'antd/es/modal/index.js')).toBe('antd-beyond-home');
    expect(chunkOf(shell, '@rc-component/form/es/index.js')).toBe('antd-beyond-home');
  });

  it("puts what only Table brings in a remote that shows it in one file, not the shell's parts", () => {
    const withTable = antdChunkNamer(shellDir, {
      isHost: false,
      appImports: new Set(['antd/es/table', 'antd/es/button']),
      shellImports: new Set(['antd/es/button', 'antd/es/checkbox']),
    });
    expect(chunkOf(withTable, 'antd/es/table/index.js')).toBe('antd-table');
    // Its pagination and filter menu.
    expect(chunkOf(withTable, 'antd/es/pagination/index.js')).toBe('antd-table');
    expect(chunkOf(withTable, 'antd/es/dropdown/index.js')).toBe('antd-table');
    // The shell provides these: the remote's copies stay out of the file it fetches.
    expect(chunkOf(withTable, 'antd/es/checkbox/index.js')).toBe('antd-checkbox');
    expect(chunkOf(withTable, 'antd/es/button/index.js')).toBe('antd-button');
    // What the remote's screens import besides Table stays by component: a screen that shows
    // Select without Table does not fetch Table's file.
    const withSelect = antdChunkNamer(shellDir, {
      isHost: false,
      appImports: new Set(['antd/es/table', 'antd/es/select']),
      shellImports: new Set(),
    });
    expect(chunkOf(withSelect, 'antd/es/select/index.js')).toBe('antd-select');
    expect(chunkOf(withSelect, 'antd/es/dropdown/index.js')).toBe('antd-table');
    // A remote without Table keeps Table's parts by component.
    expect(chunkOf(remote, 'antd/es/pagination/index.js')).toBe('antd-pagination');
  });

  it("keeps a remote's modules by component, so no remote downloads another's copy", () => {
    expect(chunkOf(remote, 'antd/es/form/index.js')).toBe('antd-form');
    expect(chunkOf(remote, 'antd/es/modal/index.js')).toBe('antd-modal');
    expect(chunkOf(remote, 'antd/es/button/index.js')).toBe('antd-button');
  });
});
