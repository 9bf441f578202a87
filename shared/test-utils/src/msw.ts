import { configureApi } from '@creator/api';
import { getLocale } from '@creator/ui';
import { setupServer } from 'msw/node';
import { listenFailingOnUnhandledRequests } from './unhandled-requests';

export { http, HttpResponse, delay } from 'msw';

/** The API base URL every jsdom test talks to; MSW answers it. */
export const API_TEST_BASE_URL = 'http://api.test';

/** Absolute URL of an API path for MSW handlers: apiUrl('/v2/me') -> 'http://api.test/v2/me'. */
export function apiUrl(path: string): string {
  return `${API_TEST_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One MSW server per test file (jest gives each file its own module registry). */
export const server = setupServer();

/**
 * Call once at the top of a test file: points @creator/api at http://api.test, starts MSW
 * (a request no handler answers fails the test, naming it: see unhandled-requests.ts), drops
 * per-test handlers after each test.
 */
export function setupMswServer(): typeof server {
  configureApi({ baseURL: API_TEST_BASE_URL, language: getLocale });
  beforeAll(() => configureApi({ baseURL: API_TEST_BASE_URL, language: getLocale }));
  listenFailingOnUnhandledRequests(server);
  return server;
}
