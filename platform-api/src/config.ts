/** What platform-api reads from its environment (platform-api/README.md, Environment). */

type Env = Record<string, string | undefined>;

/**
 * The address to listen on: this machine only (127.0.0.1) unless PLATFORM_API_HOST names another
 * (`0.0.0.0` or `::` for every interface). The demo sign-in page signs anyone in without a
 * password, so nothing else on the network may reach it by default.
 */
export const listenHostname = (env: Env = process.env): string =>
  env.PLATFORM_API_HOST?.trim() || '127.0.0.1';
