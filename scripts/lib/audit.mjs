/**
 * The offline dependency audit's logic (scripts/audit.mjs runs it): every package version pinned
 * in pnpm-lock.yaml against a list of known-vulnerable version ranges kept in the repository
 * (scripts/audit/advisories.json). Plain Node, no dependencies, no network.
 */

/** Every `name@version` in the lockfile's `packages:` section. */
export function lockedPackages(lockText) {
  const packages = [];
  let inPackages = false;
  for (const line of lockText.split('\n')) {
    if (/^\S/.test(line)) {
      inPackages = line.startsWith('packages:');
      continue;
    }
    if (!inPackages) continue;
    // "  name@1.2.3:" or "  '@scope/name@1.2.3':" (two spaces: a package, not one of its fields)
    const match = /^ {2}'?((?:@[^@/\s]+\/)?[^@\s']+)@([^'():\s]+)/.exec(line);
    if (match) packages.push({ name: match[1], version: match[2] });
  }
  return packages;
}

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(text.trim());
  if (!match) return null;
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre: match[4] ? match[4].split('.') : [],
  };
}

/** Semver precedence: negative, zero or positive. */
export function compareVersions(a, b) {
  const left = typeof a === 'string' ? parseVersion(a) : a;
  const right = typeof b === 'string' ? parseVersion(b) : b;
  for (let i = 0; i < 3; i++) {
    if (left.numbers[i] !== right.numbers[i]) return left.numbers[i] - right.numbers[i];
  }
  // A prerelease sorts before its release.
  if (left.pre.length === 0 || right.pre.length === 0) return right.pre.length - left.pre.length;
  for (let i = 0; i < Math.max(left.pre.length, right.pre.length); i++) {
    const x = left.pre[i];
    const y = right.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) - Number(y);
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

const COMPARATOR = /^(<=|>=|<|>|=)?\s*(\S+)$/;

/**
 * True when `version` is in `range`: comparators (<, <=, >, >=, =) joined by spaces must all hold;
 * alternatives are joined by `||`. Throws on a range it cannot read, so a typo in the list fails
 * the audit instead of matching nothing.
 */
export function inRange(version, range) {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+(?=[<>=]|\d)/);
    return comparators.every((comparator) => {
      const match = COMPARATOR.exec(comparator.trim());
      const bound = match && parseVersion(match[2]);
      if (!bound) throw new Error(`cannot read the version range "${range}"`);
      const order = compareVersions(parsed, bound);
      switch (match[1] ?? '=') {
        case '<':
          return order < 0;
        case '<=':
          return order <= 0;
        case '>':
          return order > 0;
        case '>=':
          return order >= 0;
        default:
          return order === 0;
      }
    });
  });
}

/** Every locked package version that an advisory lists as vulnerable. */
export function findVulnerable(packages, advisories) {
  const findings = [];
  for (const advisory of advisories) {
    for (const { name, version } of packages) {
      if (name === advisory.package && inRange(version, advisory.vulnerable)) {
        findings.push({ name, version, advisory });
      }
    }
  }
  return findings;
}

/** What to print for the findings: one line per package version and advisory. */
export function describeFindings(findings) {
  return findings.map(
    ({ name, version, advisory }) =>
      `${name}@${version} is vulnerable: ${advisory.id}${advisory.cve ? ` (${advisory.cve})` : ''}, ` +
      `${advisory.summary}; affected ${advisory.vulnerable}`,
  );
}
