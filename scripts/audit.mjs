#!/usr/bin/env node
// Offline dependency audit (a step of `npm test`): fails when pnpm-lock.yaml pins a package version
// that scripts/audit/advisories.json lists as vulnerable. It needs no network; the registry's own
// audit (`npx pnpm@10.34.8 audit`) is the complete check where an audit endpoint is reachable.
//   node scripts/audit.mjs [--lockfile path] [--advisories path]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeFindings, findVulnerable, lockedPackages } from './lib/audit.mjs';
import { ROOT, green, red } from './lib/proc.mjs';

const { values } = parseArgs({
  options: {
    lockfile: { type: 'string', default: path.join(ROOT, 'pnpm-lock.yaml') },
    advisories: { type: 'string', default: path.join(ROOT, 'scripts', 'audit', 'advisories.json') },
  },
});

const packages = lockedPackages(readFileSync(values.lockfile, 'utf8'));
const { advisories } = JSON.parse(readFileSync(values.advisories, 'utf8'));
if (packages.length === 0) {
  console.error(red(`No package found in ${values.lockfile}: is it a pnpm lockfile?`));
  process.exit(1);
}
const findings = findVulnerable(packages, advisories);
if (findings.length > 0) {
  console.error(red(`Known-vulnerable dependencies in ${path.relative(ROOT, values.lockfile)}:`));
  for (const line of describeFindings(findings)) console.error(red(`  ${line}`));
  console.error(
    'Upgrade them (`npx pnpm@10.34.8 update <name>`, or a pnpm.overrides entry for a transitive ' +
      'dependency) and run the audit again.',
  );
  process.exit(1);
}
console.log(
  green(
    `No known-vulnerable version among ${packages.length} locked packages ` +
      `(${advisories.length} advisories checked offline).`,
  ),
);
