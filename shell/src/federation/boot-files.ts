/**
 * The two configuration files the shell reads before its first render, fetched from the entry
 * (shell/src/index.ts) while the first screen's code loads, rather than after it has run. Imports
 * nothing: the entry runs before the share scope is set up, so no shared module may be used here.
 */
export const REMOTES_CONFIG_PATH = '/remotes.json';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** A file's JSON, or why it could not be read (boot.ts turns that into a BootConfigError). */
export type BootFile = { path: string; json: unknown } | { path: string; problem: string };

async function fetchJson(path: string): Promise<BootFile> {
  let response: Response;
  try {
    // Both files change per deployment without a rebuild: never take a cached copy unchecked.
    response = await fetch(path, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    return { path, problem: `could not be fetched (${String(error)})` };
  }
  if (!response.ok) return { path, problem: `HTTP ${response.status}` };
  try {
    return { path, json: await response.json() };
  } catch {
    return { path, problem: 'is not valid JSON' };
  }
}

let fetching: Promise<[BootFile, BootFile]> | null = null;

/** Starts fetching both files the first time it is called; later calls share that. Never rejects. */
export function fetchBootFiles(): Promise<[BootFile, BootFile]> {
  fetching ??= Promise.all([fetchJson(REMOTES_CONFIG_PATH), fetchJson(RUNTIME_CONFIG_PATH)]);
  return fetching;
}
