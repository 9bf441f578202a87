import type { RuntimeConfig } from '../lib/runtime-config';

import { REMOTE_NAMES, type RemoteName } from '@creator/ui';

/** The remotes the shell knows how to mount: the screen registry's owners. */
export { REMOTE_NAMES, type RemoteName };

/** Where each remote's mf-manifest.json lives, as read from /remotes.json. */
export type RemotesConfig = Record<RemoteName, string>;

/** A configuration file the shell cannot start without is missing or malformed. */
export class BootConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'BootConfigError';
  }
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Validates /remotes.json: an object giving every known remote an absolute http(s) URL of its
 * manifest. Unknown names are refused too, so a typo does not silently leave a remote unmounted.
 */
export function parseRemotesConfig(value: unknown, file = 'remotes.json'): RemotesConfig {
  if (!isPlainObject(value)) throw new BootConfigError(file, ['expected a JSON object']);
  const problems: string[] = [];
  for (const name of REMOTE_NAMES) {
    if (!(name in value)) problems.push(`"${name}" is missing`);
    else if (!isHttpUrl(value[name])) problems.push(`"${name}" must be an http(s) URL`);
  }
  for (const name of Object.keys(value)) {
    if (!isRemoteName(name)) problems.push(`"${name}" is not a known remote`);
  }
  if (problems.length > 0) throw new BootConfigError(file, problems);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, value[name]])) as RemotesConfig;
}

const RUNTIME_CONFIG_URL_FIELDS = [
  'signInUrl',
  'accountSiteUrl',
  'readerSiteUrl',
  'tutorialUrl',
] as const;

/** Validates /runtime-config.json (URLs the shell and @creator/api need at run time). */
export function parseRuntimeConfig(value: unknown, file = 'runtime-config.json'): RuntimeConfig {
  if (!isPlainObject(value)) throw new BootConfigError(file, ['expected a JSON object']);
  const problems: string[] = [];
  // An empty apiBaseUrl means "derive it from the page's host" (see @creator/api resolveApiBaseUrl).
  if (value.apiBaseUrl !== '' && !isHttpUrl(value.apiBaseUrl)) {
    problems.push('"apiBaseUrl" must be an http(s) URL or ""');
  }
  for (const field of RUNTIME_CONFIG_URL_FIELDS) {
    if (!isHttpUrl(value[field])) problems.push(`"${field}" must be an http(s) URL`);
  }
  const analytics = value.analytics;
  if (!isPlainObject(analytics)) {
    problems.push('"analytics" must be an object');
  } else {
    if (typeof analytics.apiKey !== 'string' || analytics.apiKey === '') {
      problems.push('"analytics.apiKey" must be a non-empty string');
    }
    if (typeof analytics.serverUrl !== 'string' || analytics.serverUrl === '') {
      problems.push('"analytics.serverUrl" must be a non-empty string');
    }
  }
  if (value.allowDevOverride !== undefined && typeof value.allowDevOverride !== 'boolean') {
    problems.push('"allowDevOverride" must be true or false');
  }
  if (problems.length > 0) throw new BootConfigError(file, problems);
  const { apiKey, serverUrl } = analytics as { apiKey: string; serverUrl: string };
  return {
    apiBaseUrl: value.apiBaseUrl as string,
    signInUrl: value.signInUrl as string,
    accountSiteUrl: value.accountSiteUrl as string,
    readerSiteUrl: value.readerSiteUrl as string,
    tutorialUrl: value.tutorialUrl as string,
    analytics: { apiKey, serverUrl },
    allowDevOverride: value.allowDevOverride !== false,
  };
}
