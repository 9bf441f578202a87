const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for http(s) URLs on this machine; the sign-in page never sends a browser anywhere else. */
export function isLoopbackUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
    );
  } catch {
    return false;
  }
}

export function safeRedirect(raw: string | undefined | null, fallback: string): string {
  return raw && isLoopbackUrl(raw) ? raw : fallback;
}

/** CORS: any loopback origin, any port. */
export const isLoopbackOrigin = (origin: string) =>
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
