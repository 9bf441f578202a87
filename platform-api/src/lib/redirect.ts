const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * localhost, its subdomains (RFC 6761 reserves `*.localhost` for loopback, and browsers resolve
 * them there: a test can serve `creator.portal.localhost` and `api.portal.localhost` on this
 * machine), 127.0.0.1 and [::1].
 */
const isLoopbackHost = (hostname: string) =>
  LOOPBACK_HOSTS.has(hostname) || /^([a-z0-9-]+\.)+localhost$/i.test(hostname);

/** The URL parser drops tabs and line breaks silently; a redirect target must not contain them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** True for a string the sign-in page must refuse outright (400), rather than ignore. */
export const hasControlCharacters = (raw: string) => CONTROL_CHARACTERS.test(raw);

/** The parsed form of an http(s) URL on this machine, or null. */
function loopbackHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    const loopback =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      isLoopbackHost(url.hostname);
    return loopback ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where to send the browser: the parsed URL (never the raw string, which may hold characters a
 * header cannot carry) when it is a loopback URL, the fallback otherwise.
 */
export function safeRedirect(raw: string | undefined | null, fallback: string): string {
  return (raw && !hasControlCharacters(raw) && loopbackHref(raw)) || fallback;
}
