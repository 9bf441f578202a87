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

/**
 * Imports inside antd that every app's build points elsewhere (RedirectedImportsPlugin), and that
 * the import graph below therefore leaves out: antd's Button and Tag styles import `isBright` from
 * the colour picker's preset panel, which imports Collapse (see antd-is-bright.mjs).
 */
const REDIRECTED_IMPORTS = [
  {
    from: /[\\/]node_modules[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    request: '../../color-picker/components/ColorPresets',
    to: path.join(__dirname, 'antd-is-bright.mjs'),
  },
];

/** The modules the redirected imports point at. */
const REDIRECT_TARGETS = REDIRECTED_IMPORTS.map((redirect) => redirect.to);

/** Where an import of `request` from `file` is redirected to, if it is. */
function redirectedImport(file, request) {
  return REDIRECTED_IMPORTS.find(
    (redirect) => redirect.request === request && redirect.from.test(file),
  )?.to;
}

/** Points the imports listed in REDIRECTED_IMPORTS at their replacements. */
class RedirectedImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RedirectedImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('RedirectedImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer;
        const to = issuer && redirectedImport(issuer, data.request);
        if (to) data.request = to;
      });
    });
  }
}

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

/**
 * One spelling per module for relative imports: './themes/default/index' and './themes/default'
 * (or './x.js' and './x') name the same file, but would be two share keys, so two instances.
 * A folder's own index ('./index', '.') becomes '../<folder>': Module Federation only matches
 * requests that start with './' or '../'.
 */
function canonicalRelative(request, context) {
  const trimmed = request.replace(/\.js$/, '').replace(/\/index$/, '');
  if (trimmed !== '' && trimmed !== '.' && trimmed !== 'index' && trimmed !== '..') return trimmed;
  const folder = trimmed === '..' ? path.dirname(context) : context;
  return `${trimmed === '..' ? '../' : ''}../${path.basename(folder)}`;
}

/** 'antd/es/button' for '/.../node_modules/antd/es/button' (the request as webpack rebuilds it). */
function requestOf(absolute) {
  const index = absolute.lastIndexOf('node_modules/');
  return index === -1 ? undefined : absolute.slice(index + 'node_modules/'.length);
}

const FAMILY_PATH = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;

/**
 * Rewrites relative imports inside antd's family to their one spelling before Module Federation
 * matches them against the share keys (which are listed in that spelling).
 */
class CanonicalFamilyRequestsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('CanonicalFamilyRequestsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('CanonicalFamilyRequestsPlugin', (data) => {
        if (data.request.startsWith('.') && FAMILY_PATH.test(data.context)) {
          data.request = canonicalRelative(data.request, data.context);
        }
      });
    });
  }
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

  /**
   * Whether the package a file belongs to has an "exports" map: then only what it exports can be
   * requested by name, so its inner modules cannot be share keys (the fallback of a key is
   * resolved by the key's name), and it is shared whole, through its entry points.
   */
  const sealed = new Map();
  const sealedByFolder = new Map();
  const inSealedPackage = (file) => {
    const folder = path.dirname(file);
    if (!sealedByFolder.has(folder)) sealedByFolder.set(folder, packageIsSealed(folder));
    return sealedByFolder.get(folder);
  };
  const packageIsSealed = (folder) => {
    let dir = folder;
    while (
      !fs.existsSync(path.join(dir, 'package.json')) ||
      !/node_modules\/(@[^/]+\/)?[^/]+$/.test(dir)
    ) {
      const parent = path.dirname(dir);
      if (parent === dir) return false;
      dir = parent;
    }
    if (!sealed.has(dir)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const exportsMap = manifest.exports;
      // An "exports" map that maps './' (or './es/') exposes every file under it.
      const open =
        exportsMap === undefined ||
        (typeof exportsMap === 'object' &&
          !Array.isArray(exportsMap) &&
          Object.keys(exportsMap).some((key) => key === './' || key === './es/' || key === './*'));
      sealed.set(dir, !open);
    }
    return sealed.get(dir);
  };

  /** Where an import specifier leads: the file and the request webpack rebuilds for it. */
  const resolve = (fromFile, specifier) => {
    if (specifier.startsWith('.')) {
      const absolute = path.resolve(
        path.dirname(fromFile),
        canonicalRelative(specifier, path.dirname(fromFile)),
      );
      const file = fileAt(absolute);
      return { file, request: file && !inSealedPackage(file) ? requestOf(absolute) : undefined };
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
    if (depth > 8 || name === '*' || inSealedPackage(file)) return { file };
    const source = read(file);
    for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      for (const part of match[1].split(',')) {
        const [original, alias] = part.trim().split(/\s+as\s+/);
        if ((alias ?? original) !== name || !original) continue;
        const target = resolve(file, match[2]);
        if (!target.file) return { file };
        // The request that reaches the defining module is the last hop's, not the first.
        const inner = definingModule(target.file, original, depth + 1);
        return { ...inner, via: inner.via ?? target };
      }
    }
    // "import Field from './Field'; export { Field }" re-exports too.
    for (const match of source.matchAll(/(?:^|[\s;}])export\s*\{([^}]*)\}\s*;/g)) {
      for (const part of match[1].split(',')) {
        const [local, alias] = part.trim().split(/\s+as\s+/);
        if ((alias ?? local) !== name || !local) continue;
        const escaped = local.replace(/\$/g, '\\$');
        const defaultImport = new RegExp(
          `import\\s+${escaped}\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*['"]([^'"]+)['"]`,
        ).exec(source);
        const namedImport = new RegExp(
          `import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]([^'"]+)['"]`,
          'g',
        );
        let imported;
        if (defaultImport) imported = { specifier: defaultImport[1], original: 'default' };
        for (const named of source.matchAll(namedImport)) {
          for (const namedPart of named[1].split(',')) {
            const [original, localName] = namedPart.trim().split(/\s+as\s+/);
            if ((localName ?? original) === local) imported = { specifier: named[2], original };
          }
        }
        if (!imported) return { file };
        const target = resolve(file, imported.specifier);
        if (!target.file) return { file };
        const inner = definingModule(target.file, imported.original, depth + 1);
        return { ...inner, via: inner.via ?? target };
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
      if (redirectedImport(file, specifier)) continue;
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

const layoutCache = new Map();

/**
 * The share keys of antd's family for an app and, for every module, the key it travels with.
 * @returns {{ keys: string[], ownerOf: Map<string, string> }} keys as request strings
 *   ('antd/es/button', '@rc-component/util/es/hooks/useEvent', ...); ownerOf: a module's real
 *   path -> the request of its key. Empty when antd is not installed.
 */
function antdFamilyLayout(dirname) {
  const graph = readGraph(dirname);
  if (!graph) return { keys: [], ownerOf: new Map() };
  const { edges, importers, spellings, roots } = graph;
  const cacheKey = [...roots].sort().join('\n');
  if (layoutCache.has(cacheKey)) return layoutCache.get(cacheKey);
  const keys = new Set(roots);
  let owners;
  for (;;) {
    owners = closures(edges, keys);
    const shared = [...owners]
      .filter(([file, fileOwners]) => !keys.has(file) && fileOwners.size > 1)
      .map(([file]) => file);
    if (shared.length === 0) break;
    // The topmost of them: a module whose importers all travel in the same set becomes reachable
    // through one key once those importers are keys.
    // Only modules that can be requested by name can be keys (see inSealedPackage); the budget
    // check reports any module left in two keys.
    const candidates = shared.filter((file) => spellings.has(file));
    const pending = new Set(candidates);
    let added = 0;
    for (const file of candidates) {
      if ([...(importers.get(file) ?? [])].some((importer) => !pending.has(importer))) {
        keys.add(file);
        added += 1;
      }
    }
    if (added === 0) {
      if (candidates.length === 0) break;
      for (const file of candidates) keys.add(file);
    }
  }
  const requestOfKey = (file) => [...(spellings.get(file) ?? [])].sort()[0];
  const ownerOf = new Map();
  for (const [file, fileOwners] of owners) {
    const owner = keys.has(file) ? file : [...fileOwners][0];
    const request = requestOfKey(owner);
    if (request) ownerOf.set(file, request);
  }
  const layout = {
    keys: [...new Set([...keys].flatMap((file) => [...(spellings.get(file) ?? [])]))].sort(),
    // Where the keys' files are, after node_modules and without '.js' ('antd/es/button/index').
    files: [...keys]
      .filter((file) => spellings.has(file))
      .map((file) => requestOf(file).replace(/\.m?js$/, ''))
      .sort(),
    ownerOf,
    edges,
    fileOfRequest: new Map(
      [...spellings].flatMap(([file, requests]) => [...requests].map((request) => [request, file])),
    ),
  };
  layoutCache.set(cacheKey, layout);
  return layout;
}

/** The share keys of antd's family (see antdFamilyLayout). */
function antdShareKeys(dirname) {
  return antdFamilyLayout(dirname).keys;
}

/** The files of the share keys (see antdFamilyLayout). */
function antdShareKeyFiles(dirname) {
  return antdFamilyLayout(dirname).files;
}

/** Every module of antd's family that the given requests bring along, keys or not. */
function modulesReachedFrom(layout, requests) {
  const reached = new Set();
  const stack = [...requests].map((request) => layout.fileOfRequest.get(request)).filter(Boolean);
  while (stack.length > 0) {
    const file = stack.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    for (const target of layout.edges.get(file) ?? []) stack.push(target);
  }
  return reached;
}

/**
 * In a remote whose screens show antd's Table (`appImports`: the family requests its code can
 * ever load), what only Table brings: not what the shell provides (`shellImports`: the same for
 * the shell), nor what the remote's other imports reach (a screen that shows Select without
 * Table must not fetch Table's file). Its filter menu (Dropdown, Menu, Tree), rc-table and the
 * small parts of antd's core no other screen reaches, in one file: by component they were
 * 7-13 files of 0.3-30 KiB, fetched and registered one by one on the way to the first screen of
 * three remotes. A remote opened after another that loaded some of these parts downloads its
 * copies of them again (the shared modules loaded first are the ones used).
 */
function tableParts(layout, appImports = new Set(), shellImports = new Set()) {
  if (!appImports.has(TABLE)) return new Set();
  const elsewhere = modulesReachedFrom(layout, [
    ...shellImports,
    ...[...appImports].filter((request) => request !== TABLE),
  ]);
  return new Set([...modulesReachedFrom(layout, [TABLE])].filter((file) => !elsewhere.has(file)));
}
const TABLE = 'antd/es/table';

/** The family's helpers the home page runs (through its icons). */
const HOME_HELPER = /[\\/]node_modules[\\/]clsx[\\/]/;

/** antd's directories that are not components but what every component builds on. */
const CORE_DIRECTORIES = ['_util', 'config-provider', 'locale', 'style', 'theme'];
const CORE_PACKAGE = /^(@ant-design\/cssinjs|@rc-component\/util)(\/|$)/;
/**
 * The chunk a module of antd's family goes into.
 * - In the shell: 'antd-core' for every key several components share (config-provider, theme,
 *   cssinjs, rc-util, ...) and for what its first screen needs (`firstScreen`: the family
 *   requests the first screen imports statically, see first-screen.cjs), components included,
 *   with the family's helpers except clsx (@babel/runtime, stylis, ...). Every other module of
 *   the family in the shell's build (what its dialogs and lazy screens use: Form, Input, Modal,
 *   Drawer, Card, Typography, ... and what they bring) goes into one file, 'antd-beyond-home',
 *   fetched by the first of them to open, or by the first remote screen that uses one of them.
 *   By component it was 20-30 files, each a script tag, a scan of the page's scripts by webpack's
 *   loader and a registration; one file is 15 KiB gzip more for a dialog that needs a few of them
 *   and some 50 ms less for a cold switch into a remote (docs/architecture.md).
 * - In a remote: what only antd's Table brings, in one 'antd-table' file where the remote shows
 *   Table (see tableParts); else by the key it travels with, a component's public entry and what
 *   only it uses ('antd-select', 'rc-select'); the other shared keys are left to webpack, which
 *   groups them by the keys that load them. Not one file there: a remote's file would hold its
 *   own copy of parts another remote may have loaded first, downloaded again for nothing.
 */
function antdChunkNamer(dirname, { isHost, firstScreen = new Set(), appImports, shellImports }) {
  const layout = antdFamilyLayout(dirname);
  const { ownerOf } = layout;
  const home = isHost ? modulesReachedFrom(layout, firstScreen) : new Set();
  const withTable = isHost ? new Set() : tableParts(layout, appImports, shellImports);
  return (module) => {
    const resource = module.resource ?? module.rootModule?.resource;
    const owner = (resource && ownerOf.get(resource)) ?? '';
    const component = /^antd\/es\/([^/]+)(?:\/|$)/.exec(owner);
    const inCore =
      (component && CORE_DIRECTORIES.includes(component[1])) || CORE_PACKAGE.test(owner);
    if (isHost && !inCore && ownerOf.has(resource) && !home.has(resource)) {
      return 'antd-beyond-home';
    }
    if (isHost) {
      // The home page runs no antd: what the shell's antd providers reach (the locale's picker
      // and calendar texts, Tooltip, Modal, rc-motion, rc-trigger, ...) and the helpers outside
      // the family graph (@babel/runtime, stylis, @emotion, react-is, ...) load together at the
      // first screen that shows antd, so they go in its core file. Left to webpack and named by
      // component they were ~25 files of 0.2-6 KiB on the way to every first remote screen.
      // clsx stays out: the home page's icons use it (the budget check fails if the home page
      // ever needs another of them, since it would then load this file).
      return resource && HOME_HELPER.test(resource) ? undefined : 'antd-core';
    }
    if (resource && withTable.has(resource)) return 'antd-table';
    // A component's inner keys ('antd/es/form/context', '@rc-component/menu/es/SubMenu') go with
    // the component: left to webpack, each was a file of its own (rc-menu alone was 15 files of
    // 1-2 KiB, fetched and registered one by one when a screen first showed a menu).
    if (component && !inCore) return `antd-${component[1]}`;
    const rcPackage = /^@rc-component\/([^/]+)(?:\/|$)/.exec(owner);
    if (rcPackage && rcPackage[1] !== 'util') return `rc-${rcPackage[1]}`;
    return undefined;
  };
}

module.exports = {
  antdShareKeys,
  antdShareKeyFiles,
  antdChunkNamer,
  CanonicalFamilyRequestsPlugin,
  FAMILY_PREFIXES,
  REDIRECT_TARGETS,
  RedirectedImportsPlugin,
};
