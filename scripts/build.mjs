#!/usr/bin/env node
// `npm run build`: production builds of the shell and the four remotes (into each app's dist/).
// --changed builds only the apps whose dist is older than their sources.
import { red } from './lib/proc.mjs';
import { buildApps, buildIfStale } from './lib/workspace.mjs';

const code = process.argv.includes('--changed') ? await buildIfStale() : await buildApps();
if (code !== 0) console.error(red('The production build failed (see above).'));
process.exit(code);
