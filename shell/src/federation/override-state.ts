import { create } from 'zustand';
import { OVERRIDE_STORAGE_KEY, type Overrides, type RefusedOverride } from './override';

interface OverrideState {
  /** Remotes currently loaded from an override URL. */
  active: Overrides;
  /** Entries of this page's `mf-override` parameter that were refused. */
  refused: RefusedOverride[];
}

/** Set once at boot; read by OverrideBanner. */
export const useOverrideState = create<OverrideState>()(() => ({ active: {}, refused: [] }));

export function setOverrideState(state: OverrideState): void {
  useOverrideState.setState(state);
}

export function readStoredOverridesRaw(): string | null {
  try {
    return localStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredOverrides(overrides: Overrides | null): void {
  try {
    if (overrides === null || Object.keys(overrides).length === 0) {
      localStorage.removeItem(OVERRIDE_STORAGE_KEY);
    } else {
      localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    }
  } catch {
    // Storage blocked: the override still applies to this page load.
  }
}

/** Clears every override and reloads, so the configured remotes load again. */
export function clearOverridesAndReload(): void {
  writeStoredOverrides(null);
  const url = new URL(window.location.href);
  url.searchParams.delete('mf-override');
  window.location.replace(url.toString());
}
