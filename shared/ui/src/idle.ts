/**
 * Calls back once the browser is idle, within `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari), `fallbackDelayMs` after the current task. Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000, fallbackDelayMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackDelayMs);
  return () => window.clearTimeout(handle);
}
