import { EVENTS, track } from '@creator/analytics';
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Records the book-all click once per visit when the author came here through an in-app link
 * (side menu, home quick link): a PUSH navigation. Reloads and Back/Forward (POP) and redirects
 * (REPLACE) are not clicks, so they are not counted; nor is the portal's own move here after a
 * work is deleted, which replaces the deleted work's page. A click on 我的作品 while already on
 * it is not a new visit (React Router replaces the entry) and is not counted either.
 */
export function useTrackBookAllOpened(): void {
  const navigationType = useNavigationType();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || navigationType !== 'PUSH') return;
    tracked.current = true;
    track(EVENTS.bookAllClicked);
  }, [navigationType]);
}
