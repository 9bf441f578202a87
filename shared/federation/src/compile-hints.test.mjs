import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, EagerCompileHintPlugin } from './compile-hints.cjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/** A minified production build of one entry with a lazy chunk, a JSON asset and source maps. */
function build(directory, plugins) {
  writeFileSync(
    path.join(directory, 'index.js'),
    "export function greet(name) {\n  return `hi ${name}`;\n}\nimport('./later').then((m) => m.run(greet));\n",
  );
  writeFileSync(
    path.join(directory, 'later.js'),
    'export function run(greet) {\n  console.log(greet("later"));\n}\n',
  );
  const compiler = webpack({
    mode: 'production',
    context: directory,
    entry: './index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(directory, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
    plugins: [
      ...plugins,
      {
        apply: (c) =>
          c.hooks.thisCompilation.tap('json', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'json' }, () => {
              compilation.emitAsset('data.json', new c.webpack.sources.RawSource('{"a":1}'));
            });
          }),
      },
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve(path.join(directory, 'dist'));
      });
    });
  });
}

describe('EagerCompileHintPlugin', () => {
  let directory;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('puts the hint on the first line of every JS file, after the minifier ran', async () => {
    const dist = await build(directory, [new EagerCompileHintPlugin()]);
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2); // the entry and the lazy chunk
    for (const file of scripts) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(code.startsWith(COMPILE_HINT)).toBe(true);
      expect(code.split(COMPILE_HINT.trim()).length).toBe(2); // once
      // Still minified: the minifier ran before the hint went on.
      expect(code).not.toContain('function greet(name)');
    }
    expect(readFileSync(path.join(dist, 'data.json'), 'utf8')).toBe('{"a":1}');
  });

  it('keeps the source maps true: they start one line down', async () => {
    const plain = await build(directory, []);
    const before = JSON.parse(readFileSync(path.join(plain, 'main.js.map'), 'utf8')).mappings;
    rmSync(plain, { recursive: true });
    const hinted = await build(directory, [new EagerCompileHintPlugin()]);
    const after = JSON.parse(readFileSync(path.join(hinted, 'main.js.map'), 'utf8')).mappings;
    expect(before.startsWith(';')).toBe(false);
    expect(after).toBe(`;${before}`);
  });
});
