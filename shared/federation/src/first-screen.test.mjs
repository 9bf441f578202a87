import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const { firstScreenFamilyImports } = createRequire(__filename)('./first-screen.cjs');

describe('firstScreenFamilyImports: the antd parts an app can load from a source file', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
    writeFileSync(
      path.join(dir, 'entry.tsx'),
      [
        "import { Button } from 'antd/es/button';",
        "import type { TableProps } from 'antd/es/table';",
        "export { helper } from './helper';",
        'const Screen = lazy(() => import(/* webpackChunkName: "screen" */ \'./screen\'));',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'helper.ts'), "import Tag from 'antd/es/tag';\n");
    writeFileSync(path.join(dir, 'screen.tsx'), "import Table from 'antd/es/table';\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows static imports and re-exports, not type imports or import()', () => {
    expect([...firstScreenFamilyImports(path.join(dir, 'entry.tsx'))].sort()).toEqual([
      'antd/es/button',
      'antd/es/tag',
    ]);
  });

  it('with dynamic, also follows import(), magic comment and all', () => {
    const found = firstScreenFamilyImports(path.join(dir, 'entry.tsx'), { dynamic: true });
    expect([...found].sort()).toEqual(['antd/es/button', 'antd/es/table', 'antd/es/tag']);
  });
});
