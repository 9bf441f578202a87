/**
 * A shorter spelling of Module Federation's share registrations. antd is shared module by module
 * (share-keys.cjs), so every app's runtime lists ~300 provided modules ('sharing') and ~300
 * consumed ones ('consumes'), each as an object literal that repeats the same share options and
 * a getter `() => Promise.all([__webpack_require__.e(1), ...]).then(() => () => __webpack_require__(2))`.
 * This rewrites those entries whose options are the antd family's (scope 'default', singleton,
 * any version, not eager, no layer) into a call of one helper per runtime module that builds the
 * same object: `P("6.6.8", [1, ...], 2)` and `C("antd/es/button", [1, ...], 2)`. The runtime
 * receives identical objects; other entries (React, the @creator packages, ...) stay as they are.
 */

const GETTER = String.raw`\(\)\s*=>\s*\(?\s*(?:Promise\.all\(\[((?:\s*__webpack_require__\.e\(\d+\),?)+)\s*\]\)|__webpack_require__\.e\((\d+)\))\s*\.then\(\s*\(\)\s*=>\s*\(?\s*\(\)\s*=>\s*\(?\s*__webpack_require__\(\s*(\d+)\s*\)\s*\)?\s*\)?\s*\)\s*\)?`;

const PROVIDE = new RegExp(
  String.raw`\[\s*\{\s*version:\s*("[^"]*"),\s*get:\s*${GETTER},\s*scope:\s*\["default"\],\s*shareConfig:\s*\{"eager":false,"requiredVersion":false,"singleton":true,"layer":null\},\s*\},?\s*\]`,
  'g',
);
const CONSUME = new RegExp(
  String.raw`\{\s*fallback:\s*${GETTER},\s*shareScope:\s*\["default"\],\s*singleton:\s*true,\s*requiredVersion:\s*false,\s*strictVersion:\s*false,\s*eager:\s*false,\s*layer:\s*undefined,\s*shareKey:\s*("[^"]*"),\s*\}`,
  'g',
);

const chunkList = (list, one) => (list ? list.match(/\d+/g).join(',') : one);

const LOAD =
  'function (c, i) { return function () { return Promise.all(c.map(function (id) { return __webpack_require__.e(id); })).then(function () { return function () { return __webpack_require__(i); }; }); }; }';

const PROVIDE_HELPER = `var __share_provided = function (version, c, i) { return [{ version: version, get: (${LOAD})(c, i), scope: ["default"], shareConfig: { eager: false, requiredVersion: false, singleton: true, layer: null } }]; };`;
const CONSUME_HELPER = `var __share_consumed = function (shareKey, c, i) { return { fallback: (${LOAD})(c, i), shareScope: ["default"], singleton: true, requiredVersion: false, strictVersion: false, eager: false, layer: undefined, shareKey: shareKey }; };`;

/** The rewritten code of one runtime module and how many entries it rewrote. */
function compactShareRuntime(name, code) {
  let count = 0;
  if (name === 'sharing') {
    const out = code.replace(PROVIDE, (_, version, list, one, id) => {
      count += 1;
      return `__share_provided(${version}, [${chunkList(list, one)}], ${id})`;
    });
    return { code: count > 0 ? `${PROVIDE_HELPER}\n${out}` : code, count };
  }
  const out = code.replace(CONSUME, (_, list, one, id, shareKey) => {
    count += 1;
    return `__share_consumed(${shareKey}, [${chunkList(list, one)}], ${id})`;
  });
  return { code: count > 0 ? `${CONSUME_HELPER}\n${out}` : code, count };
}

/** Applies compactShareRuntime to Module Federation's 'sharing' and 'consumes' runtime modules. */
class CompactShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompactShareRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('CompactShareRuntimePlugin', (module) => {
        if (module.name !== 'sharing' && module.name !== 'consumes') return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const code = generate();
          return code === null ? code : compactShareRuntime(module.name, code).code;
        };
      });
    });
  }
}

module.exports = { CompactShareRuntimePlugin, compactShareRuntime };
