import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../idle';

export interface SettleOptions {
  /** How long no query may be in flight before the screen counts as settled. */
  quietMs?: number;
  /** The longest wait: past it, the work starts whatever the screen is doing. */
  maxWaitMs?: number;
}

const QUIET_MS = 300;
const MAX_WAIT_MS = 10_000;

const settled = new WeakMap<QueryClient, Promise<void>>();

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the first screen has settled: the page has loaded, the QueryClient has asked for
 * something and has had nothing in flight for `quietMs` (the screen's data is in, including what a
 * first answer led to), and the browser is idle; or after `maxWaitMs` at the latest.
 *
 * Work that no first screen needs waits for it (antd's toast holder, the analytics SDK), so that
 * it does not compete with the screen's own code and data for the network and the main thread.
 * One promise per QueryClient: everything that waits starts together, in the same idle time.
 */
export function whenFirstScreenSettled(
  queryClient: QueryClient,
  { quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS }: SettleOptions = {},
): Promise<void> {
  const known = settled.get(queryClient);
  if (known) return known;
  const promise = new Promise<void>((resolve) => {
    let done = false;
    let quietTimer: number | undefined;
    let unsubscribe: (() => void) | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(quietTimer);
      window.clearTimeout(deadline);
      unsubscribe?.();
      whenIdle(resolve);
    };
    const deadline = window.setTimeout(finish, maxWaitMs);
    const cache = queryClient.getQueryCache();
    // Settled is "asked, and all answered": before the first query there is nothing to wait for
    // yet, but the screen has not rendered either.
    const check = () => {
      window.clearTimeout(quietTimer);
      quietTimer = undefined;
      if (done || cache.getAll().length === 0 || queryClient.isFetching() > 0) return;
      quietTimer = window.setTimeout(finish, quietMs);
    };
    void afterLoad().then(() => {
      if (done) return;
      unsubscribe = cache.subscribe(check);
      check();
    });
  });
  settled.set(queryClient, promise);
  return promise;
}
