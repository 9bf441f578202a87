/**
 * Build helpers shared by the shell and the four remotes, so that five apps do not repeat their
 * webpack and Module Federation configuration (docs/architecture.md, "Module Federation").
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { BuildReportPlugin, REPORT_FILENAME } = require('./build-report.cjs');
const { firstScreenFamilyImports, workspaceFamilyImports } = require('./first-screen.cjs');
const { EagerCompileHintPlugin } = require('./compile-hints.cjs');
const { FirstScreenHintsPlugin } = require('./first-screen-hints.cjs');
const { CompactShareRuntimePlugin } = require('./share-runtime.cjs');
const {
  antdChunkNamer,
  antdShareKeyFiles,
  antdShareKeys,
  CanonicalFamilyRequestsPlugin,
  FAMILY_PREFIXES,
  REDIRECT_TARGETS,
  RedirectedImportsPlugin,
} = require('./share-keys.cjs');

/** Third-party libraries every app takes from the share scope, as singletons. */
const SHARED_LIBRARIES = [
  'react',
  // Trailing-slash keys share every subpath: react/jsx-runtime, react/jsx-dev-runtime, react-dom/client.
  'react/',
  'react-dom',
  'react-dom/',
  // react-router-dom is shared through ./react-router-dom.mjs (see there); React Router is not.
  '@tanstack/react-query',
  '@tanstack/query-core',
  'antd',
  '@ant-design/icons',
  'dayjs',
  // dayjs' plugins and locales (antd's date picker imports several).
  'dayjs/',
  'zustand',
];

/** The one react-router-dom module every app shares (the names the apps use, tree-shaken). */
const ROUTER_FACADE = path.join(__dirname, 'react-router-dom.mjs');

/** Workspace packages that are build or test tools, never shared at run time. */
const NOT_SHARED_WORKSPACE_PACKAGES = new Set(['@creator/federation', '@creator/test-utils']);

const REMOTE_ENTRY_FILENAME = 'remoteEntry.js';
/** The shell's code behind its async boundary: what it imports statically is its first screen. */
const FIRST_SCREEN_SOURCE = 'src/bootstrap.tsx';
/** What every part of the portal that shows antd loads first: its providers (see AntdScope). */
const ANTD_PROVIDERS_MODULE = '@creator/ui/antd';

/**
 * The antd-family requests whose modules go into the shell's 'antd-core' file: what its first
 * screen imports, and antd's providers, which every screen, dialog and toast that shows antd
 * loads before anything else. Since the home page shows no antd, the providers are what matters:
 * left to webpack, their ~100 shared modules were ~100 files of 1-2 KiB each, fetched and
 * registered one by one in a single long task.
 */
function shellCoreFamilyImports(dirname) {
  const firstScreen = path.join(dirname, FIRST_SCREEN_SOURCE);
  return new Set([
    ...firstScreenFamilyImports(firstScreen),
    ...workspaceFamilyImports(firstScreen, ANTD_PROVIDERS_MODULE),
  ]);
}
/**
 * For a remote's antd file names (antdChunkNamer): the antd-family requests its exposed modules
 * can ever load, and those the shell can, from the shell's sources beside it in the workspace
 * (none if they are not there: the remote then keeps its own copies of more parts in its files).
 */
function remoteFamilyImports(dirname, exposes = {}) {
  const everything = (entry) => firstScreenFamilyImports(entry, { dynamic: true });
  const shellEntry = path.join(dirname, '..', 'shell', ENTRY_SOURCE);
  return {
    appImports: new Set(
      Object.values(exposes).flatMap((file) => [...everything(path.resolve(dirname, file))]),
    ),
    shellImports: fs.existsSync(shellEntry) ? everything(shellEntry) : new Set(),
  };
}
/** Every app's entry, the shell's included (its async boundary before bootstrap). */
const ENTRY_SOURCE = 'src/index.ts';
const MANIFEST_FILENAME = 'mf-manifest.json';
const ANALYTICS_PROXY_TARGET = 'http://localhost:4000';

