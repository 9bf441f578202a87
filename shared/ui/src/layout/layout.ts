import { useSyncExternalStore } from 'react';

/** Responsive breakpoints in px (docs/product-rules.md, Layout). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Dialogs are at most 512 px wide (docs/product-rules.md, Layout). */
export const DIALOG_MAX_WIDTH = 512;

/**
 * The CSS property the shell sets on its layout to the height its header covers at the top of
 * the window: 64px while the header shows, 0px while it is hidden (scrolled away).
 */
export const HEADER_OFFSET_PROPERTY = '--creator-header-offset';

/**
 * `top` for anything a screen keeps stuck to the top of the window (an editor's toolbar): right
 * under the shell's header while it shows, at the very top while it is hidden.
 */
export const STICKY_TOP = `var(${HEADER_OFFSET_PROPERTY}, 0px)`;

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
