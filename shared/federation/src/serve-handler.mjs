/**
 * creator-serve: serves a built app as it is deployed. sirv serves the files (precompressed
 * brotli and gzip variants written by the build, ranges, ETags); this file adds only the
 * portal's own parts: caching rules, CORS for remotes, the SPA fallback, the analytics proxy and
 * the Content-Security-Policy.
 *
 *   creator-serve --dir dist --port 3000 [--host 127.0.0.1] [--spa] [--cors]
 *                 [--proxy /analytics=http://localhost:4000] [--no-dev-override]
 *
 * --host             the address to listen on: 127.0.0.1 (this machine only) unless given, or
 *                    CREATOR_SERVE_HOST (`0.0.0.0` or `::` for every interface)
 * --spa              unknown paths that accept HTML get index.html (client-side routes)
 * --cors             Access-Control-Allow-Origin: * (remotes are loaded by a shell on another origin)
 * --proxy            forwards requests under a path prefix to another server (repeatable)
 * --no-dev-override  the Content-Security-Policy does not allow loopback dev servers (see below)
 *
 * Hashed files (name.0123abcdef.js) are cached for a year as immutable; HTML, JSON (manifests,
 * remotes.json, runtime-config.json) and unhashed files (remoteEntry.js) are revalidated each time
 * (no-cache), so a deployment that replaces them takes effect on the next load. Source maps
 * (*.map) are never served: they are build artefacts for error reporting.
 *
 * Every answer carries the Content-Security-Policy a deployment sends (contentSecurityPolicy),
 * X-Frame-Options: DENY and X-Content-Type-Options: nosniff, proxied answers too (the upstream's own
 * are dropped). A request target that is not a plain path (`http://host/x`, `//host/x`) is 400: it
 * would be matched on one path and read as another host. A proxy forwards to its target's origin
 * the path and query it matched, without the author's Cookie and Authorization headers.
 */
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

/** webpack's [contenthash:N] (N >= 8) right before the extension. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      proxy: { type: 'string', multiple: true, default: [] },
      'no-dev-override': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('--port <number> is required');
  const proxies = values.proxy.map((spec) => {
    const eq = spec.indexOf('=');
    const prefix = spec.slice(0, eq);
    if (eq <= 0 || !prefix.startsWith('/')) {
      throw new Error(`--proxy expects /prefix=http://host:port, got "${spec}"`);
    }
    return { prefix: prefix.replace(/\/$/, ''), target: new URL(spec.slice(eq + 1)) };
  });
  return {
    ...values,
    // This machine only by default: a portal served by `npm start` is for its author's browser.
    host: values.host ?? (process.env.CREATOR_SERVE_HOST || '127.0.0.1'),
    root: path.resolve(values.dir),
    port,
    proxies,
    devOverride: !values['no-dev-override'],
  };
}

/** Loopback dev servers, for the shell's mf-override (CSP host sources cannot name [::1]). */
const LOOPBACK_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
];
const LOOPBACK_SOCKETS = [
  'ws://localhost:*',
  'ws://127.0.0.1:*',
  'wss://localhost:*',
  'wss://127.0.0.1:*',
];
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const originOf = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

const jsonCache = new Map();

/** A JSON file of the served folder, re-read when it changes (a deployment edits it in place). */
async function servedJson(root, name) {
  const file = path.join(root, name);
  const stat = await statFile(file);
  if (!stat) return null;
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  if (!jsonCache.has(key)) {
    let value = null;
    try {
      value = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      // A broken file is the shell's to report; the policy just names no origin from it.
    }
    jsonCache.set(key, value);
  }
  return jsonCache.get(key);
}

/**
 * Where the shell's API is: runtime-config.json's apiBaseUrl, or, when that is empty, the host the
 * shell derives from its own (creator.X -> api.X, same port and scheme; see @creator/api
 * resolveApiBaseUrl). A scheme-less source takes the page's scheme, as the shell does.
 */
function apiSource(apiBaseUrl, requestHost) {
  if (typeof apiBaseUrl === 'string' && apiBaseUrl.trim() !== '') return originOf(apiBaseUrl);
  if (!requestHost || !SAFE_HOST.test(requestHost)) return null;
  return requestHost.startsWith('creator.') ? `api.${requestHost.slice('creator.'.length)}` : null;
}

/**
 * The Content-Security-Policy of every answer, from the served folder's own configuration:
 *
 * - script-src: this server and the remotes' origins in remotes.json (their remoteEntry.js and
 *   chunks). No inline script and no eval anywhere: the builds have none.
 * - connect-src: this server (configuration files and the /analytics proxy), the API
 *   (runtime-config.json) and the remotes' origins (the shell fetches their mf-manifest.json).
 * - Loopback dev servers (http and https, localhost:* and 127.0.0.1:*, and their live-reload sockets) in
 *   script-src and connect-src, unless --no-dev-override: the shell's mf-override loads a remote
 *   from a dev server on the author's own machine, and accepts only loopback URLs. Only a server
 *   already running on that machine can answer there, and a static policy cannot follow an
 *   override chosen at run time, so the policy allows loopback as the override does.
 * - style-src 'unsafe-inline' (styles only): antd's CSS-in-JS injects <style> elements at run time,
 *   and chapter HTML (editor, previews) aligns paragraphs with style attributes. A nonce would
 *   cover the <style> elements only with a server that rewrites index.html per answer, and never
 *   style attributes (CSP nonces do not apply to them). Styles cannot run script; what the
 *   sanitisers let into chapter HTML is a text-align, nothing else.
 * - img-src: covers come from the API, chapter images from any https address, antd and previews
 *   use data: and blob: URLs.
 * - frame-ancestors 'none': the portal is never framed (clickjacking).
 */
