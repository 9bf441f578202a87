import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls into view, but only while `enabled`.
 * The list's end carries the element; a new observer per change of `enabled` keeps a stale
 * callback from firing after the last page.
 */
export function useLoadMoreOnView<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Start a little before the end is on screen, so the next page is usually there in time.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
