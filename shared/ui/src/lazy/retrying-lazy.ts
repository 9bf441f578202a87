import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazy component that does not keep a failed load. React keeps a lazy component's failure (a
 * chunk that did not download) for good: after one, this hands out a new lazy component, which
 * fetches the code again. Take it once per mount (`useState(current)`): what mounts from then on
 * (an error boundary's Retry, the next toast) gets the new one, while what is mounted keeps the
 * one it had, and its boundary shows the failure.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function retryingLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): () => LazyExoticComponent<T> {
  const create = (): LazyExoticComponent<T> =>
    lazy(async () => {
      try {
        return await load();
      } catch (error) {
        current = create();
        throw error;
      }
    });
  let current = create();
  return () => current;
}
