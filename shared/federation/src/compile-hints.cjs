/**
 * V8 compiles a script's functions lazily: at load it only pre-parses them to find where each one
 * ends, and compiles a function on the main thread the first time it is called. A chunk of this
 * portal is fetched to be run: its module factories, and the components they define, are called
 * as soon as the screen that asked for it renders. So each of those first calls stopped the main
 * thread to compile (and the pre-parse had been done for nothing).
 *
 * Chromium (136 and later) reads the magic comment `//# allFunctionsCalledOnLoad` on a script's
 * first line as a hint to compile every function in it eagerly, off the main thread while the
 * script streams in. Other browsers read a comment. This plugin puts the hint on the first line
 * of every JS file a production build emits.
 *
 * Measured on this machine (docs/architecture.md): the home page's total blocking time under
 * Lighthouse's mobile throttling fell from 117-177 ms to 15-63 ms, and a switch into a remote that
 * the shell had warmed got 10-35 ms faster. A cold switch, whose files arrive and run at once, did
 * not move.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const JAVASCRIPT = /\.m?js$/;

class EagerCompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EagerCompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EagerCompileHintPlugin',
          // After minifying (which drops comments), before the source maps are written (they
          // then count the added line).
          stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!JAVASCRIPT.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, EagerCompileHintPlugin };
