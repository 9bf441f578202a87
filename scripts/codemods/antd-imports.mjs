#!/usr/bin/env node
// Rewrites antd imports to one module per component, the style the share configuration needs
// (@creator/federation shares antd module by module, so the barrel would pull in every component):
//
//   import { App as AntdApp, Button, type ButtonProps } from 'antd';
//   import zhTW from 'antd/locale/zh_TW';
// becomes
//   import AntdApp from 'antd/es/app';
//   import Button from 'antd/es/button';
//   import type { ButtonProps } from 'antd';
//   import zhTW from 'antd/es/locale/zh_TW';
//
// Type-only imports stay on 'antd' (they vanish from the build). Safe to run again: files already
// in this style are left as they are. Lint (eslint.config.mjs) refuses the old style.
//
// Usage: node scripts/codemods/antd-imports.mjs [--check] [paths...]
//   (default paths: shell, mfe-*, shared; --check lists the files it would change and exits 1 if any)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const ts = require('typescript');

/** antd's export name -> module ('Button' -> 'antd/es/button'), read from antd's own barrel. */
function antdExports() {
  const antdDir = path.dirname(
    require.resolve('antd/package.json', { paths: [path.join(ROOT, 'shell')] }),
  );
  const barrel = readFileSync(path.join(antdDir, 'es', 'index.js'), 'utf8');
  const map = new Map();
  for (const match of barrel.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) {
    map.set(match[1], `antd/es/${match[2]}`);
  }
  if (map.size < 50) throw new Error(`Could not read antd's exports from ${antdDir}/es/index.js`);
  return map;
}

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.tsbuild']);

function* sourceFiles(target) {
  const stat = statSync(target);
  if (stat.isFile()) {
    if (/\.(ts|tsx|mts|cts)$/.test(target)) yield target;
    return;
  }
  for (const entry of readdirSync(target)) {
    if (!SKIP.has(entry)) yield* sourceFiles(path.join(target, entry));
  }
}

/** The new text of one file, or undefined when nothing changes. */
export function rewrite(text, fileName, exportsMap) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier.text;
    const start = statement.getStart(source);
    const end = statement.getEnd();
    if (/^antd\/(locale|lib)\//.test(from)) {
      const rest = from.replace(/^antd\/(lib\/)?/, '');
      const next = `antd/es/${rest.replace(/^es\//, '')}`;
      const specifier = statement.moduleSpecifier;
      edits.push({
        start: specifier.getStart(source),
        end: specifier.getEnd(),
        text: `'${next}'`,
      });
      continue;
    }
    if (from !== 'antd') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
      throw new Error(
        `${fileName}: cannot rewrite "${statement.getText(source)}" (only named imports from 'antd' are supported)`,
      );
    }
    const lines = [];
    const types = [];
    for (const element of clause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      const local = element.name.text;
      if (element.isTypeOnly) {
        types.push(element.getText(source).replace(/^type\s+/, ''));
        continue;
      }
      const module = exportsMap.get(imported);
      if (!module) {
        throw new Error(`${fileName}: antd has no component export "${imported}" to import alone`);
      }
      lines.push(`import ${local} from '${module}';`);
    }
    if (types.length > 0) lines.push(`import type { ${types.join(', ')} } from 'antd';`);
    edits.push({ start, end, text: lines.join('\n') });
  }
  if (edits.length === 0) return undefined;
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result === text ? undefined : result;
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const targets = args.filter((arg) => !arg.startsWith('--'));
  const roots =
    targets.length > 0
      ? targets.map((target) => path.resolve(target))
      : readdirSync(ROOT)
          .filter((entry) => entry === 'shell' || entry === 'shared' || entry.startsWith('mfe-'))
          .map((entry) => path.join(ROOT, entry));
  const exportsMap = antdExports();
  const changed = [];
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes("'antd")) continue;
      const next = rewrite(text, file, exportsMap);
      if (next === undefined) continue;
      changed.push(path.relative(ROOT, file));
      if (!check) writeFileSync(file, next);
    }
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  console.log(
    `${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}` +
      (changed.length > 0 && !check ? '; run `npx pnpm@10.34.8 format` to wrap long lines.' : '.'),
  );
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
