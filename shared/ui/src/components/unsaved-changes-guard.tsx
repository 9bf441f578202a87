import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useUiMessages } from '../messages';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

/**
 * While `dirty`, leaving asks first: an in-app navigation opens a confirm dialog (Stay keeps the
 * page as it is), and closing or reloading the tab gets the browser's own prompt. A navigation
 * the screen makes itself after saving should clear `dirty` first (or pass `allow`).
 */
export function UnsavedChangesGuard({
  dirty,
  allow,
}: {
  dirty: boolean;
  /** Paths (pathname + search) the screen may go to without asking, e.g. after a save. */
  allow?: (nextPath: string) => boolean;
}) {
  const t = useUiMessages();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty) return false;
    const next = nextLocation.pathname + nextLocation.search;
    if (next === currentLocation.pathname + currentLocation.search) return false;
    return !allow?.(next);
  });

  const blocked = blocker.state === 'blocked';
  // The dialog's code loads the first time it is needed; it stays mounted after, to close animated.
  const [needed, setNeeded] = useState(false);
  if (blocked && !needed) setNeeded(true);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (!needed) return null;
  return (
    <LazyConfirmDialog
      open={blocked}
      title={t.leaveTitle}
      content={t.leaveBody}
      confirmText={t.leaveConfirm}
      cancelText={t.stay}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
