#!/usr/bin/env node
// creator-serve: the command. What it serves and how is in serve-handler.mjs.
import http from 'node:http';
import { createHandler, parseOptions } from './serve-handler.mjs';

function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`creator-serve: ${error.message}`);
    process.exit(2);
  }
  const handle = createHandler(options);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.listen(options.port, options.host, () => {
    const extras = [
      options.spa && 'spa',
      options.cors && 'cors',
      ...options.proxies.map(({ prefix, target }) => `${prefix} -> ${target.origin}`),
    ].filter(Boolean);
    console.log(
      `creator-serve: ${options.root} on http://localhost:${options.port} (listening on ${options.host})` +
        (extras.length ? ` (${extras.join(', ')})` : ''),
    );
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