async function contentSecurityPolicy({ root, devOverride }, requestHost) {
  const remotes = await servedJson(root, 'remotes.json');
  const runtime = await servedJson(root, 'runtime-config.json');
  const remoteOrigins =
    remotes && typeof remotes === 'object' ? Object.values(remotes).map(originOf) : [];
  const api = runtime ? apiSource(runtime.apiBaseUrl, requestHost) : null;
  const analytics = runtime ? originOf(runtime.analytics?.serverUrl) : null;
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const dev = devOverride ? LOOPBACK_SOURCES : [];
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins, dev)}`,
    `connect-src ${list("'self'", api, analytics, remoteOrigins, dev, devOverride ? LOOPBACK_SOCKETS : [])}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', api)}`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

function cacheControl(file) {
  const ext = path.extname(file);
  if (ext === '.html' || ext === '.json') return 'no-cache';
  return HASHED_NAME.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function statFile(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** Request headers the upstream of a proxy never gets: the author's credentials for this origin. */
const PROXY_DROPPED_REQUEST_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);
/**
 * Answer headers of the upstream that never reach the browser: this server's security headers
 * (set on every answer before the proxy runs) are the ones that count, and the upstream sets no
 * cookie on the portal's origin.
 */
const PROXY_DROPPED_ANSWER_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'set-cookie',
]);

const withoutHeaders = (headers, dropped) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())));

/**
 * Forwards a request to the proxy's target: its origin, with the path and query the prefix was
 * matched on (never the request target resolved against it, which an absolute-form or `//host`
 * target would point at another host). The author's cookies and credentials stay here.
 */
function proxyRequest(req, res, target, { pathname, search }) {
  const url = new URL(`${target.origin}${pathname}${search}`);
  const headers = withoutHeaders(req.headers, PROXY_DROPPED_REQUEST_HEADERS);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...headers, host: url.host } },
    (answer) => {
      res.writeHead(
        answer.statusCode ?? 502,
        withoutHeaders(answer.headers, PROXY_DROPPED_ANSWER_HEADERS),
      );
      pipeline(answer, res, () => {});
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad gateway');
  });
  pipeline(req, upstream, () => {});
}

const BASE = 'http://creator-serve.invalid';

/**
 * The request's path and query, or null when its target is not a plain path (origin-form):
 * an absolute-form target (`http://host/x`) or one the URL parser reads as naming a host
 * (`//host/x`, `/\host/x`) would be matched on its path and resolved to another host.
 */
function requestPath(target = '') {
  if (!target.startsWith('/') || target[1] === '/' || target[1] === '\\') return null;
  try {
    const url = new URL(target, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether sirv would answer `pathname` with a source map (or its precompressed twin): judged on
 * the path as sirv reads it, percent-decoded (`.m%61p`) and without its trailing slashes
 * (`a.js.map/`), which sirv drops when it looks the file up.
 */
function isSourceMapPath(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // sirv keeps a malformed path as it is, and so does this check.
  }
  return /\.map(\.(br|gz))?$/i.test(path.posix.normalize(decoded).replace(/\/+$/, ''));
}

function badRequest(_req, res) {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Bad request');
}

function notFound(_req, res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not found');
}

/**
 * Lets no more than the announced Content-Length reach the connection. sirv streams a file to its
 * end, not to the length it announced from the file's size: a file rewritten in place while it
 * is sent (a deployment editing remotes.json) would otherwise push the new content's extra bytes
 * after the answer, where the client reads them as the start of the next answer on that
 * connection. What goes past the length is dropped; the answer is the file as it was announced.
 */
export function limitToContentLength(res) {
  let left;
  const { writeHead, write, end } = res;
  res.writeHead = function (...args) {
    const headers = args.find((arg) => arg !== null && typeof arg === 'object');
    const named = headers && Object.keys(headers).find((k) => k.toLowerCase() === 'content-length');
    const length = Number(named ? headers[named] : res.getHeader('content-length'));
    if (Number.isInteger(length) && length >= 0) left = length;
    return writeHead.apply(this, args);
  };
  const within = (chunk) => {
    if (
      left === undefined ||
      chunk === undefined ||
      chunk === null ||
      typeof chunk === 'function'
    ) {
      return chunk;
    }
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const kept = bytes.subarray(0, left);
    left -= kept.length;
    return kept;
  };
  res.write = function (chunk, ...rest) {
    return write.call(this, within(chunk), ...rest);
  };
  res.end = function (chunk, ...rest) {
    return end.call(this, within(chunk), ...rest);
  };
}

/** The request handler for parsed options (tests mount it on a server of their own). */
export function createHandler(options) {
  const { root, spa, cors, proxies } = options;
  const serveFile = sirv(root, {
    // Looked up on each request, not listed once at start: a deployment replaces remotes.json,
    // runtime-config.json or a whole build in place, and the next answer must be the new file.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    single: spa,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
    onNoMatch: notFound,
  });

  return async function handle(req, res) {
    res.setHeader(
      'Content-Security-Policy',
      await contentSecurityPolicy(options, req.headers.host),
    );
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
    }
    const url = requestPath(req.url);
    if (!url) return badRequest(req, res);
    const { pathname, search } = url;

    const proxy = proxies.find(
      ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (proxy) return proxyRequest(req, res, proxy.target, { pathname, search });

    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    // Source maps stay build artefacts (for error reporting), never published.
    if (isSourceMapPath(pathname)) return notFound(req, res);
    // sirv reads the path as parsed here (dot segments resolved), the one just checked.
    req.url = `${pathname}${search}`;
    limitToContentLength(res);
    serveFile(req, res);
  };
}
