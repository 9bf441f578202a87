import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// antd as the shell installs it, and the build helpers as the shell's webpack config loads them.
const shellDir = path.join(__dirname, '..', '..', '..', 'shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const { antdChunkNamer } = fromShell(path.join(__dirname, 'share-keys.cjs'));
const { workspaceFamilyRequests } = fromShell(path.join(__dirname, 'first-screen.cjs'));
// antd's own dependencies (@rc-component/*) as antd resolves them.
const fromAntd = createRequire(fromShell.resolve('antd/package.json'));
const chunkOf = (namer, request) =>
  namer({ resource: (request.startsWith('antd/') ? fromShell : fromAntd).resolve(request) });

describe("antdChunkNamer: where the shell's antd modules go", () => {
  const shell = antdChunkNamer(shellDir, {
    isHost: true,
    firstScreen: new Set(['antd/es/button']),
    appRequests: new Set([
      'antd/es/button',
      'antd/es/table',
      '@ant-design/icons/es/icons/UserOutlined',
    ]),
  });

  it('keeps what the first screen shows apart from the rest, by component', () => {
    expect(chunkOf(shell, 'antd/es/button/index.js')).toBe('antd-button');
    expect(chunkOf(shell, 'antd/es/config-provider/index.js')).toBe('antd-core');
  });

  it('puts what the screens import beyond the first screen in one file, with what it brings', () => {
    expect(chunkOf(shell, 'antd/es/table/index.js')).toBe('antd-screens');
    // Table's filter menu brings Tree and Dropdown along: loaded with it whatever the screen.
    expect(chunkOf(shell, 'antd/es/tree/index.js')).toBe('antd-screens');
    expect(chunkOf(shell, 'antd/es/dropdown/index.js')).toBe('antd-screens');
    expect(chunkOf(shell, '@rc-component/table/es/Table.js')).toBe('antd-screens');
  });

  it('leaves what no screen imports by component, out of that file', () => {
    expect(chunkOf(shell, 'antd/es/slider/index.js')).toBe('antd-slider');
    // Only antd's Slider imports it, so it travels with that key.
    expect(chunkOf(shell, '@rc-component/slider/es/Slider.js')).toBe('antd-slider');
  });

  it("keeps a remote's own copies (fallbacks) by component", () => {
    const remote = antdChunkNamer(shellDir, {
      isHost: false,
      appRequests: new Set(['antd/es/table']),
    });
    expect(chunkOf(remote, 'antd/es/table/index.js')).toBe('antd-table');
    expect(chunkOf(remote, 'antd/es/tree/index.js')).toBe('antd-tree');
  });
});

describe('workspaceFamilyRequests', () => {
  let root;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'family-requests-'));
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('shell/src/app.tsx', "import Button from 'antd/es/button';\nimport { z } from 'zod';\n");
    write('mfe-a/src/screens/list.tsx', "const Table = lazy(() => import('antd/es/table'));\n");
    write('mfe-a/src/types.ts', "import type { InputRef } from 'antd/es/input';\n");
    write('mfe-a/src/list.test.tsx', "import Modal from 'antd/es/modal';\n");
    write('shared/ui/src/index.ts', "export { default as Flex } from 'antd/es/flex';\n");
    write('e2e/tests/a.spec.ts', "import Tag from 'antd/es/tag';\n");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists the antd family requests of every package's source, static or import(), tests left out", () => {
    expect([...workspaceFamilyRequests(root)].sort()).toEqual([
      'antd/es/button',
      'antd/es/flex',
      'antd/es/table',
    ]);
  });
});
