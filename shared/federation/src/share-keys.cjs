/**
 * Which modules of antd (and of the packages antd is made of) are shared one by one.
 *
 * A shared module cannot be tree-shaken, so antd as one shared module put all of it (430 KiB gzip)
 * in every first load. Shared module by module, an app loads only the components it renders. But
 * every module must then reach the page through exactly ONE share key: a module that came along
 * with two keys could be loaded twice, once from each app that provides a key, and a context module
 * loaded twice splits the theme, the locale or the App (toast) context in two.
 *
 * The keys are found from the installed packages' import graph, the same in every app:
 * - every public entry an app may import: 'antd/es/<component>', 'antd/es/locale/<lang>',
 *   '@ant-design/icons/es/icons/<Name>';
 * - every module that two keys would otherwise both bring along (repeated until none is left).
 * A module imported from one place only travels inside that place's key. The result is a few
 * hundred keys instead of ~1,400 modules, which keeps Module Federation's per-key runtime small.
 * scripts/budget.mjs checks the outcome across the five real builds (one copy of every module).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The packages antd is made of, shared under these request prefixes. */
const FAMILY_PREFIXES = ['antd/', '@ant-design/', '@rc-component/'];
const inFamily = (name) => FAMILY_PREFIXES.some((prefix) => `${name}/`.startsWith(prefix));