/** Text assets get brotli and gzip variants at build time; creator-serve sends the best one. */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt)$/;
/**
 * A deployment rewrites these in place (remotes' URLs, API host), so a compressed copy would go
 * stale: they are always served as they are (and they are tiny).
 */
const EDITED_IN_PLACE = /(^|\/)(remotes|runtime-config)\.json$/;

function precompressPlugins() {
  const common = { test: PRECOMPRESSED, exclude: EDITED_IN_PLACE, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where a production build keeps its source maps: beside dist/, never inside it. */
const SOURCE_MAPS_DIR = 'sourcemaps';

/**
 * Production source maps are build artefacts for error reporting, not published: webpack writes
 * them without a sourceMappingURL comment ('hidden-source-map'), and this plugin moves them out of
 * dist/ (which is what gets deployed) into sourcemaps/ beside it, keeping their relative paths.
 */
class MoveSourceMapsPlugin {
  constructor(target) {
    this.target = target;
  }

  apply(compiler) {
    const outputPath = compiler.options.output.path;
    compiler.hooks.beforeRun.tap('MoveSourceMapsPlugin', () => {
      fs.rmSync(this.target, { recursive: true, force: true });
    });
    compiler.hooks.afterEmit.tap('MoveSourceMapsPlugin', (compilation) => {
      for (const name of Object.keys(compilation.assets)) {
        if (!name.endsWith('.map')) continue;
        const from = path.join(outputPath, name);
        if (!fs.existsSync(from)) continue;
        const to = path.join(this.target, name);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.renameSync(from, to);
      }
    });
  }
}

/**
 * Both webpack's own share runtime module and @module-federation/enhanced's are added to every
 * runtime chunk (enhanced's ConsumeSharedPlugin notes the duplicate as a FIXME). Enhanced's comes
 * later and defines __webpack_require__.I; webpack's only adds a dead `register(...)` call per
 * shared module, with its chunk list: ~15 KiB gzip in the shell's main.js and in each
 * remoteEntry.js once antd is shared module by module. This drops webpack's where enhanced's is
 * there.
 */
class DropDuplicateShareRuntimePlugin {
  constructor(webpackDir) {
    this.NativeShareRuntimeModule = require(
      path.join(webpackDir, 'lib', 'sharing', 'ShareRuntimeModule'),
    );
  }

  apply(compiler) {
    const Native = this.NativeShareRuntimeModule;
    compiler.hooks.thisCompilation.tap('DropDuplicateShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('DropDuplicateShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const sharing = modules.filter((module) => module.name === 'sharing');
          if (!sharing.some((module) => !(module instanceof Native))) continue;
          for (const module of sharing) {
            if (module instanceof Native) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}

/** Reads an installed package's package.json, looking from the app's folder (pnpm layout). */
function readInstalledPackage(dirname, packageName) {
  let dir = dirname;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(candidate)) return readJson(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * antd, @ant-design/* and @rc-component/* shared module by module (see share-keys.cjs): one prefix
 * entry per scope whose `include` admits exactly the share keys. allowNodeModulesSuffixMatch makes
 * the relative imports inside those packages ('../config-provider/context') match too, by the path
 * after node_modules, so antd's own imports reach the same shared modules as the apps' imports.
 */
function antdFamilySharedConfig(dirname) {
  const keys = antdShareKeys(dirname);
  const files = antdShareKeyFiles(dirname);
  const shared = {};
  for (const prefix of FAMILY_PREFIXES) {
    const after = (list) =>
      list.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    const remainders = after(keys);
    if (remainders.length === 0) continue;
    const alternatives = [...new Set([...remainders, ...after(files)])].map(escapeRegExp);
    shared[prefix] = {
      singleton: true,
      // Each key is a module of its own package; the package's version is read when it is provided.
      requiredVersion: false,
      allowNodeModulesSuffixMatch: true,
      // @module-federation/enhanced 2.9.2 tests `include.request` against the request's remainder
      // when it consumes ('es/button') but against the resolved file when it provides
      // ('/.../node_modules/antd/es/button/index.js'): one pattern that admits both, else the
      // modules are consumed but never provided, and every app silently keeps its own copy.
      include: {
        request: new RegExp(
          `(?:^|[\\\\/]node_modules[\\\\/]${escapeRegExp(prefix)})(?:${alternatives.join('|')})(?:\\.m?js)?$`,
        ),
      },
    };
  }
  return shared;
}

/**
 * The `shared` option for ModuleFederationPlugin: the library list plus every @creator/* package
 * the app depends on. Each is a singleton; none is eager (every app starts behind `import('./bootstrap')`).
 * requiredVersion comes from the app's package.json, or the installed package's own version for
 * workspace packages (whose range there is `workspace:*`).
 */
function createSharedConfig(dirname) {
  const appPackage = readJson(path.join(dirname, 'package.json'));
  const dependencies = { ...appPackage.dependencies };
  const shared = {};

  for (const key of SHARED_LIBRARIES) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const installed = readInstalledPackage(dirname, packageName);
    if (!installed) continue;
    const range = dependencies[packageName];
    shared[key] = {
      singleton: true,
      requiredVersion: range && !range.startsWith('workspace:') ? range : `^${installed.version}`,
    };
  }

  const router = readInstalledPackage(dirname, 'react-router-dom');
  if (router) {
    shared['react-router-dom'] = {
      singleton: true,
      import: ROUTER_FACADE,
      // The facade has no version of its own: it stands for the installed react-router-dom.
      version: router.version,
      requiredVersion: dependencies['react-router-dom'] ?? `^${router.version}`,
    };
  }

  for (const packageName of Object.keys(dependencies)) {
    if (!packageName.startsWith('@creator/') || NOT_SHARED_WORKSPACE_PACKAGES.has(packageName)) {
      continue;
    }
    const installed = readInstalledPackage(dirname, packageName);
    if (!installed) continue;
    const config = {
      singleton: true,
      requiredVersion: `^${installed.version}`,
      version: installed.version,
    };
    shared[packageName] = config;
    // Packages with subpath exports (e.g. '@creator/api/contract') share those subpaths too.
    const subpaths = Object.keys(installed.exports ?? {}).filter((entry) => entry !== '.');
    if (subpaths.length > 0) shared[`${packageName}/`] = { ...config };
  }

  Object.assign(shared, antdFamilySharedConfig(dirname));
  return shared;
}

function swcOptions({ jsxDevelopment }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: { runtime: 'automatic', development: jsxDevelopment, refresh: false },
      },
    },
    sourceMaps: true,
    // Let webpack handle modules (tree shaking, code splitting).
    module: { type: 'es6' },
    minify: false,
    isModule: true,
  };
}

/**
 * React Router 7's package exports point at its development build only (dev warnings included,
 * ~15% larger); production builds take the production build beside it. Both are named by path,
 * which also lets ./react-router-dom.mjs (outside the apps) reach the app's React Router.
 */
function reactRouterAlias(dirname, production) {
  let manifest;
  try {
    manifest = require.resolve('react-router/package.json', {
      paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [dirname] }))],
    });
  } catch {
    return {};
  }
  const dist = path.join(path.dirname(manifest), 'dist', production ? 'production' : 'development');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * One copy of Module Federation's runtime in the shell. `provideExternalRuntime` adds a runtime
 * plugin that puts runtime-core on the page for the remotes, and names it by Node's
 * `require.resolve`: its CommonJS build, which requires runtime-core's and the sdk's CommonJS
 * builds. The shell's own federation runtime imports their ES builds, so main.js carried both
 * (~20 KiB gzip), and the remotes ran the second copy. Resolving the plugin to its ES build gives
 * everyone the same modules.
 */
