/** React's lazy component object: the loader runs on the first render, or when `_init` is called. */
interface LazyInternals {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

/**
 * Starts a lazy component's loader the way its first render would, so the lazy object itself
 * records the module: a render after this resolves does not suspend. Loading it through import()
 * alone would not do: the render would still suspend once, and a Suspense fallback, once shown,
 * holds the screen back for React's reveal throttle (300 ms). Relies on the shape of React's lazy
 * objects (`_init(_payload)` returns the component or throws what is pending); without that
 * shape it does nothing, and the component loads on render as before.
 */
export function preloadLazy(component: object): Promise<void> {
  const { _init: init, _payload: payload } = component as unknown as LazyInternals;
  if (typeof init !== 'function') return Promise.resolve();
  try {
    init(payload);
    return Promise.resolve();
  } catch (pending) {
    // A pending load throws its thenable; a failed one its error (the render will show it).
    return Promise.resolve(pending).then(
      () => undefined,
      () => undefined,
    );
  }
}
