import type { CSSProperties } from 'react';

/**
 * The look of numbers or charts from an earlier range, kept on show while the new one loads:
 * dimmed (the element also says `aria-busy`), so no one reads them as the new range's.
 */
export const staleStyle = (stale: boolean): CSSProperties => ({
  opacity: stale ? 0.6 : 1,
  transition: 'opacity 0.2s',
});
