import { BootConfigError, parseRemotesConfig, parseRuntimeConfig } from './remotes-config';

const REMOTES = {
  works: 'http://localhost:3001/mf-manifest.json',
  revenue: 'http://localhost:3002/mf-manifest.json',
  insights: 'http://localhost:3003/mf-manifest.json',
  community: 'http://localhost:3004/mf-manifest.json',
};

const RUNTIME = {
  apiBaseUrl: 'http://localhost:4000',
  signInUrl: 'http://localhost:4000/signin',
  accountSiteUrl: 'http://localhost:4000/account/verify-email',
  readerSiteUrl: 'http://localhost:4000/reader',
  tutorialUrl: 'http://localhost:4000/tutorial',
  analytics: { apiKey: 'local-dev-key', serverUrl: '/analytics/2/httpapi' },
  allowDevOverride: true,
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BootConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a BootConfigError');
}

describe('parseRemotesConfig', () => {
  it('accepts one manifest URL per known remote', () => {
    expect(parseRemotesConfig(REMOTES)).toEqual(REMOTES);
  });

  it('names every problem: a missing remote, a bad URL, an unknown name', () => {
    const { works: _works, ...withoutWorks } = REMOTES;
    expect(
      problemsOf(() =>
        parseRemotesConfig({ ...withoutWorks, revenue: 'ftp://x/y.json', shell: 'http://a/b' }),
      ),
    ).toEqual([
      '"works" is missing',
      '"revenue" must be an http(s) URL',
      '"shell" is not a known remote',
    ]);
  });

  it.each([null, [], 'remotes', 42])('refuses %p', (value) => {
    expect(problemsOf(() => parseRemotesConfig(value))).toEqual(['expected a JSON object']);
  });

  it('says which file is wrong', () => {
    expect(() => parseRemotesConfig(null, '/remotes.json')).toThrow(/^\/remotes\.json: /);
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts the local configuration', () => {
    expect(parseRuntimeConfig(RUNTIME)).toEqual(RUNTIME);
  });

  it('accepts an empty apiBaseUrl (derived from the page host)', () => {
    expect(parseRuntimeConfig({ ...RUNTIME, apiBaseUrl: '' }).apiBaseUrl).toBe('');
  });

  it('allows the dev override unless allowDevOverride is false, and refuses a value not a boolean', () => {
    const { allowDevOverride: _allow, ...withoutFlag } = RUNTIME;
    expect(parseRuntimeConfig(withoutFlag).allowDevOverride).toBe(true);
    expect(parseRuntimeConfig({ ...RUNTIME, allowDevOverride: false }).allowDevOverride).toBe(
      false,
    );
    expect(problemsOf(() => parseRuntimeConfig({ ...RUNTIME, allowDevOverride: 'false' }))).toEqual(
      ['"allowDevOverride" must be true or false'],
    );
  });

  it('drops unknown fields', () => {
    expect(parseRuntimeConfig({ ...RUNTIME, extra: true })).toEqual(RUNTIME);
  });

  it('names missing and malformed fields', () => {
    const { signInUrl: _signIn, ...rest } = RUNTIME;
    expect(
      problemsOf(() => parseRuntimeConfig({ ...rest, tutorialUrl: 'tutorial', analytics: {} })),
    ).toEqual([
      '"signInUrl" must be an http(s) URL',
      '"tutorialUrl" must be an http(s) URL',
      '"analytics.apiKey" must be a non-empty string',
      '"analytics.serverUrl" must be a non-empty string',
    ]);
  });
});
