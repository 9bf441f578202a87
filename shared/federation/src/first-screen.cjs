/**
 * Which modules of antd's family an app's first screen imports: the static imports reachable from
 * one source file, through the app's own files and the workspace packages (@creator/*), never
 * through `import()`. The shell builds the antd modules these reach into its first-load core file
 * and leaves the rest to the routes and dialogs that import them (share-keys.cjs,
 * antdChunkNamer), so the home page does not download Form, Input or Checkbox it does not show.
 * Following `import()` too, the same walk tells what an app can ever load (a remote's Table file).
 */
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.mjs',
  '.js',
  '/index.tsx',
  '/index.ts',
  '/index.js',
];
const FAMILY = /^(antd|@ant-design|@rc-component)\//;
const WORKSPACE = /^(@creator\/[^/]+)(\/.+)?$/;
// Static imports and re-exports, not `import type` / `export type` (erased by the compiler).
const STATIC_IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(?!type\s)(?:[^'";]*?\s*from\s*)?['"]([^'"]+)['"]/g;
// `import('...')`, with or without a webpack magic comment before the specifier.
const DYNAMIC_IMPORT = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function sourceFileAt(base) {
  for (const suffix of SOURCE_EXTENSIONS) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** '@creator/api/contract' -> its source file, through the package's "exports" map. */
function workspaceFile(fromFile, name, subpath = '') {
  let dir = path.dirname(fromFile);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) {
      const manifest = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      const target = manifest.exports?.[`.${subpath}`] ?? (subpath ? `.${subpath}` : manifest.main);
      if (typeof target !== 'string') return undefined;
      return sourceFileAt(path.join(fs.realpathSync(path.dirname(candidate)), target));
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The antd-family requests ('antd/es/button', '@ant-design/icons/es/icons/UserOutlined', ...)
 * that `entry` imports statically, directly or through the files it imports; with `dynamic`, also
 * through `import()`: everything the app can ever load from `entry`.
 * @param {string} entry absolute path of the first screen's source file
 * @param {{ dynamic?: boolean }} [options]
 * @returns {Set<string>}
 */
function firstScreenFamilyImports(entry, { dynamic = false } = {}) {
  const found = new Set();
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const imports = [
      ...source.matchAll(STATIC_IMPORT),
      ...(dynamic ? source.matchAll(DYNAMIC_IMPORT) : []),
    ];
    for (const [, specifier] of imports) {
      if (FAMILY.test(specifier)) {
        found.add(specifier);
        continue;
      }
      let next;
      if (specifier.startsWith('.'))
        next = sourceFileAt(path.resolve(path.dirname(file), specifier));
      else {
        const workspace = WORKSPACE.exec(specifier);
        if (workspace) next = workspaceFile(file, workspace[1], workspace[2]);
      }
      if (next && !next.includes(`${path.sep}node_modules${path.sep}`)) queue.push(next);
    }
  }
  return found;
}

/**
 * The antd-family requests that a workspace module imports statically ('@creator/ui/antd', as
 * `fromFile` resolves it): firstScreenFamilyImports from that module's source.
 * @returns {Set<string>}
 */
function workspaceFamilyImports(fromFile, specifier) {
  const workspace = WORKSPACE.exec(specifier);
  const file = workspace && workspaceFile(fromFile, workspace[1], workspace[2]);
  if (!file) throw new Error(`${specifier} does not resolve to a source file from ${fromFile}`);
  return firstScreenFamilyImports(file);
}

module.exports = { firstScreenFamilyImports, workspaceFamilyImports };
