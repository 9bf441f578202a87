import { useEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react';

/**
 * Wraps an antd Table that may scroll sideways (a phone): antd's scroll box holds nothing
 * focusable, so the keyboard could not scroll it. The box becomes a named region that takes focus.
 * Give the Table `WIDE_TABLE`, or `scroll={{ x: 'max-content' }}` where it fixes a column.
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

/** A Table's `<table>` as wide as its content, and never narrower than its box. */
function WideTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} style={{ ...props.style, width: 'max-content', minWidth: '100%' }} />;
}

/**
 * Spread on an antd Table without fixed columns or header (in a TableRegion): its columns keep
 * their content's width and its box scrolls sideways, as `scroll={{ x: 'max-content' }}` does,
 * without what that prop also turns on for fixed columns: rc-table's column measuring (a hidden
 * row whose cells each read their width during the commit, then a second render with the
 * widths) and its resize observers. On the revenue ledger's first render, that was ~15 ms of
 * the main thread (docs/architecture.md).
 */
export const WIDE_TABLE = {
  styles: { content: { overflowX: 'auto', overflowY: 'hidden' } },
  components: { table: WideTable },
} as const;
