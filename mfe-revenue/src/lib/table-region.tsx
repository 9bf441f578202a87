import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Wraps an antd Table that may scroll sideways (a phone): antd's scroll box holds nothing
 * focusable, so the keyboard could not scroll it. The box becomes a named region that takes focus.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = wrapper.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={wrapper}>{children}</div>;
}
