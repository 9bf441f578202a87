import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHandler, limitToContentLength, parseOptions } from './serve-handler.mjs';

const HASHED = 'main.0123456789.js';
const SOURCE = 'console.log("the portal");'.repeat(20);

let dir;
let server;
let base;

function serve(args) {
  server = http.createServer((req, res) => void createHandler(parseOptions(args))(req, res));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${server.address().port}`;
      resolve();
    });
  });
}

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'creator-serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, HASHED), SOURCE);
  writeFileSync(path.join(dir, `${HASHED}.br`), brotliCompressSync(SOURCE));
  writeFileSync(path.join(dir, `${HASHED}.gz`), gzipSync(SOURCE));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var works;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ works: 'http://localhost:3001/mf-manifest.json' }),
  );
  writeFileSync(
    path.join(dir, 'runtime-config.json'),
    JSON.stringify({ apiBaseUrl: 'http://localhost:4000' }),
  );
  writeFileSync(path.join(dir, `${HASHED}.map`), '{}');
  await serve(['--dir', dir, '--port', '1', '--spa']);
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('creator-serve', () => {
  it('sends the precompressed variant the browser accepts, brotli first', async () => {
    const br = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(SOURCE));
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
  });

  it('caches hashed files for a year and revalidates everything a deployment replaces', async () => {
    expect((await get(`/${HASHED}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const file of [
      '/',
      '/index.html',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/remotes.json',
      '/runtime-config.json',
    ]) {
      expect([file, (await get(file)).headers['cache-control']]).toEqual([file, 'no-cache']);
    }
  });

  it('serves a configuration file edited in place as it is now', async () => {
    expect(JSON.parse((await get('/remotes.json')).body.toString()).works).toContain(':3001');
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ works: 'https://cdn.example.com/works/mf-manifest.json' }),
    );
    const after = await get('/remotes.json', { 'accept-encoding': 'br, gzip' });
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(after.body.toString()).works).toBe(
      'https://cdn.example.com/works/mf-manifest.json',
    );
  });

  it('sends no more than the length it announced, however much the file grew since', async () => {
    // What sirv does when the file grows between its stat and the end of its read stream.
    const sent = [];
    const res = {
      getHeader: () => undefined,
      writeHead: () => {},
      write: (chunk) => sent.push(Buffer.from(chunk).toString()),
      end: (chunk) => {
        if (chunk !== undefined) sent.push(Buffer.from(chunk).toString());
      },
    };
    limitToContentLength(res);
    res.writeHead(200, { 'Content-Length': 7, 'Content-Type': 'application/json' });
    res.write(Buffer.from('{"a":1}'));
    res.write('{"works":"https://cdn.example.com"}');
    res.end();
    expect(sent.join('')).toBe('{"a":1}');
  });

  it('answers client-side routes with index.html, but a missing file or a source map with 404', async () => {
    const route = await get('/book/all?titleId=t1', { accept: 'text/html' });
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('id="root"');
    expect((await get('/missing.0123456789.js')).status).toBe(404);
    expect((await get(`/${HASHED}.map`)).status).toBe(404);
  });

  it('answers ranges and conditional requests', async () => {
    const range = await get(`/${HASHED}`, { range: 'bytes=0-6' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('console');
    const first = await get(`/${HASHED}`);
    const again = await get(`/${HASHED}`, { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
  });

  it('sends the security headers with every answer, a 404 included', async () => {
    for (const file of ['/', `/${HASHED}`, '/nope.js']) {
      const { headers } = await get(file);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain(
        "script-src 'self' http://localhost:3001",
      );
    }
  });

  it('lets a dev server on every loopback origin the mf-override accepts load, unless --no-dev-override', async () => {
    const loopback = [
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://localhost:*',
      'https://127.0.0.1:*',
    ];
    const policy = (await get('/')).headers['content-security-policy'];
    const directive = (name) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    for (const source of loopback) {
      expect(directive('script-src').split(' ')).toContain(source);
      expect(directive('connect-src').split(' ')).toContain(source);
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await serve(['--dir', dir, '--port', '1', '--spa', '--no-dev-override']);
    const strict = (await get('/')).headers['content-security-policy'];
    expect(strict).not.toMatch(/localhost:\*|127\.0\.0\.1:\*/);
  });

  it('answers a source map 404 however its path is spelled', async () => {
    writeFileSync(path.join(dir, `${HASHED}.map.gz`), gzipSync('{}'));
    for (const spelling of [
      `/${HASHED}.map.gz`,
      `/${HASHED}.map/`,
      `/${HASHED}.map//`,
      `/${HASHED}.m%61p`,
      `/${HASHED}%2emap`,
      `/${HASHED}.map/%2e`,
      `/nope/..%2f${HASHED}.map`,
    ]) {
      const { status, body } = await get(spelling);
      expect([spelling, status, body.toString()]).toEqual([spelling, 404, 'Not found']);
    }
  });

  it('listens on this machine only unless told otherwise', () => {
    const saved = process.env.CREATOR_SERVE_HOST;
    delete process.env.CREATOR_SERVE_HOST;
    try {
      expect(parseOptions(['--port', '3000']).host).toBe('127.0.0.1');
      expect(parseOptions(['--port', '3000', '--host', '0.0.0.0']).host).toBe('0.0.0.0');
      process.env.CREATOR_SERVE_HOST = '::';
      expect(parseOptions(['--port', '3000']).host).toBe('::');
    } finally {
      if (saved === undefined) delete process.env.CREATOR_SERVE_HOST;
      else process.env.CREATOR_SERVE_HOST = saved;
    }
  });

  it('refuses writes', async () => {
    const status = await new Promise((resolve) => {
      const req = http.request(`${base}/index.html`, { method: 'POST' }, (res) =>
        resolve(res.statusCode),
      );
      req.end();
    });
    expect(status).toBe(405);
  });
});

describe('creator-serve --proxy', () => {
  let upstream;
  let attacker;
  const seen = { upstream: [], attacker: [] };

  const listen = (name, answer) => {
    const server = http.createServer((req, res) => {
      seen[name].push({ url: req.url, headers: req.headers });
      answer(req, res);
    });
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
  };

  /** A raw request with the request target as given (fetch and URL would normalise it). */
  const raw = (target, headers = {}) =>
    new Promise((resolve, reject) => {
      const { port } = new URL(base);
      http
        .request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });

  beforeEach(async () => {
    seen.upstream = [];
    seen.attacker = [];
    const evil = (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "script-src 'unsafe-inline' *",
        'X-Frame-Options': 'ALLOWALL',
        'Set-Cookie': 'creator_session=planted',
      });
      res.end('{"from":"upstream"}');
    };
    upstream = await listen('upstream', evil);
    attacker = await listen('attacker', evil);
    await new Promise((resolve) => server.close(resolve));
    await serve([
      '--dir',
      dir,
      '--port',
      '1',
      '--spa',
      '--proxy',
      `/analytics=http://127.0.0.1:${upstream.address().port}`,
    ]);
  });

  afterEach(async () => {
    await Promise.all([upstream, attacker].map((s) => new Promise((r) => s.close(r))));
  });

  it("forwards the path and query, without the author's cookie or credentials", async () => {
    const answer = await raw('/analytics/2/httpapi?x=1', {
      cookie: 'creator_session=secret',
      authorization: 'Bearer secret',
      'accept-language': 'zh-TW',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('{"from":"upstream"}');
    expect(seen.upstream).toHaveLength(1);
    expect(seen.upstream[0].url).toBe('/analytics/2/httpapi?x=1');
    expect(seen.upstream[0].headers).toMatchObject({ 'accept-language': 'zh-TW' });
    expect(seen.upstream[0].headers).not.toHaveProperty('cookie');
    expect(seen.upstream[0].headers).not.toHaveProperty('authorization');
  });

  it("keeps the portal's security headers on a proxied answer, and no upstream cookie", async () => {
    const { headers } = await raw('/analytics/2/httpapi');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline *');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('set-cookie');
  });

  it('refuses a request target that names another host (400), and forwards nothing', async () => {
    const host = `127.0.0.1:${attacker.address().port}`;
    for (const target of [
      `//${host}/analytics/mf-manifest.json`,
      `http://${host}/analytics/mf-manifest.json`,
      `/\\${host}/analytics/mf-manifest.json`,
    ]) {
      const answer = await raw(target, { cookie: 'creator_session=secret' });
      expect([target, answer.status]).toEqual([target, 400]);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(seen.attacker).toEqual([]);
    expect(seen.upstream).toEqual([]);
  });
});
