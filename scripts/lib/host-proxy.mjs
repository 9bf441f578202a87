#!/usr/bin/env node
// A reverse proxy that picks its upstream by the request's host name, so that two sibling hosts
// share one port as they would in production (creator.X and api.X on :443):
//
//   node scripts/lib/host-proxy.mjs --port 3006 --route api.=http://localhost:4000 \
//     --fallback http://localhost:3007
//
// A request whose Host starts with a --route prefix goes to that route's upstream, anything else
// to --fallback. Used by the end-to-end run for the shell whose API host is derived from its own
// (creator.portal.localhost -> api.portal.localhost; browsers resolve *.localhost to loopback).
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    route: { type: 'string', multiple: true, default: [] },
    fallback: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('--port <number> is required');
if (!values.fallback) throw new Error('--fallback <url> is required');
const fallback = new URL(values.fallback);
const routes = values.route.map((spec) => {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`--route expects prefix=http://host:port, got "${spec}"`);
  return { prefix: spec.slice(0, eq).toLowerCase(), target: new URL(spec.slice(eq + 1)) };
});

function upstreamFor(hostHeader = '') {
  const host = hostHeader.toLowerCase();
  return routes.find((route) => host.startsWith(route.prefix))?.target ?? fallback;
}

const server = http.createServer((request, response) => {
  const target = upstreamFor(request.headers.host);
  const forwarded = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      // The Host header stays the browser's: the upstream sees the address the page used.
      headers: request.headers,
    },
    (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.rawHeaders);
      upstream.pipe(response);
    },
  );
  forwarded.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end(`host-proxy: ${target.origin} did not answer (${error.message})`);
  });
  request.pipe(forwarded);
});

// This machine only, as platform-api and creator-serve: it forwards to platform-api.
server.listen(port, '127.0.0.1', () => {
  console.log(
    `host-proxy on :${port}: ${routes.map((r) => `${r.prefix}* -> ${r.target.origin}`).join(', ')}` +
      `, anything else -> ${fallback.origin}`,
  );
});
