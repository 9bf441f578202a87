import { useSyncExternalStore } from 'react';

/** Responsive breakpoints in px (spec §9). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Dialogs are at most 512 px wide (spec §9). */
export const DIALOG_MAX_WIDTH = 512;

const NARROW_QUERY = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrowNow(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia(NARROW_QUERY).matches;
}

/** True while the viewport is narrower than 1024 px (drawer menu, tighter padding). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrowNow, () => false);
}
