import { apiPaths } from './contract/paths';
import { configureApi, http, resolveApiBaseUrl } from './http';
import { HttpResponse, apiUrl, http as mock, server, setupMswServer } from './test/msw';

setupMswServer();

const at = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('resolveApiBaseUrl', () => {
  it('uses the configured URL when there is one, without a trailing slash', () => {
    expect(resolveApiBaseUrl(at('https:', 'creator.example.com'), 'http://localhost:4000/')).toBe(
      'http://localhost:4000',
    );
  });

  it('ignores an empty configured URL', () => {
    expect(resolveApiBaseUrl(at('https:', 'creator.example.com'), '  ')).toBe(
      'https://api.example.com',
    );
  });

  it('replaces a leading creator subdomain with api, keeping the protocol', () => {
    expect(resolveApiBaseUrl(at('https:', 'creator.stage.example.com'))).toBe(
      'https://api.stage.example.com',
    );
    expect(resolveApiBaseUrl(at('http:', 'creator.dev.test', '8080'))).toBe(
      'http://api.dev.test:8080',
    );
  });

  it('only replaces creator at the start of the host name', () => {
    expect(resolveApiBaseUrl(at('https:', 'www.creator.example.com'))).toBe(
      'https://www.creator.example.com',
    );
  });

  it('falls back to the page origin', () => {
    expect(resolveApiBaseUrl(at('http:', 'localhost', '3000'))).toBe('http://localhost:3000');
  });
});

describe('http', () => {
  it('sends cookies and asks for JSON', () => {
    expect(http.defaults.withCredentials).toBe(true);
  });

  it('sends requests to the configured base URL with JSON headers and bodies', async () => {
    let seen: { accept: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      mock.post(apiUrl(apiPaths.titles), async ({ request }) => {
        seen = {
          accept: request.headers.get('accept'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ titleId: 't9' }, { status: 201 });
      }),
    );

    const { data } = await http.post(apiPaths.titles, { displayName: 'A', genreIds: ['g1'] });

    expect(data).toEqual({ titleId: 't9' });
    expect(seen?.accept).toBe('application/json');
    expect(seen?.contentType).toMatch(/^application\/json/);
    expect(seen?.body).toEqual({ displayName: 'A', genreIds: ['g1'] });
  });

  it('sends the UI language as Accept-Language, read at each request', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.get(apiUrl(apiPaths.genres), ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ genres: [] });
      }),
    );
    let language = 'zh-TW';
    configureApi({ baseURL: 'http://api.test', language: () => language });
    await http.get(apiPaths.genres);
    language = 'en';
    await http.get(apiPaths.genres);
    expect(seen).toEqual(['zh-TW', 'en']);
  });

  it('follows a later configureApi', async () => {
    server.use(mock.get('http://other.test/v2/genres', () => HttpResponse.json({ genres: [] })));
    configureApi({ baseURL: 'http://other.test/' });
    try {
      await expect(http.get(apiPaths.genres)).resolves.toMatchObject({ data: { genres: [] } });
    } finally {
      configureApi({ baseURL: 'http://api.test' });
    }
  });
});
