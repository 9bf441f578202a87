import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { listenFailingOnUnhandledRequests, unhandledRequestsMessage } from './unhandled-requests';

/** The helper on a server of its own, with its hooks collected to be run by hand. */
function started() {
  const server = setupServer();
  const hooks: Record<'beforeAll' | 'afterEach' | 'afterAll', () => void> = {
    beforeAll: () => {},
    afterEach: () => {},
    afterAll: () => {},
  };
  listenFailingOnUnhandledRequests(server, {
    beforeAll: (run) => (hooks.beforeAll = run),
    afterEach: (run) => (hooks.afterEach = run),
    afterAll: (run) => (hooks.afterAll = run),
  });
  hooks.beforeAll();
  return { server, hooks };
}

describe('listenFailingOnUnhandledRequests', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('fails the test after a request no handler answered, naming it, even when the app caught its error', async () => {
    const { server, hooks } = started();
    try {
      server.use(http.get('http://api.test/handled', () => HttpResponse.json({ ok: true })));
      expect(await (await fetch('http://api.test/handled')).json()).toEqual({ ok: true });
      // What a screen does with a failed request: catch it and show its error state.
      await fetch('http://api.test/v2/genres').catch(() => 'caught');

      expect(() => hooks.afterEach()).toThrow(
        unhandledRequestsMessage(['GET http://api.test/v2/genres']),
      );
      // Each test answers for its own requests: the next one starts clean.
      expect(() => hooks.afterEach()).not.toThrow();
    } finally {
      server.close();
    }
  });

  it('fails the file for a request made after its last test', async () => {
    const { hooks } = started();
    await fetch('http://api.test/late').catch(() => 'caught');
    expect(() => hooks.afterAll()).toThrow('GET http://api.test/late');
  });

  it('names each request once, with how often it was made', () => {
    const message = unhandledRequestsMessage([
      'GET http://api.test/v2/genres',
      'OPTIONS http://api.test/v2/genres',
      'GET http://api.test/v2/genres',
    ]);
    expect(message.split('\n').slice(0, 3)).toEqual([
      '3 request(s) reached no MSW handler:',
      '  GET http://api.test/v2/genres (2 times)',
      '  OPTIONS http://api.test/v2/genres',
    ]);
  });
});
