import { act, renderHook } from '@testing-library/react';
import { HEADER_HIDE_THRESHOLD_PX, useScrollHidden } from './use-scroll-hidden';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollHidden', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stays visible while scrolling down up to the threshold', () => {
    const { result } = renderHook(() => useScrollHidden());
    scrollTo(200);
    scrollTo(HEADER_HIDE_THRESHOLD_PX);
    expect(result.current).toBe(false);
  });

  it('hides when scrolling down past 400 px and shows again on scrolling up', () => {
    const { result } = renderHook(() => useScrollHidden());
    scrollTo(300);
    scrollTo(HEADER_HIDE_THRESHOLD_PX + 1);
    expect(result.current).toBe(true);
    scrollTo(900);
    expect(result.current).toBe(true);
    scrollTo(880);
    expect(result.current).toBe(false);
    scrollTo(1000);
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrollHidden());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
