import { isRemoteName, type RemoteName, type RemotesConfig } from './remotes-config';

/**
 * Local override of a remote's location, for running one remote from a dev server inside the
 * deployed shell: `?mf-override=works@http://localhost:3001/mf-manifest.json` (comma separated for
 * several; `?mf-override=clear` removes them). Only loopback URLs are accepted: a crafted link must
 * never load foreign code into an author's session.
 */
export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDE_CLEAR_VALUE = 'clear';
export const OVERRIDE_STORAGE_KEY = 'creator.mf-override';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type Overrides = Partial<Record<RemoteName, string>>;

export type RefusalReason =
  'syntax' | 'unknownRemote' | 'notLoopback' | 'notPlainPath' | 'notManifest' | 'duplicate';

export interface RefusedOverride {
  /** The entry as written in the URL (or storage). */
  entry: string;
  reason: RefusalReason;
}

export type OverrideParam =
  | { kind: 'clear' }
  | { kind: 'set'; overrides: Overrides }
  | { kind: 'refused'; refused: RefusedOverride[] };

function loopbackUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in the URL would let "http://localhost@evil.example" read as loopback to a human.
  if (url.username !== '' || url.password !== '') return null;
  return LOOPBACK_HOSTS.has(url.hostname) ? url : null;
}

/** http or https, and the host exactly localhost, 127.0.0.1 or [::1]. */
export const isLoopbackUrl = (value: string): boolean => loopbackUrl(value) !== null;

/**
 * The URL to register for an override, or why not. Always the parsed form (`URL.href`), never the
 * string as typed: a browser reads `http://localhost:3001\mf-manifest.json` as
 * `http://localhost:3001/mf-manifest.json`, and Module Federation must see the same URL (from the
 * raw string its public path came out as `http://remoteentry.js/`). A manifest is a .json file:
 * a URL whose path is not (a `?` or `#` where the path's `/` should be, say) is refused. The path
 * must be a plain one: an empty segment (`//`) or an encoded slash can make a server read the
 * path as naming another host (`http://localhost:3000//evil.example/analytics/x.json` reached
 * evil.example through the shell's own /analytics proxy).
 */
function overrideUrl(value: string): { url: string } | { reason: RefusalReason } {
  const url = loopbackUrl(value);
  if (!url) return { reason: 'notLoopback' };
  if (url.pathname.includes('//') || /%(2f|5c)/i.test(url.pathname)) {
    return { reason: 'notPlainPath' };
  }
  if (!url.pathname.endsWith('.json')) return { reason: 'notManifest' };
  return { url: url.href };
}

function parseEntry(
  entry: string,
): { name: RemoteName; url: string } | { refused: RefusedOverride } {
  const at = entry.indexOf('@');
  if (at <= 0 || at === entry.length - 1) return { refused: { entry, reason: 'syntax' } };
  const name = entry.slice(0, at).trim();
  if (!isRemoteName(name)) return { refused: { entry, reason: 'unknownRemote' } };
  const parsed = overrideUrl(entry.slice(at + 1).trim());
  if ('reason' in parsed) return { refused: { entry, reason: parsed.reason } };
  return { name, url: parsed.url };
}

/**
 * Parses the `mf-override` query value. All or nothing: if any entry is refused, none is applied,
 * so a link mixing a harmless and a foreign entry loads nothing new.
 */
export function parseOverrideParam(value: string): OverrideParam {
  const trimmed = value.trim();
  if (trimmed === OVERRIDE_CLEAR_VALUE) return { kind: 'clear' };
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0)
    return { kind: 'refused', refused: [{ entry: value, reason: 'syntax' }] };

  const overrides: Overrides = {};
  const refused: RefusedOverride[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if ('refused' in parsed) refused.push(parsed.refused);
    else if (parsed.name in overrides) refused.push({ entry, reason: 'duplicate' });
    else overrides[parsed.name] = parsed.url;
  }
  return refused.length > 0 ? { kind: 'refused', refused } : { kind: 'set', overrides };
}

/**
 * How long a confirmed override lasts: a working day. A developer keeps it across reloads and tabs
 * (sessionStorage would lose it in every new tab), and one left behind, or confirmed by mistake,
 * ends by itself.
 */
export const OVERRIDE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** What is stored for confirmed overrides: the entries and when they stop applying. */
export function storedOverridesValue(overrides: Overrides, now: number): string {
  return JSON.stringify({ expiresAt: now + OVERRIDE_LIFETIME_MS, overrides });
}

/**
 * Reads what storedOverridesValue wrote: nothing once it has expired, when its expiry is further
 * away than a lifetime (written by hand), or in the older form without an expiry.
 */
export function readStoredOverrides(raw: string | null, now: number): Overrides {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const { expiresAt, overrides } = value as { expiresAt?: unknown; overrides?: unknown };
  if (typeof expiresAt !== 'number' || expiresAt <= now || expiresAt > now + OVERRIDE_LIFETIME_MS) {
    return {};
  }
  return validOverrides(overrides);
}

/** Reads stored overrides, keeping only entries that still pass validation (storage is untrusted). */
export function parseStoredOverrides(raw: string | null): Overrides {
  if (!raw) return {};
  try {
    return validOverrides(JSON.parse(raw));
  } catch {
    return {};
  }
}

function validOverrides(value: unknown): Overrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const overrides: Overrides = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!isRemoteName(name) || typeof raw !== 'string') continue;
    const parsed = overrideUrl(raw);
    if ('url' in parsed) overrides[name] = parsed.url;
  }
  return overrides;
}

export interface OverrideResolution {
  /** Overrides to apply now (empty when cleared). */
  active: Overrides;
  /** New overrides from the parameter, applied and stored only once the author confirms them. */
  pending: Overrides;
  refused: RefusedOverride[];
  /** What to write to storage: the new value, null to remove it, undefined to leave it alone. */
  store: Overrides | null | undefined;
}

/**
 * Combines the query parameter (if any) with what is stored. A valid parameter is pending: the
 * stored overrides stay as they are until the author confirms it (a crafted link must not repoint
 * a remote by itself); `clear` removes them all; a refused parameter changes nothing and is
 * reported. With `allowed` false (runtime-config.json's allowDevOverride) the parameter is
 * ignored and what is stored is cleared.
 */
export function resolveOverrides(
  param: string | null,
  stored: Overrides,
  allowed = true,
): OverrideResolution {
  if (!allowed) return { active: {}, pending: {}, refused: [], store: null };
  if (param === null) return { active: stored, pending: {}, refused: [], store: undefined };
  const parsed = parseOverrideParam(param);
  switch (parsed.kind) {
    case 'clear':
      return { active: {}, pending: {}, refused: [], store: null };
    case 'refused':
      return { active: stored, pending: {}, refused: parsed.refused, store: undefined };
    case 'set':
      return { active: stored, pending: parsed.overrides, refused: [], store: undefined };
  }
}

/** The remotes to register: the configured ones with overridden entries replaced. */
export function applyOverrides(remotes: RemotesConfig, overrides: Overrides): RemotesConfig {
  return { ...remotes, ...overrides };
}
