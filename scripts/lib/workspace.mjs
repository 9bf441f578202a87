// What the scripts know about the workspace: the apps, their ports, how to install, build and
// serve them. start.mjs, e2e.mjs and bench.mjs all serve the portal the same way, as deployed:
// the shell and each remote on its own origin, platform-api beside them.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bold, run, startProcess, waitForHttp, assertPortsFree } from './proc.mjs';

export const API_PORT = 4000;

/** The five front-end apps, in the order they are served. */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'works', dir: 'mfe-works', port: 3001 },
  { name: 'revenue', dir: 'mfe-revenue', port: 3002 },
  { name: 'insights', dir: 'mfe-insights', port: 3003 },
  { name: 'community', dir: 'mfe-community', port: 3004 },
];

export const SHELL_URL = `http://localhost:${APPS[0].port}`;
export const API_URL = `http://localhost:${API_PORT}`;

export const DEMO_ACCOUNTS = [
  ['demo@example.com', 'verified author, creator terms agreed, owns the demo works'],
  ['newcomer@example.com', 'has not agreed to the creator terms yet (welcome dialog)'],
  ['unverified@example.com', 'email not verified yet (verify dialog)'],
  ['invalid@example.com', 'INVALID member (spinner, no access)'],
  ['deleted@example.com', 'DELETED member'],
  ['other@example.com', 'another author with works of their own'],
];

/**
 * The pnpm pinned by the root package.json's packageManager field (pnpm@10.x.y). Running exactly
 * that version through npx matters: a newer pnpm 10 would try to switch to the pinned one itself,
 * which fails where the registry serves no signatures.
 */
const PNPM_SPEC = (() => {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^(pnpm@\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  return match ? match[1] : 'pnpm@10';
})();

/** `npx pnpm@<pinned version> ...`. */
export function pnpm(args, options) {
  return run('npx', ['--yes', PNPM_SPEC, ...args], options);
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.tsbuild']);

/** Newest modification time (ms) of any file under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (!SKIP_DIRS.has(entry)) visit(path.join(target, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

const STAMPS = path.join(ROOT, 'node_modules', '.cache', 'creator-build-stamps.json');

function readStamps() {
  try {
    return JSON.parse(readFileSync(STAMPS, 'utf8'));
  } catch {
    return {};
  }
}

/** Remembers when each app was last built successfully by these scripts. */
function writeStamps(apps, at) {
  const stamps = readStamps();
  for (const app of apps) stamps[app.dir] = at;
  mkdirSync(path.dirname(STAMPS), { recursive: true });
  writeFileSync(STAMPS, JSON.stringify(stamps, null, 2));
}

/**
 * When this app's dist was last built: the later of our stamp and the newest file in dist (webpack
 * leaves unchanged files untouched), or 0 when there is no build.
 */
function distBuiltAt(app) {
  const distDir = path.join(ROOT, app.dir, 'dist');
  const marker = app.name === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(path.join(distDir, marker))) return 0;
  // The budget check reads this report of the build; a build without one is out of date.
  if (!existsSync(path.join(ROOT, app.dir, 'build-report.json'))) return 0;
  return Math.max(readStamps()[app.dir] ?? 0, newestMtime([distDir]));
}

/** Apps whose dist is missing or older than their sources (or the shared packages they use). */
function staleApps() {
  const sharedInputs = [
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'pnpm-lock.yaml'),
    path.join(ROOT, 'tsconfig.base.json'),
  ];
  const sharedNewest = newestMtime(sharedInputs);
  return APPS.filter((app) => {
    const appDir = path.join(ROOT, app.dir);
    const builtAt = distBuiltAt(app);
    if (builtAt === 0) return true;
    const sourcesNewest = Math.max(
      sharedNewest,
      newestMtime(
        readdirSync(appDir)
          .filter((entry) => !SKIP_DIRS.has(entry) && entry !== 'README.md')
          .map((entry) => path.join(appDir, entry)),
      ),
    );
    return sourcesNewest > builtAt;
  });
}

/**
 * Builds the given apps in production mode (all five by default).
 * @returns {Promise<number>} exit code
 */
export async function buildApps(apps = APPS) {
  const startedAt = Date.now();
  const filters = apps.flatMap((app) => ['--filter', `./${app.dir}`]);
  // Two at a time: five webpack builds at once only thrash a two-core machine.
  const code = await pnpm(['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    env: { NODE_ENV: 'production' },
  });
  if (code === 0) writeStamps(apps, startedAt);
  return code;
}

