// What a page loads and what is shared, worked out from the apps' build-report.json files
// (@creator/federation's BuildReportPlugin): plain data in, plain data out, no file access, so
// scripts/lib/build-budget.mjs and its tests share it.

/**
 * The chunks a page loads: the start chunks, then, for every loaded chunk, the fallback of each
 * shared module it consumes (unless `skipShared` says another app already loaded that key) and the
 * import()s whose target is in `follow` (the dynamic imports the page runs on its own: the shell's
 * bootstrap, the screen a route renders).
 * Throws when there is no start chunk, when a chunk is not in the report, or when an entry of
 * `follow` matches no import() or exposed module of what was loaded (a file moved or renamed
 * since budgets.json named it): each would measure less than the page loads, and pass.
 */
export function loadedChunks(report, startChunks, { follow, skipShared = () => false }) {
  const byId = new Map(report.chunks.map((chunk) => [chunk.id, chunk]));
  if (startChunks.length === 0) throw new Error(`${report.app}: no start chunk to measure from.`);
  const loaded = new Set();
  const sharedKeys = new Set();
  const followed = new Set();
  const queue = [...startChunks];
  while (queue.length > 0) {
    const id = queue.shift();
    if (loaded.has(id)) continue;
    const chunk = byId.get(id);
    if (!chunk) {
      throw new Error(`${report.app}: chunk ${JSON.stringify(id)} is not in its build report.`);
    }
    loaded.add(id);
    for (const block of chunk.blocks) {
      const target = block.kind === 'import' ? block.target : block.name;
      const followedHere =
        (block.kind === 'import' || block.kind === 'expose') && follow.has(target);
      if (followedHere) followed.add(target);
      if (block.kind === 'consume') sharedKeys.add(block.key);
      if ((block.kind === 'consume' && !skipShared(block.key)) || followedHere) {
        queue.push(...block.chunks);
      }
    }
  }
  const missing = [...follow].filter((target) => !followed.has(target));
  if (missing.length > 0) {
    throw new Error(
      `${report.app}: nothing its page loads imports or exposes ${missing.map((m) => JSON.stringify(m)).join(', ')} ` +
        '(moved or renamed since budgets.json named it?). Measuring without it would count ' +
        'less than the page loads: fix the path in budgets.json.',
    );
  }
  return { chunks: [...loaded].map((id) => byId.get(id)), sharedKeys };
}

/** Share key -> the chunks its fallback loads, in one app's build. */
export function fallbackChunks(report) {
  const byKey = new Map();
  for (const chunk of report.chunks) {
    for (const block of chunk.blocks) {
      if (block.kind === 'consume' && !byKey.has(block.key)) byKey.set(block.key, block.chunks);
    }
  }
  return byKey;
}

/** 'antd@6.6.8/es/button/index.js' -> 'antd'. */
const packageOf = (resource) => {
  const match = /^((?:@[^/]+\/)?[^/@]+)@/.exec(resource);
  return match ? match[1] : undefined;
};

/**
 * How many copies of each shared library's modules the portal can end up running: a module counts
 * once for every share key that brings it along (whichever app provides that key) and once for
 * every app that bundles it outside the share scope. One share key per module keeps one instance
 * (one React context, one antd ConfigProvider) whatever app provides it. Keys the shell provides
 * all come from the shell: it registers its share scope before any remote starts, and the
 * 'loaded-first' strategy never replaces a registration, so together they count once (one webpack
 * runtime evaluates each module once, whichever of its chunks brought it).
 * Returns { [package]: { copies, worst: [{ module, via: [...] }] } } for every package that is
 * shared at all.
 */
export function sharedLibraryCopies(reports, shellKeys = new Set()) {
  const via = new Map();
  const add = (module, where) => {
    if (!packageOf(module)) return;
    if (!via.has(module)) via.set(module, new Set());
    via.get(module).add(where);
  };
  for (const report of Object.values(reports)) {
    for (const [key, modules] of Object.entries(report.shares)) {
      const provider = shellKeys.has(key) ? 'the shell' : `share key ${key}`;
      for (const module of modules) add(module, provider);
    }
  }
  // A shared library is a package with share keys of its own; helpers that only travel inside
  // other packages' keys (clsx, @babel/runtime) hold no state, and a second copy costs bytes only.
  const keyPackage = (key) => /^((?:@[^/]+\/)?[^/]+)/.exec(key)[1];
  const sharedPackages = new Set(
    Object.values(reports).flatMap((report) => Object.keys(report.shares).map(keyPackage)),
  );
  for (const report of Object.values(reports)) {
    for (const module of report.private) {
      if (sharedPackages.has(packageOf(module))) add(module, `bundled by ${report.app}`);
    }
  }
  const result = {};
  for (const [module, where] of via) {
    const library = packageOf(module);
    if (!sharedPackages.has(library)) continue;
    const entry = (result[library] ??= { copies: 0, worst: [] });
    if (where.size > entry.copies) {
      entry.copies = where.size;
      entry.worst = [];
    }
    if (where.size === entry.copies && entry.worst.length < 3) {
      entry.worst.push({ module, via: [...where].sort() });
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Share keys an app consumes without providing them: such a key is never registered, so every
 * app silently uses its own copy of the module (one theme becomes several). Returns
 * { [app]: [keys...] } for the apps that have any.
 */
export function unprovidedKeys(reports) {
  const result = {};
  for (const report of Object.values(reports)) {
    const provided = new Set(report.provides ?? []);
    const missing = Object.keys(report.shares).filter((key) => !provided.has(key));
    if (missing.length > 0) result[report.app] = missing.sort();
  }
  return result;
}

/**
 * Modules an app bundles twice, once from a package's ES build and once from its CommonJS build
 * (`dist/index.js` and `dist/index.cjs`): two copies of the same code, and two module instances
 * with their own state. Returns { app: ['pkg@1.0.0/dist/index.{cjs,js}', ...] }.
 */
export function dualFormatModules(reports) {
  const result = {};
  for (const report of Object.values(reports)) {
    const extensions = new Map();
    for (const module of report.private ?? []) {
      const match = /^(.*)\.(c|m)?js$/.exec(module);
      if (!match) continue;
      const stem = match[1];
      extensions.set(stem, [...(extensions.get(stem) ?? []), `${match[2] ?? ''}js`]);
    }
    const twice = [...extensions]
      .filter(([, found]) => found.length > 1)
      .map(([stem, found]) => `${stem}.{${found.sort().join(',')}}`)
      .sort();
    if (twice.length > 0) result[report.app] = twice;
  }
  return result;
}
