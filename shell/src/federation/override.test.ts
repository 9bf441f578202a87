import {
  applyOverrides,
  isLoopbackUrl,
  parseOverrideParam,
  OVERRIDE_LIFETIME_MS,
  parseStoredOverrides,
  readStoredOverrides,
  resolveOverrides,
  storedOverridesValue,
} from './override';
import type { RemotesConfig } from './remotes-config';

const REMOTES: RemotesConfig = {
  works: 'https://works.example.com/mf-manifest.json',
  revenue: 'https://revenue.example.com/mf-manifest.json',
  insights: 'https://insights.example.com/mf-manifest.json',
  community: 'https://community.example.com/mf-manifest.json',
};

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3001/mf-manifest.json',
    'https://localhost/mf-manifest.json',
    'http://127.0.0.1:3001/mf-manifest.json',
    'http://[::1]:3001/mf-manifest.json',
  ])('accepts %s', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    ['a foreign host', 'https://evil.example.com/mf-manifest.json'],
    ['a look-alike subdomain', 'http://localhost.evil.example.com/mf-manifest.json'],
    ['another 127/8 address', 'http://127.0.0.2:3001/mf-manifest.json'],
    ['credentials before a foreign host', 'http://localhost@evil.example.com/mf-manifest.json'],
    ['credentials before localhost', 'http://evil.example.com@localhost:3001/mf-manifest.json'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a file: URL', 'file:///etc/passwd'],
    ['a relative path', '/mf-manifest.json'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_label, url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe('parseOverrideParam', () => {
  it('reads one remote and its URL', () => {
    expect(parseOverrideParam('works@http://localhost:3001/mf-manifest.json')).toEqual({
      kind: 'set',
      overrides: { works: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('reads several comma-separated entries', () => {
    expect(
      parseOverrideParam(
        'works@http://localhost:3001/mf-manifest.json, revenue@http://127.0.0.1:3002/mf-manifest.json',
      ),
    ).toEqual({
      kind: 'set',
      overrides: {
        works: 'http://localhost:3001/mf-manifest.json',
        revenue: 'http://127.0.0.1:3002/mf-manifest.json',
      },
    });
  });

  it('recognises clear', () => {
    expect(parseOverrideParam('clear')).toEqual({ kind: 'clear' });
  });

  it('refuses a non-loopback URL', () => {
    expect(parseOverrideParam('works@https://evil.example.com/mf-manifest.json')).toEqual({
      kind: 'refused',
      refused: [
        { entry: 'works@https://evil.example.com/mf-manifest.json', reason: 'notLoopback' },
      ],
    });
  });

  it('refuses everything when one entry of several is bad', () => {
    const result = parseOverrideParam(
      'works@http://localhost:3001/mf-manifest.json,revenue@https://evil.example.com/x.json',
    );
    expect(result).toEqual({
      kind: 'refused',
      refused: [{ entry: 'revenue@https://evil.example.com/x.json', reason: 'notLoopback' }],
    });
  });

  it.each([
    ['an unknown remote', 'shell@http://localhost:3000/mf-manifest.json', 'unknownRemote'],
    ['a missing name', '@http://localhost:3001/mf-manifest.json', 'syntax'],
    ['a missing URL', 'works@', 'syntax'],
    ['no separator', 'works', 'syntax'],
    ['an empty value', '', 'syntax'],
  ])('refuses %s', (_label, value, reason) => {
    const result = parseOverrideParam(value);
    expect(result.kind).toBe('refused');
    expect(result.kind === 'refused' && result.refused[0]?.reason).toBe(reason);
  });

  it('refuses the same remote twice', () => {
    const result = parseOverrideParam(
      'works@http://localhost:3001/mf-manifest.json,works@http://localhost:4001/mf-manifest.json',
    );
    expect(result).toEqual({
      kind: 'refused',
      refused: [{ entry: 'works@http://localhost:4001/mf-manifest.json', reason: 'duplicate' }],
    });
  });
});

describe('the URL an override registers', () => {
  it.each([
    ['a backslash for the slash', 'http://localhost:3001\\mf-manifest.json'],
    ['backslashes throughout', 'http:\\\\localhost:3001\\mf-manifest.json'],
    ['an upper-case host', 'http://LOCALHOST:3001/mf-manifest.json'],
    ['dot segments', 'http://localhost:3001/x/../mf-manifest.json'],
  ])('is the parsed form, never the raw string: %s', (_label, url) => {
    expect(parseOverrideParam(`works@${url}`)).toEqual({
      kind: 'set',
      overrides: { works: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it.each([
    ['a ? where the path should be', 'http://localhost:3001?mf-manifest.json'],
    ['a # where the path should be', 'http://localhost:3001#mf-manifest.json'],
    ['no path', 'http://localhost:3001'],
    ['a script instead of a manifest', 'http://localhost:3001/remoteEntry.js'],
    ['.json only in the query', 'http://localhost:3001/x?y=mf-manifest.json'],
  ])('must be a .json manifest: refuses %s', (_label, url) => {
    expect(parseOverrideParam(`works@${url}`)).toEqual({
      kind: 'refused',
      refused: [{ entry: `works@${url}`, reason: 'notManifest' }],
    });
  });

  it.each([
    [
      'a path that names another host',
      'http://localhost:3000//evil.example/analytics/mf-manifest.json',
    ],
    ['a backslash that names another host', 'http://localhost:3000/\\evil.example/mf.json'],
    ['an empty segment inside', 'http://localhost:3001/works//mf-manifest.json'],
    ['an encoded slash', 'http://localhost:3000/%2F%2Fevil.example/analytics/mf-manifest.json'],
    ['an encoded backslash', 'http://localhost:3000/%5cevil.example/analytics/mf-manifest.json'],
  ])('must be a plain path on that server: refuses %s', (_label, url) => {
    expect(parseOverrideParam(`works@${url}`)).toEqual({
      kind: 'refused',
      refused: [{ entry: `works@${url}`, reason: 'notPlainPath' }],
    });
    expect(parseStoredOverrides(JSON.stringify({ works: url }))).toEqual({});
  });

  it('reads stored overrides in their parsed form too, dropping what is not a manifest', () => {
    const raw = JSON.stringify({
      works: 'http://localhost:3001\\mf-manifest.json',
      revenue: 'http://localhost:3002?mf-manifest.json',
    });
    expect(parseStoredOverrides(raw)).toEqual({ works: 'http://localhost:3001/mf-manifest.json' });
  });
});

describe('parseStoredOverrides', () => {
  it('keeps valid entries and drops tampered ones', () => {
    const raw = JSON.stringify({
      works: 'http://localhost:3001/mf-manifest.json',
      revenue: 'https://evil.example.com/mf-manifest.json',
      unknown: 'http://localhost:3009/mf-manifest.json',
      insights: 42,
    });
    expect(parseStoredOverrides(raw)).toEqual({ works: 'http://localhost:3001/mf-manifest.json' });
  });

  it.each([null, '', 'not json', '[1,2]', 'null'])('reads %p as no overrides', (raw) => {
    expect(parseStoredOverrides(raw)).toEqual({});
  });
});

describe('readStoredOverrides', () => {
  const overrides = { works: 'http://localhost:3001/mf-manifest.json' };
  const now = Date.UTC(2026, 10, 25, 2, 0);

  it('reads confirmed overrides until they expire, 12 hours after', () => {
    const raw = storedOverridesValue(overrides, now);
    expect(readStoredOverrides(raw, now + OVERRIDE_LIFETIME_MS - 1)).toEqual(overrides);
    expect(readStoredOverrides(raw, now + OVERRIDE_LIFETIME_MS)).toEqual({});
    expect(OVERRIDE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('reads nothing stored without an expiry (older form) or with one beyond a lifetime', () => {
    expect(readStoredOverrides(JSON.stringify(overrides), now)).toEqual({});
    const farAway = JSON.stringify({ expiresAt: now + 2 * OVERRIDE_LIFETIME_MS, overrides });
    expect(readStoredOverrides(farAway, now)).toEqual({});
  });

  it('drops tampered entries of a valid store', () => {
    const raw = storedOverridesValue(
      { ...overrides, revenue: 'https://evil.example.com/mf-manifest.json' } as never,
      now,
    );
    expect(readStoredOverrides(raw, now)).toEqual(overrides);
  });
});

describe('resolveOverrides', () => {
  const stored = { works: 'http://localhost:3001/mf-manifest.json' };

  it('keeps what is stored when there is no parameter', () => {
    expect(resolveOverrides(null, stored)).toEqual({
      active: stored,
      pending: {},
      refused: [],
      store: undefined,
    });
  });

  it('holds a valid parameter for confirmation: nothing new applies or is stored before it', () => {
    const result = resolveOverrides('revenue@http://localhost:3002/mf-manifest.json', stored);
    expect(result).toEqual({
      active: stored,
      pending: { revenue: 'http://localhost:3002/mf-manifest.json' },
      refused: [],
      store: undefined,
    });
  });

  it('clears everything on clear', () => {
    expect(resolveOverrides('clear', stored)).toEqual({
      active: {},
      pending: {},
      refused: [],
      store: null,
    });
  });

  it('with the dev override not allowed, ignores the parameter and clears what is stored', () => {
    const param = 'works@http://localhost:3001/mf-manifest.json';
    expect(resolveOverrides(param, stored, false)).toEqual({
      active: {},
      pending: {},
      refused: [],
      store: null,
    });
  });

  it('reports a refused parameter and changes nothing', () => {
    const result = resolveOverrides('works@https://evil.example.com/mf-manifest.json', {});
    expect(result.active).toEqual({});
    expect(result.store).toBeUndefined();
    expect(result.refused).toHaveLength(1);
  });
});

describe('applyOverrides', () => {
  it('replaces only the overridden remotes', () => {
    expect(applyOverrides(REMOTES, { works: 'http://localhost:3001/mf-manifest.json' })).toEqual({
      ...REMOTES,
      works: 'http://localhost:3001/mf-manifest.json',
    });
  });
});