/** Builds only what is missing or out of date. */
export async function buildIfStale({ force = false } = {}) {
  const apps = force ? APPS : staleApps();
  if (apps.length === 0) {
    console.log('Production builds are up to date (dist newer than sources): skipping the build.');
    return 0;
  }
  console.log(bold(`Building ${apps.map((app) => app.dir).join(', ')} (production)...`));
  return buildApps(apps);
}

const TSX = path.join(ROOT, 'platform-api', 'node_modules', '.bin', 'tsx');
const SERVE = path.join(ROOT, 'shared', 'federation', 'src', 'serve-static.mjs');

/**
 * What the benchmarks give platform-api: their setup creates thousands of chapters through the
 * API in seconds (a bulk import no author makes), so the count of writes is not limited; the
 * byte budget of chapter content and covers stays as deployed.
 */
export const BENCH_API_ENV = { PLATFORM_API_WRITES_PER_MINUTE: 'off' };

/**
 * Starts platform-api. `allowedOrigins`: the origins of the shells it serves (CORS and writes);
 * without it, platform-api's default (the shell on :3000) or PLATFORM_API_ALLOWED_ORIGINS.
 * `env`: more variables for it (platform-api/README.md lists them).
 * @param {{ dbPath: string, testHooks?: boolean, port?: number, silent?: boolean, allowedOrigins?: string[], env?: Record<string, string> }} options
 */
export function startPlatformApi({
  dbPath,
  testHooks = false,
  port = API_PORT,
  silent = false,
  logFile,
  onExit,
  allowedOrigins,
  env = {},
}) {
  return startProcess('api', TSX, ['src/main.ts'], {
    cwd: path.join(ROOT, 'platform-api'),
    env: {
      ...env,
      PORT: String(port),
      DB_PATH: dbPath,
      ...(testHooks ? { PLATFORM_API_TEST_HOOKS: '1' } : {}),
      ...(allowedOrigins ? { PLATFORM_API_ALLOWED_ORIGINS: allowedOrigins.join(',') } : {}),
    },
    silent,
    logFile,
    onExit: onExit && ((code) => onExit('api', code)),
  });
}

/**
 * Serves one app's production build with creator-serve, as it is deployed.
 * @param {{ name: string, dir: string, port: number }} app
 * @param {{ name?: string, distDir?: string, port?: number, silent?: boolean, logFile?: string, apiUrl?: string, onExit?: (name: string, code: number | null) => void }} [options]
 */
export function serveApp(app, options = {}) {
  const port = options.port ?? app.port;
  const distDir = options.distDir ?? path.join(ROOT, app.dir, 'dist');
  const args = [SERVE, '--dir', distDir, '--port', String(port)];
  if (app.name === 'shell') {
    args.push('--spa', '--proxy', `/analytics=${options.apiUrl ?? API_URL}`);
  } else {
    args.push('--cors');
  }
  const name = options.name ?? app.name;
  const { onExit } = options;
  return startProcess(name, process.execPath, args, {
    silent: options.silent,
    logFile: options.logFile,
    onExit: onExit && ((code) => onExit(name, code)),
  });
}

/**
 * Starts platform-api and the five production builds, and waits until all of them answer.
 * @param {{ dbPath: string, testHooks?: boolean, silent?: boolean, logFile?: string, allowedOrigins?: string[], onExit?: (name: string, code: number | null) => void, apiEnv?: Record<string, string> }} options
 */
export async function startPortal({
  dbPath,
  testHooks = false,
  silent = false,
  logFile,
  allowedOrigins,
  onExit,
  apiEnv = {},
}) {
  await assertPortsFree([API_PORT, ...APPS.map((app) => app.port)]);
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.dir, 'dist'))) {
      throw new Error(`${app.dir}/dist is missing: build first (npm run build).`);
    }
  }
  const api = startPlatformApi({
    dbPath,
    testHooks,
    silent,
    logFile,
    allowedOrigins,
    onExit,
    env: apiEnv,
  });
  const servers = APPS.map((app) => serveApp(app, { silent, logFile, onExit }));
  await Promise.all([
    waitForHttp(`${API_URL}/signin`, { timeoutMs: 60_000, process: api }),
    ...APPS.map((app, index) =>
      waitForHttp(
        app.name === 'shell'
          ? `http://localhost:${app.port}/remotes.json`
          : `http://localhost:${app.port}/mf-manifest.json`,
        { timeoutMs: 30_000, process: servers[index] },
      ),
    ),
  ]);
  return { api, servers, processes: [api, ...servers] };
}
