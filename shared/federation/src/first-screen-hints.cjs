/**
 * The shell's index.html names only main.js; the first screen's code (the chunks behind
 * `import('./bootstrap')` and the shared modules they consume, such as React and antd's core) is
 * only requested once main.js has been fetched and run. This plugin adds a `<script defer>` per
 * such chunk to index.html, so that the browser fetches them beside main.js: one round trip less
 * before the first render. Only what the first screen loads is named (no other import(), no
 * remote), as the build's chunk graph says.
 *
 * Deferred scripts rather than `<link rel="preload">`: Chromium compiles a deferred script off the
 * main thread while it downloads, but compiled a preloaded chunk on the main thread when webpack
 * appended its script tag (about 70 ms in one task). A chunk's script only registers its modules,
 * so running before main.js is harmless; webpack's script loader finds a tag with the same `src`
 * and waits for it rather than adding a second one.
 */
const path = require('node:path');

/** The plain modules inside a module (a concatenated module holds several). */
const innerModules = (module) => (module.modules ? [...module.modules] : [module]);

/**
 * The JS files of the chunks loaded before the first screen renders: the entry's async import of
 * `firstScreen` and, through them, every shared module they consume: the chunk of this build's
 * provide where there is one, else the consume's fallback.
 */
function firstScreenFiles(compilation, entryName, firstScreen) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  // What this build provides, by share key. The shell registers its provides before anything
  // else, so a module it both provides and consumes is loaded through the provide's chunk, which
  // webpack may have made apart from the consume's fallback chunk (same code, another file).
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  const blockChunks = (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  const entryChunks = new Set(entry.chunks);
  const seen = new Set();
  const queue = [...entry.chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const inner of innerModules(module)) {
        const provide =
          inner.type === 'consume-shared-module' ? provided.get(inner.options?.shareKey) : null;
        if (provide) {
          queue.push(...(provide.blocks ?? []).flatMap(blockChunks));
          continue;
        }
        for (const block of inner.blocks ?? []) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (!group) continue;
          let follow = inner.type === 'consume-shared-module';
          if (!follow && inner.type !== 'provide-module') {
            const dependency = block.dependencies[0];
            const target = dependency && moduleGraph.getModule(dependency);
            const resource = target && (target.rootModule ?? target).resource;
            follow = resource !== undefined && path.resolve(resource) === firstScreen;
          }
          if (follow) queue.push(...group.chunks);
        }
      }
    }
  }
  return [...seen]
    .filter((chunk) => !entryChunks.has(chunk))
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();
}

class FirstScreenHintsPlugin {
  /**
   * @param {object} options
   * @param {typeof import('html-webpack-plugin')} options.HtmlWebpackPlugin
   * @param {string} options.firstScreen absolute path of the module the entry imports
   * @param {string} [options.publicPath] where the files are served from ('/' for the shell)
   */
  constructor({ HtmlWebpackPlugin, firstScreen, publicPath = '/', entryName = 'main' }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.firstScreen = path.resolve(firstScreen);
    this.publicPath = publicPath;
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenHintsPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FirstScreenHintsPlugin',
        (data) => {
          const files = firstScreenFiles(compilation, this.entryName, this.firstScreen);
          const hints = files.map((file) => ({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'FirstScreenHintsPlugin' },
            attributes: { defer: true, src: `${this.publicPath}${file}` },
          }));
          data.headTags.push(...hints);
          return data;
        },
      );
    });
  }
}

module.exports = { FirstScreenHintsPlugin, firstScreenFiles };
