import type { CSSProperties } from 'react';

/**
 * The look of numbers, tables or charts from an earlier range or filter, kept on show while the
 * new one loads: dimmed (the element also says `aria-busy`), so no one reads them as the new one's.
 */
export const staleStyle = (stale: boolean): CSSProperties => ({
  opacity: stale ? 0.6 : 1,
  transition: 'opacity 0.2s',
});
