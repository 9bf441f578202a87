// Which library the bytes of a built JavaScript file come from, read from its source map (no
// dependencies: the mappings are decoded here). Used by the bench (what the browser downloaded)
// and by the budget check (what the build says a page loads).
import { gzipSync } from 'node:zlib';

const BASE64 = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [
    char,
    index,
  ]),
);

/**
 * The source index of each segment of each generated line: [[column, sourceIndex], ...] per line
 * (sourceIndex -1 for a segment with no source).
 */
function decodeMappings(mappings) {
  const lines = [];
  let sourceIndex = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        segments.push([column, sourceIndex]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * A library name for a webpack source path: the npm package (scoped or not) for anything under
 * node_modules, '@creator/<name>' for shared/<name>, '<app> (own code)' for an app's src,
 * 'webpack runtime' for webpack's and Module Federation's generated code.
 */
export function libraryOf(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const parts = path.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(path);
  if (shared) return `@creator/${shared[1]}`;
  const app = /(?:^|\/)(shell|mfe-[a-z]+)\/src\//.exec(path);
  if (app) return `${app[1]} (own code)`;
  if (/^\.\/src\//.test(path)) return 'app (own code)';
  if (path.startsWith('webpack/') || path.includes('webpack/runtime')) return 'webpack runtime';
  return 'other';
}

/** Groups related packages, so a report names libraries as a reader thinks of them. */
export function familyOf(library) {
  if (library.startsWith('@rc-component/')) return 'antd (@rc-component/*)';
  if (library.startsWith('@ant-design/icons')) return '@ant-design/icons';
  if (library.startsWith('@ant-design/')) return 'antd (@ant-design/cssinjs, colors, ...)';
  if (library === 'antd') return 'antd';
  if (library.startsWith('@amplitude/') || library === 'web-vitals') return '@amplitude/*';
  if (library.startsWith('@module-federation/')) return '@module-federation/runtime';
  if (library === 'react-dom' || library === 'scheduler') return 'react-dom';
  if (library.startsWith('@tanstack/')) return '@tanstack/react-query';
  if (library === 'react-router' || library === 'react-router-dom' || library === 'cookie') {
    return 'react-router';
  }
  return library;
}

/**
 * Raw characters per library in one generated file, from its source map. Characters no mapping
 * covers (webpack's module wrappers, whitespace) count as 'unmapped'.
 */
export function librariesOfFile(code, map) {
  const sizes = new Map();
  const add = (library, size) => sizes.set(library, (sizes.get(library) ?? 0) + size);
  const libraries = map.sources.map(libraryOf);
  const lines = decodeMappings(map.mappings);
  const codeLines = code.split('\n');
  codeLines.forEach((text, index) => {
    const segments = lines[index] ?? [];
    if (segments.length === 0) {
      add('unmapped', text.length + 1);
      return;
    }
    if (segments[0][0] > 0) add('unmapped', segments[0][0]);
    segments.forEach(([column, sourceIndex], segmentIndex) => {
      const end = segmentIndex + 1 < segments.length ? segments[segmentIndex + 1][0] : text.length;
      add(sourceIndex >= 0 ? libraries[sourceIndex] : 'unmapped', Math.max(0, end - column));
    });
    add('unmapped', 1);
  });
  return sizes;
}

/**
 * gzip bytes per library family over several files: each file's gzip size (gzip -9) shared out in
 * proportion to the raw characters each library has in it. Files without a map count as
 * 'unmapped'. Returns { [family]: { bytes, gzipBytes } }, largest first.
 * @param {{ code: string, map?: object, gzipBytes?: number }[]} files
 */
export function breakdown(files, { group = familyOf } = {}) {
  const totals = {};
  for (const file of files) {
    const gzipBytes = file.gzipBytes ?? gzipSync(file.code, { level: 9 }).length;
    const sizes = file.map ? librariesOfFile(file.code, file.map) : new Map([['unmapped', 1]]);
    const raw = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
    const fileBytes = Buffer.byteLength(file.code);
    for (const [library, size] of sizes) {
      const key = library === 'unmapped' ? 'webpack runtime' : group(library);
      totals[key] ??= { bytes: 0, gzipBytes: 0 };
      totals[key].bytes += (fileBytes * size) / raw;
      totals[key].gzipBytes += (gzipBytes * size) / raw;
    }
  }
  return Object.fromEntries(
    Object.entries(totals)
      .map(([key, value]) => [
        key,
        { bytes: Math.round(value.bytes), gzipBytes: Math.round(value.gzipBytes) },
      ])
      .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes),
  );
}
