import { compactShareRuntime } from './share-runtime.cjs';

// As Module Federation 2 generates them (ShareRuntimeModule, ConsumeSharedRuntimeModule).
const SHARING = `__webpack_require__.federation.initOptions.shared = {\t"antd/es/button": [{\tversion: "6.6.8",
\tget: () => (Promise.all([__webpack_require__.e(37951), __webpack_require__.e(66178)]).then(() => (() => (__webpack_require__(32869))))),
\tscope: ["default"],
\tshareConfig: {"eager":false,"requiredVersion":false,"singleton":true,"layer":null},
\t
},],\t"antd/es/app/context": [{\tversion: "6.6.8",
\tget: () => (__webpack_require__.e(4018).then(() => (() => (__webpack_require__(4018))))),
\tscope: ["default"],
\tshareConfig: {"eager":false,"requiredVersion":false,"singleton":true,"layer":null},
\t
},],\t"react": [{\tversion: "19.3.1",
\tget: () => (__webpack_require__.e(5).then(() => (() => (__webpack_require__(6))))),
\tscope: ["default"],
\tshareConfig: {"eager":false,"requiredVersion":"^19.2.0","singleton":true,"layer":null},
\t
},],}
__webpack_require__.S = {};`;

const CONSUMES = `var installedModules = {};
__webpack_require__.consumesLoadingData.moduleIdToConsumeDataMapping = {
\t347: {
\t\tfallback: () => (Promise.all([__webpack_require__.e(37951), __webpack_require__.e(26946)]).then(() => (() => (__webpack_require__(32869))))),
\t\tshareScope: ["default"],
\t\tsingleton: true,
\t\trequiredVersion: false,
\t\tstrictVersion: false,
\t\teager: false,
\t\tlayer: undefined,
\t\tshareKey: "antd/es/button",
\t\t
\t},
\t73217: {
\t\tfallback: () => (__webpack_require__.e(84387).then(() => (() => (__webpack_require__(84387))))),
\t\tshareScope: ["default"],
\t\tsingleton: true,
\t\trequiredVersion: "^19.2.0",
\t\tstrictVersion: false,
\t\teager: false,
\t\tlayer: undefined,
\t\tshareKey: "react/jsx-runtime",
\t\t
\t}
};`;

/** Runs runtime code against a stand-in __webpack_require__ that records what it is asked. */
function run(code, read) {
  const loaded = [];
  const webpackRequire = (id) => ({ module: id });
  webpackRequire.e = (chunk) => {
    loaded.push(chunk);
    return Promise.resolve();
  };
  webpackRequire.federation = { initOptions: {} };
  webpackRequire.consumesLoadingData = {};
  new Function('__webpack_require__', code)(webpackRequire);
  return { data: read(webpackRequire), loaded };
}

/** The data with every getter called: what it loads and what its factory returns. */
async function resolved(entries, getterName) {
  const out = {};
  for (const [key, value] of Object.entries(entries)) {
    const list = Array.isArray(value) ? value : [value];
    out[key] = [];
    for (const item of list) {
      const factory = await item[getterName]();
      out[key].push({ ...item, [getterName]: factory() });
    }
  }
  return out;
}

describe('compactShareRuntime', () => {
  it('rewrites the antd-family provides into helper calls that build the same objects', async () => {
    const { code, count } = compactShareRuntime('sharing', SHARING);
    expect(count).toBe(2);
    expect(code).toContain('__share_provided("6.6.8", [37951,66178], 32869)');
    // React's options differ from the family's: left as generated.
    expect(code).toContain('"requiredVersion":"^19.2.0"');
    const before = run(SHARING, (r) => r.federation.initOptions.shared);
    const after = run(code, (r) => r.federation.initOptions.shared);
    expect(await resolved(after.data, 'get')).toEqual(await resolved(before.data, 'get'));
    expect(after.loaded).toEqual(before.loaded);
  });

  it('rewrites the antd-family consumes into helper calls that build the same objects', async () => {
    const { code, count } = compactShareRuntime('consumes', CONSUMES);
    expect(count).toBe(1);
    expect(code).toContain('__share_consumed("antd/es/button", [37951,26946], 32869)');
    const read = (r) => r.consumesLoadingData.moduleIdToConsumeDataMapping;
    const before = run(CONSUMES, read);
    const after = run(code, read);
    expect(await resolved(after.data, 'fallback')).toEqual(await resolved(before.data, 'fallback'));
    expect(after.loaded).toEqual(before.loaded);
  });

  it('leaves code without family entries as it is', () => {
    const code = 'var installedModules = {};';
    expect(compactShareRuntime('consumes', code)).toEqual({ code, count: 0 });
  });
});
