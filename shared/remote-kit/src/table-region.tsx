import { THEME_TOKENS as T } from '@creator/ui';
import { useEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react';

/**
 * The sticky column's look: an opaque cell (antd's own header and hovered-row backgrounds win
 * over this one) and antd's fixed-column shadow once the table has scrolled, where the browser
 * has scroll-driven animations.
 */
const STICKY_CSS = `
.creator-sticky-start{background:${T.colorBgContainer}}
.creator-sticky-start::after{content:'';position:absolute;top:0;bottom:-${T.lineWidth}px;inset-inline-start:100%;width:30px;pointer-events:none}
@supports (animation-timeline:scroll()){.creator-sticky-start::after{animation:creator-sticky-shadow linear both;animation-timeline:scroll(nearest inline);animation-range:0 16px}}
.ant-table-wrapper tfoot>tr>td.creator-sticky-summary{position:sticky;inset-inline-start:0;z-index:2}
@keyframes creator-sticky-shadow{from{box-shadow:inset 10px 0 8px -8px transparent}to{box-shadow:inset 10px 0 8px -8px ${T.colorSplit}}}
`;

/**
 * Gives the scroll box its keyboard stop only while it has something to scroll: a phone, or a
 * table wider than its box. Focusable until the first measurement says otherwise (what the
 * keyboard needs wins where nothing measures); measured by a ResizeObserver on the box and its
 * table, whose callbacks come after layout, so reading the widths forces none.
 */
function tabStopWhileScrollable(scroller: HTMLElement, table: HTMLElement | null): () => void {
  scroller.tabIndex = 0;
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    if (scroller.scrollWidth > scroller.clientWidth) scroller.tabIndex = 0;
    else scroller.removeAttribute('tabindex');
  });
  observer.observe(scroller);
  if (table) observer.observe(table);
  return () => observer.disconnect();
}

interface Watched {
  scroller: HTMLElement;
  table: HTMLElement | null;
  stop: () => void;
}

/**
 * Wraps an antd Table that may scroll sideways (a phone): antd's scroll box holds nothing
 * focusable, so the keyboard could not scroll it. The box becomes a named region that takes focus
 * while it has something to scroll. Give the Table `WIDE_TABLE`, and its first column
 * `STICKY_START` to keep it in view.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const watched = useRef<Watched | null>(null);
  useEffect(() => {
    const scroller = wrapper.current?.querySelector<HTMLElement>('.ant-table-content') ?? null;
    if (scroller) {
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', label);
    }
    // antd may replace its box (or the table within it) between renders: watch the current ones.
    const table = scroller?.querySelector('table') ?? null;
    const current = watched.current;
    if (current?.scroller === scroller && current?.table === table) return;
    current?.stop();
    watched.current = scroller
      ? { scroller, table, stop: tabStopWhileScrollable(scroller, table) }
      : null;
  });
  useEffect(() => () => watched.current?.stop(), []);
  return (
    <div ref={wrapper}>
      <style href="creator-table-region" precedence="creator">
        {STICKY_CSS}
      </style>
      {children}
    </div>
  );
}

const STICKY_CELL = { position: 'sticky', insetInlineStart: 0, zIndex: 2 } as const;

/**
 * Spread on the first column of a WIDE_TABLE (in a TableRegion) to keep it in view while the
 * table scrolls sideways: what antd's `fixed: 'start'` does, without the column measuring that
 * fixed columns turn on (see WIDE_TABLE).
 */
export const STICKY_START = {
  className: 'creator-sticky-start',
  // Inline, so that it wins over antd's `position: relative` on every cell.
  onHeaderCell: () => ({ style: STICKY_CELL }),
  onCell: () => ({ style: STICKY_CELL }),
};

/**
 * The className of a summary row's first cell (Table.Summary.Cell, which takes no style) under a
 * STICKY_START column, so that it stays in view with the column. Its rule outranks antd's
 * `position: relative` on every cell.
 */
export const STICKY_START_SUMMARY = 'creator-sticky-start creator-sticky-summary';

/** A Table's `<table>` as wide as its content, and never narrower than its box. */
function WideTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} style={{ ...props.style, width: 'max-content', minWidth: '100%' }} />;
}

/**
 * Spread on an antd Table without antd's fixed columns or header (in a TableRegion): its columns
 * keep their content's width and its box scrolls sideways, as `scroll={{ x: 'max-content' }}`
 * does, without what that prop also turns on for fixed columns: rc-table's column measuring (a
 * hidden row whose cells each read their width during the commit, then a second render with the
 * widths) and its resize observers. On the revenue ledger's first render, that was ~15 ms of
 * the main thread (docs/architecture.md).
 */
export const WIDE_TABLE = {
  styles: { content: { overflowX: 'auto', overflowY: 'hidden' } },
  components: { table: WideTable },
} as const;
