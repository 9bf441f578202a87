import { useEffect, useState } from 'react';

/** Spec §9: the header hides once the page is scrolled down past this many pixels. */
export const HEADER_HIDE_THRESHOLD_PX = 400;

/**
 * True while the header should be hidden: the last scroll went down and the page is past the
 * threshold. Scrolling up (by any amount) shows it again.
 */
export function useScrollHidden(threshold = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last || y <= threshold) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return hidden;
}
