import {
  cookiesFromSetCookie,
  lighthouseFigures,
  mainThreadFigures,
  median,
  medianFigures,
  signedInProblems,
} from './measure.mjs';

const API = 'http://localhost:4000';
const NOW = Date.parse('2026-11-24T00:00:00Z');

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([300, 120, 150])).toBe(150);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('leaves the list it was given in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('cookiesFromSetCookie', () => {
  it('turns the session cookie into a host-only cookie of the API, with its expiry and flags', () => {
    const cookies = cookiesFromSetCookie(
      ['creator_session=abc=123; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'],
      `${API}/signin`,
      NOW,
    );
    expect(cookies).toEqual([
      {
        name: 'creator_session',
        value: 'abc=123',
        url: 'http://localhost:4000/',
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
        expires: NOW / 1000 + 2_592_000,
      },
    ]);
  });

  it('keeps a narrower path in the URL and reads Expires when there is no Max-Age', () => {
    const [cookie] = cookiesFromSetCookie(
      ['pref=zh-TW; Path=/v2; Expires=Wed, 24 Nov 2027 00:00:00 GMT; Secure; SameSite=strict'],
      `${API}/signin`,
      NOW,
    );
    expect(cookie).toMatchObject({
      url: 'http://localhost:4000/v2',
      secure: true,
      httpOnly: false,
      sameSite: 'Strict',
      expires: Date.parse('2027-11-24T00:00:00Z') / 1000,
    });
  });

  it('refuses what it cannot place in the jar as the browser would', () => {
    expect(() => cookiesFromSetCookie(['no-equals-sign; Path=/'], API, NOW)).toThrow(
      /Not a cookie/,
    );
    expect(() => cookiesFromSetCookie(['a=b; Domain=example.com'], API, NOW)).toThrow(/Domain/);
  });
});

/** A Lighthouse report with the given requests (url, statusCode) and final URL. */
const report = (items, finalDisplayedUrl = 'http://localhost:3000/book/all') => ({
  finalDisplayedUrl,
  audits: { 'network-requests': { details: { items } } },
});

describe('signedInProblems', () => {
  const url = 'http://localhost:3000/book/all';

  it('accepts a run whose API calls all answered 200', () => {
    const lhr = report([
      { url: 'http://localhost:3000/main.js', statusCode: 200 },
      { url: `${API}/v2/me`, statusCode: 200 },
      { url: `${API}/v2/titles?page=1`, statusCode: 200 },
      // The sign-in page's own assets are not API calls.
      { url: `${API}/signin`, statusCode: 404 },
    ]);
    expect(signedInProblems(lhr, url, API)).toEqual([]);
  });

  it('names each API call that did not answer 200 (a run that ended signed out)', () => {
    const lhr = report([
      { url: `${API}/v2/me`, statusCode: 401 },
      { url: `${API}/v2/titles`, statusCode: 200 },
      { url: `${API}/v2/announcements`, statusCode: 500 },
    ]);
    expect(signedInProblems(lhr, url, API)).toEqual([
      '/v2/me answered 401',
      '/v2/announcements answered 500',
    ]);
  });

  it('refuses a run without any API call, one that ended elsewhere, and a Lighthouse error', () => {
    expect(signedInProblems(report([]), url, API)).toEqual([
      'no API call to http://localhost:4000/v2/ was made',
    ]);
    const moved = report(
      [{ url: `${API}/v2/me`, statusCode: 200 }],
      'http://localhost:4000/signin?redirect=x',
    );
    expect(signedInProblems(moved, url, API)).toEqual([
      'ended on http://localhost:4000/signin?redirect=x',
    ]);
    const failed = {
      ...report([{ url: `${API}/v2/me`, statusCode: 200 }]),
      runtimeError: { code: 'NO_FCP' },
    };
    expect(signedInProblems(failed, url, API)).toEqual(['Lighthouse error NO_FCP']);
  });
});

describe('lighthouseFigures and medianFigures', () => {
  const lhr = (score, lcp, tbt) => ({
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
    },
  });

  it('keeps the score out of 100 and the metrics in ms, null when missing', () => {
    expect(lighthouseFigures(lhr(0.456, 2100.4, 300))).toEqual({
      score: 46,
      lcpMs: 2100.4,
      fcpMs: null,
      tbtMs: 300,
      cls: null,
      speedIndexMs: null,
    });
    expect(
      lighthouseFigures({ categories: { performance: { score: null } }, audits: {} }).score,
    ).toBeNull();
  });

  it('takes each figure’s median over the runs, skipping runs that lack it', () => {
    const runs = [lhr(0.5, 3000, 900), lhr(0.7, 2000, 100), lhr(0.6, 2500, 400)].map(
      lighthouseFigures,
    );
    runs[1].tbtMs = null;
    expect(medianFigures(runs)).toMatchObject({ score: 60, lcpMs: 2500, tbtMs: 650, fcpMs: null });
  });
});

describe('mainThreadFigures', () => {
  it('lists the longest tasks and the scripts that ran longest, by path and port', () => {
    const lhr = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: 'http://localhost:3000/main.1a.js', startTime: 812.4, duration: 96.6 },
              { url: 'Unattributable', startTime: 3000, duration: 51 },
              { url: 'http://localhost:3003/remoteEntry.js', startTime: 2400, duration: 180.2 },
            ],
          },
        },
        'bootup-time': {
          details: {
            items: [
              { url: 'http://localhost:3000/main.1a.js', total: 400, scripting: 310 },
              { url: 'http://localhost:3000/antd-core.2b.js', total: 500, scripting: 420 },
            ],
          },
        },
      },
    };
    expect(mainThreadFigures(lhr, 2)).toEqual({
      longTasks: [
        { script: ':3003/remoteEntry.js', startMs: 2400, ms: 180 },
        { script: ':3000/main.1a.js', startMs: 812, ms: 97 },
      ],
      scripts: [
        { script: ':3000/antd-core.2b.js', ms: 420 },
        { script: ':3000/main.1a.js', ms: 310 },
      ],
    });
    expect(mainThreadFigures({})).toEqual({ longTasks: [], scripts: [] });
  });
});
