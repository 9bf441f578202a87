// CommonJS (these packages are not "type": "module"), as webpack-cli loads it.
/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppConfig } = require('@creator/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    name: 'insights',
    port: 3003,
    exposes: { './routes': './src/app/routes.tsx' },
    dirname: __dirname,
    mode: argv.mode,
  });
