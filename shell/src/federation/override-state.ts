import { create } from 'zustand';
import {
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  storedOverridesValue,
  type Overrides,
  type RefusedOverride,
} from './override';

interface OverrideState {
  /** Remotes currently loaded from an override URL. */
  active: Overrides;
  /** Entries of this page's `mf-override` parameter waiting for the author's confirmation. */
  pending: Overrides;
  /** Entries of this page's `mf-override` parameter that were refused. */
  refused: RefusedOverride[];
}

/** Set once at boot; read by OverrideBanner. */
export const useOverrideState = create<OverrideState>()(() => ({
  active: {},
  pending: {},
  refused: [],
}));

export function setOverrideState(state: Partial<OverrideState>): void {
  useOverrideState.setState({ active: {}, pending: {}, refused: [], ...state });
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
      localStorage.setItem(OVERRIDE_STORAGE_KEY, storedOverridesValue(overrides, Date.now()));
    }
  } catch {
    // Storage blocked: the override still applies to this page load.
  }
}

/** This page's address without the `mf-override` parameter. */
function addressWithoutParam(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  return url.toString();
}

/** Clears every override and reloads, so the configured remotes load again. */
export function clearOverridesAndReload(): void {
  writeStoredOverrides(null);
  window.location.replace(addressWithoutParam());
}

/**
 * The author confirmed the pending overrides: stores them beside the active ones (for
 * OVERRIDE_LIFETIME_MS) and reloads without the parameter, so the remotes register from them.
 */
export function confirmPendingOverrides(
  reload: (address: string) => void = (address) => window.location.replace(address),
): void {
  const { active, pending } = useOverrideState.getState();
  writeStoredOverrides({ ...active, ...pending });
  reload(addressWithoutParam());
}

/** The author declined the pending overrides: nothing is stored and the parameter goes away. */
export function dismissPendingOverrides(): void {
  useOverrideState.setState({ pending: {} });
  window.history.replaceState(window.history.state, '', addressWithoutParam());
}
