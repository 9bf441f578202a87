/**
 * Fetching a remote's files ahead without running them: the manifest, then `<link rel=prefetch>`
 * (the browser's lowest priority, kept in its cache for the script tags the federation runtime
 * adds when the remote is opened) for the entry, './routes' and the screen's own chunk.
 */

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * The name a remote gives a menu screen's chunk (`import(/* webpackChunkName: "screen-myWorks" *\/
 * ...)` in its routes), so that it can be told apart from the other screens' chunks in the
 * manifest, which lists every chunk behind './routes' together.
 */
export const screenChunkName = (screen: string) => `screen-${screen}`;

const isChunkOf = (file: string, chunk: string) =>
  file === `${chunk}.js` || file.startsWith(`${chunk}.`);

/**
 * The files opening `screen` first needs from a remote, as absolute URLs: its entry, the routes
 * module and the screen's own chunk (found by its name; none if the remote did not name it).
 */
export function filesAhead(
  manifestUrl: string,
  manifest: RemoteManifest,
  screen: string,
): string[] {
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  // 'auto' (the portal's builds): the files sit beside the manifest.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets?.js;
  const chunk = screenChunkName(screen);
  const files = [
    ...(remoteEntry?.name
      ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`]
      : []),
    ...(routes?.sync ?? []),
    ...(routes?.async ?? []).filter((file) => isChunkOf(file, chunk)),
  ];
  return files.map((file) => new URL(file, base).href);
}

const prefetched = new Map<string, Promise<void>>();

/** A `<link rel=prefetch>` for a script, once per URL; settles when it loaded or failed. */
export function prefetchFile(url: string): Promise<void> {
  let loading = prefetched.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.appendChild(link);
    });
    prefetched.set(url, loading);
  }
  return loading;
}

/**
 * Reads the remote's manifest (at low priority) and prefetches the files opening `screen` needs.
 * Nothing is run. Rejects if the manifest cannot be read (the warmer swallows it).
 */
export async function fetchScreenFilesAhead(manifestUrl: string, screen: string): Promise<void> {
  const response = await fetch(manifestUrl, {
    headers: { Accept: 'application/json' },
    // Fetch priority (Chromium); ignored where unknown.
    ...({ priority: 'low' } as RequestInit),
  });
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  await Promise.all(filesAhead(manifestUrl, manifest, screen).map(prefetchFile));
}
