import { act, renderHook } from '@testing-library/react';
import { BREAKPOINTS, DIALOG_MAX_WIDTH, useIsNarrow } from './layout';

describe('layout constants', () => {
  it('match the layout rules', () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(DIALOG_MAX_WIDTH).toBe(512);
  });
});

describe('useIsNarrow', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  /** A matchMedia whose width the test controls, evaluating only max-width queries. */
  function fakeViewport(initialWidth: number) {
    let width = initialWidth;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => {
      const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
      return {
        get matches() {
          return width <= max;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    }) as typeof window.matchMedia;
    return (next: number) => {
      width = next;
      listeners.forEach((listener) => listener());
    };
  }

  it('is true below 1024 px and follows resizes', () => {
    const resize = fakeViewport(1023);
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(true);

    act(() => resize(1024));
    expect(result.current).toBe(false);

    act(() => resize(800));
    expect(result.current).toBe(true);
  });
});
