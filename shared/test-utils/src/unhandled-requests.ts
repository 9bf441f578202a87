import type { SetupServer } from 'msw/node';

type Hook = (run: () => void) => void;
interface Hooks {
  beforeAll: Hook;
  afterEach: Hook;
  afterAll: Hook;
}

/** The message a test fails with when requests reached no handler. */
export function unhandledRequestsMessage(requests: readonly string[]): string {
  const times = new Map<string, number>();
  for (const request of requests) times.set(request, (times.get(request) ?? 0) + 1);
  return (
    `${requests.length} request(s) reached no MSW handler:\n` +
    [...times]
      .map(([request, count]) => `  ${request}${count > 1 ? ` (${count} times)` : ''}`)
      .join('\n') +
    '\nAdd the handler the screen needs (server.use(http.get(apiUrl(...), ...))), ' +
    'or answer the request in the test if it is expected.'
  );
}

/**
 * Starts `server` for a test file so that a request no handler answers fails the test that made
 * it. MSW's 'error' strategy alone only logs and fails the request: the app catches the network
 * error, shows its error state, and the test passed anyway. Each unhandled request is recorded
 * (and still fails as a network error) and afterEach throws a message naming them; one still
 * made after the last test fails the file in afterAll.
 */
export function listenFailingOnUnhandledRequests(
  server: SetupServer,
  // Jest's hooks; its own test passes stand-ins to run them by hand.
  hooks: Hooks = { beforeAll, afterEach, afterAll },
): void {
  const unhandled: string[] = [];
  const throwIfAny = () => {
    const seen = unhandled.splice(0);
    if (seen.length > 0) throw new Error(unhandledRequestsMessage(seen));
  };
  hooks.beforeAll(() => {
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    });
  });
  hooks.afterEach(() => {
    server.resetHandlers();
    throwIfAny();
  });
  hooks.afterAll(() => {
    server.close();
    throwIfAny();
  });
}
