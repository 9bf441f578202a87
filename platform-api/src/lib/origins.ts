/**
 * The portal's origins: the pages whose scripts may call the API with the author's cookie (CORS)
 * and make writes (lib/request-guard.ts). An explicit list, never "any loopback origin": another
 * server on this machine (any port, any `*.localhost` name) is another site.
 */

/** Where `npm start` and `npm run dev` serve the shell. e2e and the bench pass their own. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:3000'];

/**
 * Reads a comma-separated list of origins (`http://localhost:3000,https://creator.example.com`).
 * Each must be an origin exactly (scheme, host, port; no path, no trailing slash): a typo fails
 * the start instead of silently allowing nothing.
 */
export function parseAllowedOrigins(raw: string): string[] {
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // Reported below.
    }
    const exact =
      parsed !== null &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.origin === origin;
    if (!exact) {
      throw new Error(
        `PLATFORM_API_ALLOWED_ORIGINS: "${origin}" is not an origin like http://localhost:3000`,
      );
    }
  }
  return origins;
}