const EXTENSIONS = ['', '.js', '.mjs', '/index.js'];
function fileAt(base) {
  for (const suffix of EXTENSIONS) {
    const candidate = base + suffix;
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** A package's folder as installed for `fromDir` (pnpm: follow node_modules up, then realpath). */
function packageDir(name, fromDir, cache) {
  const cacheKey = `${fromDir}\0${name}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey);
  let dir = fromDir;
  let found;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      found = fs.realpathSync(candidate);
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  cache.set(cacheKey, found);
  return found;
}

/** The file a condition tree of package.json "exports" names for an ES import. */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return entry.map(exportTarget).find(Boolean);
  if (entry && typeof entry === 'object') {
    for (const condition of ['browser', 'import', 'module', 'default']) {
      if (condition in entry) {
        const target = exportTarget(entry[condition]);
        if (target) return target;
      }
    }
  }
  return undefined;
}

/** A package subpath ('/locale/en_US') as its "exports" map resolves it, else as a file path. */
function subpathFile(dir, subpath) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const exportsMap = manifest.exports;
  if (exportsMap && typeof exportsMap === 'object' && !Array.isArray(exportsMap)) {
    const key = `.${subpath}`;
    if (key in exportsMap) {
      const target = exportTarget(exportsMap[key]);
      if (target) return fileAt(path.join(dir, target));
    }
    for (const [pattern, value] of Object.entries(exportsMap)) {
      const star = pattern.indexOf('*');
      if (star === -1) continue;
      const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
      if (!key.startsWith(before) || !key.endsWith(after)) continue;
      const target = exportTarget(value);
      const matched = key.slice(before.length, key.length - after.length);
      if (target) return fileAt(path.join(dir, target.replace('*', matched)));
    }
  }
  return fileAt(dir + subpath);
}

/** The ES module entry of a package (its "module" field, as webpack resolves it). */
function packageEntry(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return fileAt(path.join(dir, manifest.module ?? manifest.main ?? 'index.js'));
}

/** 'antd/es/button' for '/.../node_modules/antd/es/button' (the request as webpack rebuilds it). */
function requestOf(absolute) {
  const index = absolute.lastIndexOf('node_modules/');
  return index === -1 ? undefined : absolute.slice(index + 'node_modules/'.length);
}

/**
 * Reads the import graph of antd's family from the app's installed packages.
 * @returns {{ edges: Map<string, Set<string>>, importers: Map<string, Set<string>>,
 *   spellings: Map<string, Set<string>>, roots: Set<string> }}
 */
function readGraph(dirname) {
  const cache = new Map();
  const antdDir = packageDir('antd', dirname, cache);
  if (!antdDir) return undefined;
  const roots = new Set();
  const spellings = new Map();
  const spell = (file, request) => {
    if (!spellings.has(file)) spellings.set(file, new Set());
    spellings.get(file).add(request);
  };
  const esDir = path.join(antdDir, 'es');
  for (const entry of fs.readdirSync(esDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = fileAt(path.join(esDir, entry.name));
    if (!file) continue;
    roots.add(file);
    spell(file, `antd/es/${entry.name}`);
    if (entry.name === 'locale') {
      for (const locale of fs.readdirSync(path.join(esDir, 'locale'))) {
        if (!locale.endsWith('.js')) continue;
        const localeFile = path.join(esDir, 'locale', locale);
        roots.add(localeFile);
        spell(localeFile, `antd/es/locale/${locale.slice(0, -3)}`);
      }
    }
  }
  const iconsDir = packageDir('@ant-design/icons', dirname, cache);
  if (iconsDir) {
    const dir = path.join(iconsDir, 'es', 'icons');
    for (const icon of fs.readdirSync(dir)) {
      if (!icon.endsWith('.js') || icon === 'index.js') continue;
      const file = path.join(dir, icon);
      roots.add(file);
      spell(file, `@ant-design/icons/es/icons/${icon.slice(0, -3)}`);
    }
  }

  const edges = new Map();
  const importers = new Map();
  const sources = new Map();
  const read = (file) => {
    if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
    return sources.get(file);
  };

  /** Where an import specifier leads: the file and the request webpack rebuilds for it. */
  const resolve = (fromFile, specifier) => {
    if (specifier.startsWith('.')) {
      const absolute = path.resolve(path.dirname(fromFile), specifier);
      return { file: fileAt(absolute), request: requestOf(absolute) };
    }
    const [, name, subpath = ''] = /^((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(specifier) ?? [];
    if (!name || !inFamily(name)) return {};
    const dir = packageDir(name, path.dirname(fromFile), cache);
    if (!dir) return {};
    return { file: subpath ? subpathFile(dir, subpath) : packageEntry(dir), request: specifier };
  };

  /**
   * The module that defines `name` when it is imported from `file`, following re-exports
   * ("export { default as omit } from './omit'", "export * from './x'"): webpack skips such
   * side-effect-free re-exports and links the importer to the defining module directly.
   */
  const definingModule = (file, name, depth = 0) => {
    if (depth > 8 || name === '*') return { file };
    const source = read(file);
    for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      for (const part of match[1].split(',')) {
        const [original, alias] = part.trim().split(/\s+as\s+/);
        if ((alias ?? original) !== name || !original) continue;
        const target = resolve(file, match[2]);
        if (!target.file) return { file };
        return { ...definingModule(target.file, original, depth + 1), via: target };
      }
    }
    // "export * from" is not followed: the targets are shared modules whose exports webpack
    // cannot see, so it keeps the barrel and looks the name up at run time.
    return { file };
  };

  const IMPORT_NAMES =
    /(?:^|[\s;}])(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (edges.has(file)) continue;
    const targets = new Set();
    edges.set(file, targets);
    for (const match of read(file).matchAll(IMPORT_NAMES)) {
      const specifier = match[3] ?? match[4];
      const { file: target, request } = resolve(file, specifier);
      if (!target) continue;
      const clause = match[2] ?? '';
      const named = /\{([^}]*)\}/.exec(clause);
      const wholeModule = !named || /\*/.test(clause) || /^[\w$]+\s*(,|$)/.test(clause);
      const reached = [];
      if (wholeModule || match[1] === 'export') reached.push({ file: target, request });
      if (named && match[1] === 'import') {
        for (const part of named[1].split(',')) {
          const original = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (!original) continue;
          const defining = definingModule(target, original);
          reached.push(
            defining.file === target
              ? { file: target, request }
              : { file: defining.file, request: defining.via?.request },
          );
        }
      }
      for (const { file: reachedFile, request: reachedRequest } of reached) {
        if (reachedRequest) spell(reachedFile, reachedRequest);
        targets.add(reachedFile);
        if (!importers.has(reachedFile)) importers.set(reachedFile, new Set());
        importers.get(reachedFile).add(file);
        queue.push(reachedFile);
      }
    }
  }
  return { edges, importers, spellings, roots };
}

/** For each key, the modules it brings along (up to the next key). */
function closures(edges, keys) {
  const owners = new Map();
  for (const key of keys) {
    const stack = [key];
    const seen = new Set();
    while (stack.length > 0) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (file !== key && keys.has(file)) continue;
      if (!owners.has(file)) owners.set(file, new Set());
      owners.get(file).add(key);
      for (const target of edges.get(file) ?? []) stack.push(target);
    }
  }
  return owners;
}

const resultCache = new Map();

/**
 * The share keys of antd's family for an app, as request strings ('antd/es/button',
 * '@rc-component/util/es/hooks/useEvent', ...). Empty when antd is not installed.
 */
function antdShareKeys(dirname) {
  const { edges, importers, spellings, roots } = readGraph(dirname) ?? {};
  if (!edges) return [];
  const cacheKey = [...roots].sort().join('\n');
  if (resultCache.has(cacheKey)) return resultCache.get(cacheKey);
  const keys = new Set(roots);
  for (;;) {
    const shared = [...closures(edges, keys)]
      .filter(([file, owners]) => !keys.has(file) && owners.size > 1)
      .map(([file]) => file);
    if (shared.length === 0) break;
    // The topmost of them: a module whose importers all travel in the same set becomes reachable
    // through one key once those importers are keys.
    const pending = new Set(shared);
    let added = 0;
    for (const file of shared) {
      if ([...(importers.get(file) ?? [])].some((importer) => !pending.has(importer))) {
        keys.add(file);
        added += 1;
      }
    }
    if (added === 0) for (const file of shared) keys.add(file);
  }
  const requests = [...keys].flatMap((file) => [...(spellings.get(file) ?? [])]).sort();
  resultCache.set(cacheKey, requests);
  return requests;
}

module.exports = { antdShareKeys, FAMILY_PREFIXES };
