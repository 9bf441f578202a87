import '@testing-library/jest-dom';

// antd reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// antd 6 forms (@rc-component/form) schedule work through MessageChannel, which jsdom lacks.
// A macrotask stand-in is enough: only port1.onmessage <- port2.postMessage is used.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Listener = ((event: { data: unknown }) => void) | null;
  class MacrotaskPort {
    onmessage: Listener = null;
    peer: MacrotaskPort | undefined;
    postMessage(data: unknown) {
      const target = this.peer;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class MacrotaskChannel {
    port1 = new MacrotaskPort();
    port2 = new MacrotaskPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  globalThis.MessageChannel = MacrotaskChannel as unknown as typeof MessageChannel;
}

/**
 * jsdom's getComputedStyle (called by role queries, for accessible names and hidden checks,
 * and by toBeVisible, for an element and each of its ancestors) matches the element against
 * every rule of every stylesheet, compiling each selector with nwsapi. nwsapi keeps compiled
 * selectors in LRU caches of 1000 entries, but antd's CSS-in-JS puts some 2,000 distinct
 * selectors in the document: walking the rules in order evicts each entry before it is used
 * again, so every call recompiled every selector (new Function). That was most of the time of
 * the antd screen tests. The caches only hold compiled selectors (never results), so making
 * them unbounded changes no answer; the document's stylesheets bound their size.
 */
function unboundSelectorCaches() {
  type Cache = {
    get(key: string): unknown;
    set(key: string, value: unknown): unknown;
    has(key: string): boolean;
    clear(): void;
    size(): number;
  };
  const implSymbol = Object.getOwnPropertySymbols(document).find(
    (symbol) => symbol.description === 'impl',
  );
  if (!implSymbol) return;
  // Makes jsdom create both of its nwsapi instances (they are made on first use).
  window.getComputedStyle(document.documentElement);
  document.documentElement.matches('html');
  const impl = (document as unknown as Record<symbol, Record<string, unknown>>)[implSymbol];
  for (const engine of [impl?._nwsapiDontThrow, impl?._nwsapi]) {
    for (const name of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers']) {
      const cache = (engine as Record<string, Cache> | undefined)?.[name];
      if (!cache || typeof cache.set !== 'function') continue;
      const entries = new Map<string, unknown>();
      cache.get = (key) => entries.get(key);
      cache.set = (key, value) => (entries.set(key, value), value);
      cache.has = (key) => entries.has(key);
      cache.clear = () => entries.clear();
      cache.size = () => entries.size;
    }
  }
}
unboundSelectorCaches();
