import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { AntdScope, preloadAntd } from '../providers/antd-scope';
import { retryingLazy } from './retrying-lazy';

/**
 * A component whose code loads the first time it renders, for what the first screen does not show
 * (dialogs, drawers, screens behind a route). Unlike a bare React.lazy it has its own Suspense
 * boundary, so while its code loads it renders `fallback` (nothing by default) in place instead of
 * suspending the screen around it. What loads this way is mostly antd, so it renders inside an
 * AntdScope, and antd's providers load beside its code where the shell has not loaded them yet.
 * A failed load is not kept: mounted again, it fetches again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  const current = retryingLazy(async () => {
    const [component] = await Promise.all([load(), preloadAntd()]);
    return { default: component };
  });
  function LazyComponent(props: P) {
    const [Lazy] = useState(current);
    return (
      <AntdScope fallback={fallback}>
        <Suspense fallback={fallback}>
          {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- P passes through as is */}
          <Lazy {...(props as any)} />
        </Suspense>
      </AntdScope>
    );
  }
  return LazyComponent;
}
