/**
 * Writes <app>/build-report.json after a build: what the budget check (scripts/budget.mjs) needs
 * to know, in plain data, without webpack's 10 MB stats:
 * - chunks: id, emitted files, and the async blocks its modules own (a shared module's fallback,
 *   an import(), an exposed module), each with the chunks that block loads;
 * - shares: for every share key the app consumes, the modules its fallback brings along
 *   (the modules that come with the key when this app provides it);
 * - provides: the share keys the app registers in the share scope;
 * - private: third-party modules the app bundles outside any share key.
 * Module paths are package-relative with the version ('antd@6.6.8/es/button/index.js'), so the
 * five apps' reports can be compared.
 */
const fs = require('node:fs');
const path = require('node:path');

const REPORT_FILENAME = 'build-report.json';

/** 'antd@6.6.8/es/button/index.js' for a file in node_modules, else a path from the repo root. */
function normalizeResource(resource, root) {
  if (!resource) return undefined;
  const file = resource.split('?')[0].replace(/\\/g, '/');
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(
    file,
  );
  if (pnpm) {
    const name = pnpm[2];
    // The .pnpm folder is '<name with + for />@<version>[_<peers>]'.
    const prefix = `${name.replace('/', '+')}@`;
    const version = pnpm[1].startsWith(prefix) ? pnpm[1].slice(prefix.length).split('_')[0] : '?';
    return `${name}@${version}/${pnpm[3]}`;
  }
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (plain) return `${plain[1]}/${plain[2]}`;
  return path.relative(root, file).replace(/\\/g, '/');
}

/** The plain modules inside a module (a concatenated module holds several). */
function innerModules(module) {
  return module.modules ? [...module.modules] : [module];
}

class BuildReportPlugin {
  constructor({ appName, outputFile, root }) {
    this.appName = appName;
    this.outputFile = outputFile;
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BuildReportPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { compilation } = stats;
      const { chunkGraph, moduleGraph } = compilation;
      const normalize = (resource) => normalizeResource(resource, this.root);
      const chunkId = (chunk) => String(chunk.id);

      const describeBlock = (module, block) => {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (!group) return undefined;
        const chunks = group.chunks.map(chunkId);
        if (module.type === 'consume-shared-module') {
          return { kind: 'consume', key: module.options.shareKey, chunks };
        }
        if (module.type === 'provide-module') return { kind: 'provide', chunks };
        const dependency = block.dependencies[0];
        const target = dependency && moduleGraph.getModule(dependency);
        const resource = target && (target.rootModule ?? target).resource;
        if (
          module.type === 'container-entry' ||
          module.constructor.name === 'ContainerEntryModule'
        ) {
          return {
            kind: 'expose',
            name: dependency?.exposedName,
            target: normalize(resource),
            chunks,
          };
        }
        return { kind: 'import', target: normalize(resource), chunks };
      };

      const chunks = [...compilation.chunks].map((chunk) => {
        const blocks = [];
        const modules = new Set();
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of innerModules(module)) {
            if (inner.resource) modules.add(normalize(inner.resource));
            for (const block of inner.blocks ?? []) {
              const described = describeBlock(inner, block);
              if (described) blocks.push(described);
            }
          }
        }
        return {
          id: chunkId(chunk),
          names: [...(chunk.name ? [chunk.name] : [])],
          initial: chunk.canBeInitial(),
          files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)),
          blocks,
          modules: [...modules].sort(),
        };
      });

      // What each share key's fallback brings along: its module and everything it imports
      // synchronously, up to the next shared module.
      const shares = {};
      const inShares = new Set();
      for (const module of compilation.modules) {
        if (module.type !== 'consume-shared-module') continue;
        const fallbackDependency = module.blocks[0]?.dependencies[0] ?? module.dependencies[0];
        const fallback = fallbackDependency && moduleGraph.getModule(fallbackDependency);
        if (!fallback) continue;
        const seen = new Set();
        const queue = [fallback];
        while (queue.length > 0) {
          const current = queue.pop();
          if (seen.has(current)) continue;
          seen.add(current);
          for (const connection of moduleGraph.getOutgoingConnections(current)) {
            const target = connection.module;
            if (!target || target.type === 'consume-shared-module') continue;
            if (connection.getActiveState(undefined) === false) continue;
            const parent =
              connection.dependency && moduleGraph.getParentBlock(connection.dependency);
            if (
              parent &&
              parent !== current &&
              parent.constructor.name === 'AsyncDependenciesBlock'
            ) {
              continue;
            }
            queue.push(target);
          }
        }
        const resources = new Set();
        for (const seenModule of seen) {
          for (const inner of innerModules(seenModule)) {
            if (!inner.resource) continue;
            resources.add(normalize(inner.resource));
            inShares.add(inner);
          }
        }
        const key = module.options.shareKey;
        shares[key] = [...new Set([...(shares[key] ?? []), ...resources])].sort();
      }

      const privateModules = new Set();
      for (const module of compilation.modules) {
        for (const inner of innerModules(module)) {
          if (!inner.resource || !/node_modules/.test(inner.resource) || inShares.has(inner)) {
            continue;
          }
          if (chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
          privateModules.add(normalize(inner.resource));
        }
      }

      // What the app registers in the share scope; a key it consumes but does not provide is never
      // shared (the app falls back to its own copy without telling the others).
      const provides = new Set();
      for (const module of compilation.modules) {
        if (module.type === 'provide-module' && module._name) provides.add(module._name);
      }

      const report = {
        app: this.appName,
        provides: [...provides].sort(),
        entry: [...compilation.entrypoints.values()].map((entrypoint) => ({
          name: entrypoint.name,
          chunks: entrypoint.chunks.map(chunkId),
        })),
        chunks,
        shares,
        private: [...privateModules].sort(),
      };
      fs.writeFileSync(this.outputFile, `${JSON.stringify(report)}\n`);
    });
  }
}

module.exports = { BuildReportPlugin, REPORT_FILENAME, normalizeResource };
