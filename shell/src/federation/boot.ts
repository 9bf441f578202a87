import type { RuntimeConfig } from '../lib/runtime-config';
import {
  REMOTES_CONFIG_PATH,
  RUNTIME_CONFIG_PATH,
  fetchBootFiles,
  type BootFile,
} from './boot-files';
import { applyOverrides, OVERRIDE_PARAM, readStoredOverrides, resolveOverrides } from './override';
import { readStoredOverridesRaw, setOverrideState, writeStoredOverrides } from './override-state';
import { BootConfigError, parseRemotesConfig, parseRuntimeConfig } from './remotes-config';
import { registerFederationRemotes } from './runtime';

/**
 * Served beside the shell's bundle (copied from shell/public into dist for local use). A deployment
 * never rebuilds the shell to move a remote or an API: it overwrites dist/remotes.json (each remote's
 * mf-manifest.json URL) and dist/runtime-config.json (API, sign-in, account, reader and tutorial
 * URLs, analytics key and proxy path) with the environment's values, e.g. from its CI secrets or a
 * config map mounted over those two paths. Both are fetched with `cache: 'no-cache'` and served
 * with Cache-Control: no-cache, so a replaced file takes effect on the next page load.
 */
export { REMOTES_CONFIG_PATH, RUNTIME_CONFIG_PATH };

/** A file's JSON, or the BootConfigError saying why it could not be read. */
function jsonOf(file: BootFile): unknown {
  if ('problem' in file) throw new BootConfigError(file.path, [file.problem]);
  return file.json;
}

/** Removes the `mf-override` parameter from the address bar once it has been handled. */
function dropOverrideParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OVERRIDE_PARAM)) return;
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * Everything the shell needs before its first render: both configuration files, the local
 * overrides (validated, applied before any remote is registered) and the remotes registered with
 * the Module Federation runtime. Rejects with BootConfigError when a file is missing or malformed.
 */
export async function bootFederation(): Promise<{ runtimeConfig: RuntimeConfig }> {
  // Started by the entry already (shell/src/index.ts); this only waits for them.
  const [remotesFile, runtimeFile] = await fetchBootFiles();
  const remotes = parseRemotesConfig(jsonOf(remotesFile), REMOTES_CONFIG_PATH);
  const runtimeConfig = parseRuntimeConfig(jsonOf(runtimeFile), RUNTIME_CONFIG_PATH);

  const param = new URLSearchParams(window.location.search).get(OVERRIDE_PARAM);
  const raw = readStoredOverridesRaw();
  const stored = readStoredOverrides(raw, Date.now());
  const resolution = resolveOverrides(param, stored, runtimeConfig.allowDevOverride);
  if (resolution.store !== undefined) writeStoredOverrides(resolution.store);
  // Expired (or in an older form): gone from storage too.
  else if (raw !== null && Object.keys(stored).length === 0) writeStoredOverrides(null);
  // A refused parameter stays in the address bar, so the author sees what was refused; a pending
  // one until the author answers, so that a reload asks again.
  const { active, pending, refused } = resolution;
  if (refused.length === 0 && Object.keys(pending).length === 0) dropOverrideParam();
  setOverrideState({ active, pending, refused });

  registerFederationRemotes(applyOverrides(remotes, resolution.active));
  return { runtimeConfig };
}
