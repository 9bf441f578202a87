/** MSW for this package's own tests (shared/test-utils depends on this package, not the reverse). */
import { setupServer } from 'msw/node';
// The same recorder as @creator/test-utils' server (a relative import: that package depends on
// this one, not the reverse).
import { listenFailingOnUnhandledRequests } from '../../../test-utils/src/unhandled-requests';
import { configureApi } from '../http';

export { http, HttpResponse } from 'msw';

const API_TEST_BASE_URL = 'http://api.test';

export const apiUrl = (path: string) => `${API_TEST_BASE_URL}${path}`;

export const server = setupServer();

/** Points the client at http://api.test and fails the test of any request no handler answers. */
export function setupMswServer() {
  beforeAll(() => configureApi({ baseURL: API_TEST_BASE_URL }));
  listenFailingOnUnhandledRequests(server);
  return server;
}

/** The error envelope platform-api answers with, built by the contract's one builder. */
export { apiErrorBody as errorBody } from '../contract/error-body';