function federationRuntimeAlias(dirname) {
  try {
    // Resolved as ModuleFederationPlugin resolves it, from inside @module-federation/enhanced.
    const enhanced = path.dirname(
      require.resolve('@module-federation/enhanced/webpack', { paths: [dirname] }),
    );
    const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [enhanced],
    });
    const esm = plugin.replace(/\.cjs$/, '.js');
    return plugin !== esm && fs.existsSync(esm) ? { [`${plugin}$`]: esm } : {};
  } catch {
    return {};
  }
}

const resolveFromApp = (dirname, request) =>
  require(require.resolve(request, { paths: [dirname] }));

/**
 * A complete webpack configuration for one app.
 *
 * @param {object} options
 * @param {string} options.name Module Federation name ('shell', 'works', ...).
 * @param {number} options.port Dev-server port.
 * @param {Record<string, string>} [options.exposes] Remotes only: modules exposed to the shell.
 * @param {boolean} [options.isHost] The shell: serves index.html with SPA fallback, proxies analytics.
 * @param {string} options.dirname The app's folder (where package.json and src/ live).
 * @param {'development' | 'production'} [options.mode] Defaults to webpack's --mode, else production.
 */
function createAppConfig({ name, port, exposes, isHost = false, dirname, mode }) {
  if (!name || !port || !dirname) throw new Error('createAppConfig needs name, port and dirname');
  // webpack and the federation plugin come from the app's own dependencies, so the CLI, the
  // plugins and the config all use one webpack instance.
  const webpack = resolveFromApp(dirname, 'webpack');
  const { ModuleFederationPlugin } = resolveFromApp(dirname, '@module-federation/enhanced/webpack');

  // webpack's own minimizer plugin (a dependency of webpack, resolved next to it).
  const TerserPlugin = require(
    require.resolve('minimizer-webpack-plugin', {
      paths: [path.dirname(require.resolve('webpack/package.json', { paths: [dirname] }))],
    }),
  );

  const appPackage = readJson(path.join(dirname, 'package.json'));
  const resolvedMode =
    mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const production = resolvedMode === 'production';
  const publicDir = path.join(dirname, 'public');
  const htmlTemplate = path.join(publicDir, 'index.html');
  const hashed = production ? '.[contenthash:10]' : '';

  // A remote built in development mode must run inside a production shell, whose React has no
  // development JSX runtime. Remotes therefore always compile JSX for react/jsx-runtime; only the
  // shell uses react/jsx-dev-runtime (its dev build carries its own development React).
  const jsxDevelopment = !production && isHost;

  return {
    name,
    mode: resolvedMode,
    context: dirname,
    entry: { main: `./${ENTRY_SOURCE}` },
    // Never an eval-based devtool: the Content-Security-Policy (creator-serve) has no 'unsafe-eval',
    // and a dev remote runs inside a production shell under it.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // The shell is served from '/', as its index.html says (below), and its chunk URLs are then
      // exactly the index.html script tags' src, which webpack's loader matches to reuse them.
      // A remote works out its own from the URL of its remoteEntry.js.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...reactRouterAlias(dirname, production), ...federationRuntimeAlias(dirname) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: swcOptions({ jsxDevelopment }),
          },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          // antd's building blocks are pure modules but do not say so in their package.json;
          // saying it lets webpack link `import { omit } from '@rc-component/util'` straight to
          // the shared module that defines omit instead of loading the whole barrel.
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
          sideEffects: false,
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(appPackage.version),
      }),
      new HtmlWebpackPlugin({
        chunks: ['main'],
        ...(fs.existsSync(htmlTemplate)
          ? { template: htmlTemplate }
          : { templateContent: standalonePage(name, appPackage.version) }),
        scriptLoading: 'defer',
        // publicPath 'auto' would write relative script URLs, which break on deep links such as
        // /book/all (the SPA fallback serves index.html there). The shell is served from '/'.
        ...(isHost ? { publicPath: '/' } : {}),
        minify: production,
      }),
      // The shell's first screen is fetched beside main.js, not after it has run.
      ...(isHost && production
        ? [
            new FirstScreenHintsPlugin({
              HtmlWebpackPlugin,
              firstScreen: path.join(dirname, FIRST_SCREEN_SOURCE),
            }),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: publicDir,
            to: '.',
            noErrorOnMissing: true,
            globOptions: { ignore: ['**/index.html'] },
          },
        ],
      }),
      ...(production
        ? [
            // Every chunk is fetched to be run: Chromium compiles it off the main thread.
            new EagerCompileHintPlugin(),
            new MoveSourceMapsPlugin(path.join(dirname, SOURCE_MAPS_DIR)),
            ...precompressPlugins(),
          ]
        : []),
      new CanonicalFamilyRequestsPlugin(),
      new RedirectedImportsPlugin(),
      new DropDuplicateShareRuntimePlugin(
        path.dirname(require.resolve('webpack/package.json', { paths: [dirname] })),
      ),
      new CompactShareRuntimePlugin(),
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILENAME,
        ...(exposes ? { exposes } : {}),
        // The shell registers its remotes at run time from /remotes.json (shell/src/federation).
        remotes: {},
        shared: createSharedConfig(dirname),
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(__dirname, 'share-registration-once.mjs')],
        manifest: { fileName: MANIFEST_FILENAME },
        dts: false,
        dev: false,
        // One copy of Module Federation's runtime for the four remotes: the shell puts it on the
        // page (_FEDERATION_RUNTIME_CORE) and each remote uses it instead of carrying its own in
        // remoteEntry.js (remotes only ever run inside a shell, deployed or local). The shell
        // itself must keep its bundled copy: externalising it there too leaves the global unset.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      // Beside dist/, not in it: the budget check reads it, a deployment never serves it.
      ...(production
        ? [
            new BuildReportPlugin({
              appName: name,
              outputFile: path.join(dirname, REPORT_FILENAME),
              root: path.resolve(dirname, '..'),
            }),
          ]
        : []),
    ],
    optimization: {
      // swc minifies several times faster than terser, with similar output size.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // Each shared icon would otherwise get a chunk of its own holding its own copy of the
          // icon component, and clsx (which that component uses) one file per icon: one chunk
          // for all the icons this app (and antd inside it) uses, with what they need.
          antIcons: {
            test: /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/,
            name: 'ant-icons',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // antd is shared module by module; left alone, each shared module is a file of its
          // own (~200 requests for the home page). One file per component (its style and the
          // building blocks it alone uses go with it) and one for antd's core with the small
          // helpers every part uses (a fallback lists every file it needs, in every entry).
          antd: {
            // With the modules the builds put in place of some of antd's imports (share-keys.cjs),
            // which would otherwise be a file for each chunk that imports them.
            test: (module) => {
              const name = module.nameForCondition?.() ?? '';
              return ANTD_FAMILY_MODULE.test(name) || REDIRECT_TARGETS.includes(name);
            },
            name: antdChunkNamer(dirname, {
              isHost,
              firstScreen: isHost ? shellCoreFamilyImports(dirname) : undefined,
              ...(isHost ? {} : remoteFamilyImports(dirname, exposes)),
            }),
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
        },
      },
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    // antd's family is shared module by module through prefix entries whose `include` lists the
    // modules that are share keys; the plugin warns about include + singleton for each of them,
    // which only matters when one key could match several versions (it cannot: one lockfile).
    ignoreWarnings: [/"singleton: true" is used together with "include\.request/],
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      // The dev build is served from memory; public/ is copied into it by CopyWebpackPlugin.
      static: false,
      historyApiFallback: isHost,
      client: { overlay: { errors: true, warnings: false } },
      ...(isHost
        ? {
            proxy: [
              { context: ['/analytics'], target: ANALYTICS_PROXY_TARGET, changeOrigin: true },
            ],
          }
        : {
            // A dev remote is loaded by a shell on another origin (local or deployed).
            headers: {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            },
            allowedHosts: 'all',
          }),
    },
  };
}

const ANTD_FAMILY_MODULE =
  /[\\/]node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|clsx|@babel[\\/]runtime|stylis|@emotion[\\/](hash|unitless)|compute-scroll-into-view|scroll-into-view-if-needed|throttle-debounce|json2mq|string-convert|is-mobile|react-is)[\\/]/;

/** The page a remote serves at its own root: it is not an app, it says where the remote is. */
function standalonePage(name, version) {
  return `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name} ${version}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = {
  createAppConfig,
  createSharedConfig,
  SHARED_LIBRARIES,
  REMOTE_ENTRY_FILENAME,
  MANIFEST_FILENAME,
};
