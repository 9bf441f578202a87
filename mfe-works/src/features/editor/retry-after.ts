import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The longest wait the editor sits out by itself: a longer Retry-After is said, and the author
 * saves again when they choose.
 */
export const AUTO_RETRY_MAX_SECONDS = 5 * 60;

/**
 * One retry waiting for the server's Retry-After, at most: scheduling another replaces it, and
 * it is dropped when the screen goes. `waiting` is true until it runs or is cancelled.
 */
export function useRetryAfter() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setWaiting(false);
  }, []);

  const schedule = useCallback((seconds: number, action: () => void) => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setWaiting(false);
      action();
    }, seconds * 1000);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { waiting, schedule, cancel };
}
