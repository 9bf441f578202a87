import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findVulnerable, inRange, lockedPackages } from './audit.mjs';

// jest runs from the repository root (jest.config.cjs).
const ROOT = process.cwd();
const AUDIT = path.join(ROOT, 'scripts', 'audit.mjs');
const { advisories } = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts', 'audit', 'advisories.json'), 'utf8'),
);

const LOCK = `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      axios:
        specifier: ^1.7.0
        version: 1.7.0

packages:

  '@babel/runtime@7.26.0':
    resolution: {integrity: sha512-x}

  axios@1.7.0:
    resolution: {integrity: sha512-y}
    engines: {node: '>=14'}

  webpack@5.110.3:
    resolution: {integrity: sha512-z}

snapshots:

  axios@1.7.0:
    dependencies:
      follow-redirects: 1.15.0
`;

describe('lockedPackages', () => {
  it('reads every package of the packages section, scoped ones included, and nothing else', () => {
    expect(lockedPackages(LOCK)).toEqual([
      { name: '@babel/runtime', version: '7.26.0' },
      { name: 'axios', version: '1.7.0' },
      { name: 'webpack', version: '5.110.3' },
    ]);
  });
});

describe('inRange', () => {
  it.each([
    ['1.7.0', '<1.8.2', true],
    ['1.8.2', '<1.8.2', false],
    ['1.7.0', '<0.30.0 || >=1.0.0 <1.8.2', true],
    ['0.29.9', '<0.30.0 || >=1.0.0 <1.8.2', true],
    ['0.30.0', '<0.30.0 || >=1.0.0 <1.8.2', false],
    ['5.0.0-beta.1', '>=5.0.0-alpha.1 <5.0.0', true],
    ['5.0.0', '>=5.0.0-alpha.1 <5.0.0', false],
    ['2.0.1', '<=2.0.1', true],
  ])('%s in %j is %s', (version, range, expected) => {
    expect(inRange(version, range)).toBe(expected);
  });

  it('refuses a range it cannot read rather than matching nothing', () => {
    expect(() => inRange('1.0.0', '~1.2')).toThrow('cannot read the version range');
  });
});

describe('the offline audit', () => {
  it('reads every range in the advisory list', () => {
    for (const advisory of advisories)
      expect(() => inRange('1.0.0', advisory.vulnerable)).not.toThrow();
  });

  it('names a vulnerable locked version with its advisory', () => {
    const found = findVulnerable(lockedPackages(LOCK), advisories).map(
      ({ name, version, advisory }) => `${name}@${version} ${advisory.id}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'axios@1.7.0 GHSA-jr5f-v2jv-69x6',
        'axios@1.7.0 GHSA-4hjh-wcwx-xvwj',
        '@babel/runtime@7.26.0 GHSA-968p-4wvh-cqc8',
      ]),
    );
    expect(found.filter((line) => line.startsWith('webpack@'))).toEqual([]);
  });

  it('fails with a clear message on such a lockfile, and passes on the repository one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-'));
    const lockfile = path.join(dir, 'pnpm-lock.yaml');
    writeFileSync(lockfile, LOCK);
    const bad = spawnSync(process.execPath, [AUDIT, '--lockfile', lockfile], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('axios@1.7.0 is vulnerable: GHSA-jr5f-v2jv-69x6 (CVE-2025-27152)');
    const good = spawnSync(process.execPath, [AUDIT], { encoding: 'utf8' });
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
  });
});
