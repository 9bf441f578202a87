/** What platform-api reads from its environment (platform-api/README.md, Environment). */
import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from './lib/origins';

type Env = Record<string, string | undefined>;

/**
 * The address to listen on: this machine only (127.0.0.1) unless PLATFORM_API_HOST names another
 * (`0.0.0.0` or `::` for every interface). The demo sign-in page signs anyone in without a
 * password, so nothing else on the network may reach it by default.
 */
export const listenHostname = (env: Env = process.env): string =>
  env.PLATFORM_API_HOST?.trim() || '127.0.0.1';

/**
 * The portal's origins, allowed CORS with credentials and writes: PLATFORM_API_ALLOWED_ORIGINS
 * (comma separated), or the shell of `npm start` (http://localhost:3000).
 */
export function allowedOrigins(env: Env = process.env): readonly string[] {
  const raw = env.PLATFORM_API_ALLOWED_ORIGINS?.trim();
  return raw ? parseAllowedOrigins(raw) : DEFAULT_ALLOWED_ORIGINS;
}
