// Pure helpers of the benchmark's browser parts (no I/O, tested in measure.test.mjs): medians,
// the session cookie as the browser's cookie jar takes it, and what makes a Lighthouse report a
// signed-in measurement.

/** The median of a list of numbers (the mean of the middle two for an even count); null if empty. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' };

/**
 * The cookies of `Set-Cookie` headers answered by `requestUrl`, as DevTools' `Storage.setCookies`
 * (and Playwright's `addCookies`) take them: host-only, like the browser would store them, so
 * they are given by URL (origin + path) rather than by domain. `nowMs` turns Max-Age into expiry.
 */
export function cookiesFromSetCookie(setCookieHeaders, requestUrl, nowMs) {
  const origin = new URL(requestUrl).origin;
  return setCookieHeaders.map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) throw new Error(`Not a cookie: ${header}`);
    const cookie = {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      httpOnly: false,
      secure: false,
    };
    let cookiePath = '/';
    for (const attribute of attributes) {
      const [rawKey, ...rest] = attribute.split('=');
      const key = rawKey.toLowerCase();
      const value = rest.join('=');
      if (key === 'path' && value.startsWith('/')) cookiePath = value;
      else if (key === 'httponly') cookie.httpOnly = true;
      else if (key === 'secure') cookie.secure = true;
      else if (key === 'samesite' && SAME_SITE[value.toLowerCase()]) {
        cookie.sameSite = SAME_SITE[value.toLowerCase()];
      } else if (key === 'max-age' && /^-?\d+$/.test(value)) {
        cookie.expires = Math.floor(nowMs / 1000) + Number(value);
      } else if (
        key === 'expires' &&
        cookie.expires === undefined &&
        !Number.isNaN(Date.parse(value))
      ) {
        cookie.expires = Math.floor(Date.parse(value) / 1000);
      } else if (key === 'domain') {
        throw new Error(`Domain cookies are not expected from ${origin}: ${header}`);
      }
    }
    return { ...cookie, url: new URL(cookiePath, origin).href };
  });
}

/**
 * What is wrong with a Lighthouse report as a signed-in measurement of `requestedUrl`: every
 * call to the API (`apiUrl` + /v2/) must have answered 200, and there must be some (the member
 * at least). An empty list means the report can be used.
 */
export function signedInProblems(lhr, requestedUrl, apiUrl) {
  const problems = [];
  if (lhr.runtimeError) problems.push(`Lighthouse error ${lhr.runtimeError.code}`);
  const items = lhr.audits?.['network-requests']?.details?.items ?? [];
  const apiCalls = items.filter((item) => {
    const url = new URL(item.url);
    return url.origin === apiUrl && url.pathname.startsWith('/v2/');
  });
  if (apiCalls.length === 0) problems.push(`no API call to ${apiUrl}/v2/ was made`);
  for (const call of apiCalls) {
    if (call.statusCode !== 200) {
      problems.push(`${new URL(call.url).pathname} answered ${call.statusCode}`);
    }
  }
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  if (finalUrl && new URL(finalUrl).pathname !== new URL(requestedUrl).pathname) {
    problems.push(`ended on ${finalUrl}`);
  }
  return problems;
}

/** The figures kept from a Lighthouse report. */
export function lighthouseFigures(lhr) {
  const metric = (id) => lhr.audits?.[id]?.numericValue ?? null;
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
  };
}

/** Per figure, the median over runs of `lighthouseFigures` (a figure missing in a run is left out). */
export function medianFigures(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      median(runs.map((run) => run[key]).filter((value) => typeof value === 'number')),
    ]),
  );
}

const shortUrl = (url) => {
  try {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : parsed.host}${parsed.pathname}`;
  } catch {
    return url || '(page)';
  }
};

/**
 * Where a Lighthouse run spent the main thread: its long tasks (start and duration in ms, as the
 * report gives them, with the script they are attributed to), longest first, and the scripts'
 * boot-up time (ms of script evaluation, longest first). `limit` entries of each.
 */
export function mainThreadFigures(lhr, limit = 8) {
  const items = (id) => lhr.audits?.[id]?.details?.items ?? [];
  const longTasks = items('long-tasks')
    .map((task) => ({
      script: shortUrl(task.url),
      startMs: Math.round(task.startTime),
      ms: Math.round(task.duration),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
  const scripts = items('bootup-time')
    .map((item) => ({ script: shortUrl(item.url), ms: Math.round(item.scripting ?? item.total) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
  return { longTasks, scripts };
}
