import { HttpResponse, http, server, setupMswServer } from '@creator/test-utils';
import { waitFor } from '@testing-library/react';
import { fetchScreenFilesAhead, filesAhead } from './fetch-ahead';

setupMswServer();

/** The parts of an mf-manifest.json the portal's remotes write. */
const manifest = (publicPath = 'auto') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['__federation_expose_routes.3a50fc.js'],
          async: ['29051.2271.js', 'screen-dataCenter.9d14e9.js', 'screen-workDataX.1.js'],
        },
      },
    },
  ],
});

describe('filesAhead', () => {
  it("lists the entry, the routes and the screen's own chunk, beside the manifest", () => {
    expect(
      filesAhead('http://localhost:3003/insights/mf-manifest.json', manifest(), 'dataCenter'),
    ).toEqual([
      'http://localhost:3003/insights/remoteEntry.js',
      'http://localhost:3003/insights/__federation_expose_routes.3a50fc.js',
      'http://localhost:3003/insights/screen-dataCenter.9d14e9.js',
    ]);
  });

  it('takes an absolute public path where the manifest gives one, and no chunk of an unnamed screen', () => {
    expect(
      filesAhead(
        'http://localhost:3003/mf-manifest.json',
        manifest('https://cdn.example.com/insights/'),
        'workData',
      ),
    ).toEqual([
      'https://cdn.example.com/insights/remoteEntry.js',
      'https://cdn.example.com/insights/__federation_expose_routes.3a50fc.js',
    ]);
  });
});

describe('fetchScreenFilesAhead', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });

  it('asks the browser to prefetch those files, once each, without running any of them', async () => {
    server.use(
      http.get('http://localhost:3003/mf-manifest.json', () => HttpResponse.json(manifest())),
    );
    void fetchScreenFilesAhead('http://localhost:3003/mf-manifest.json', 'dataCenter');
    void fetchScreenFilesAhead('http://localhost:3003/mf-manifest.json', 'dataCenter');
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    await waitFor(() => expect(links()).toHaveLength(3));
    expect(links().map((link) => [link.rel, link.as, link.href])).toEqual([
      ['prefetch', 'script', 'http://localhost:3003/remoteEntry.js'],
      ['prefetch', 'script', 'http://localhost:3003/__federation_expose_routes.3a50fc.js'],
      ['prefetch', 'script', 'http://localhost:3003/screen-dataCenter.9d14e9.js'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects when the manifest cannot be read (the warmer leaves the remote to the click)', async () => {
    server.use(
      http.get(
        'http://localhost:3004/mf-manifest.json',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    await expect(
      fetchScreenFilesAhead('http://localhost:3004/mf-manifest.json', 'gifts'),
    ).rejects.toThrow('HTTP 502');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
