const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * localhost, its subdomains (RFC 6761 reserves `*.localhost` for loopback, and browsers resolve
 * them there: a test can serve `creator.portal.localhost` and `api.portal.localhost` on this
 * machine), 127.0.0.1 and [::1].
 */
const isLoopbackHost = (hostname: string) =>
  LOOPBACK_HOSTS.has(hostname) || /^([a-z0-9-]+\.)+localhost$/i.test(hostname);

/** True for http(s) URLs on this machine; the sign-in page never sends a browser anywhere else. */
export function isLoopbackUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

export function safeRedirect(raw: string | undefined | null, fallback: string): string {
  return raw && isLoopbackUrl(raw) ? raw : fallback;
}

/** CORS: any loopback origin, any port. */
export const isLoopbackOrigin = (origin: string) => {
  // An origin is scheme://host[:port] and nothing else.
  if (!/^https?:\/\/[^/?#]+$/i.test(origin)) return false;
  return isLoopbackUrl(origin);
};
