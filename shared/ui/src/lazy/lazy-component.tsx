import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders, for what the first screen does not show
 * (dialogs, drawers, screens behind a route). Unlike a bare React.lazy it has its own Suspense
 * boundary, so while its code loads it renders `fallback` (nothing by default) in place instead of
 * suspending the screen around it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- P passes through as is */}
        <Lazy {...(props as any)} />
      </Suspense>
    );
  }
  return LazyComponent;
}
