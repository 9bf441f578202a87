import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { speedUpJsdomStyles } from './shared/test-utils/src/jsdom-styles';

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

// antd's stylesheets made jsdom's style computation (role queries, toBeVisible) most of the time
// of the screen tests; see jsdom-styles.ts.
speedUpJsdomStyles(document);

// Screen tests render antd pages: allow them more than jest's 5 s per test and Testing Library's
// 1 s per findBy/waitFor, so a busy CI machine does not fail them; a test that hangs still fails.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });
