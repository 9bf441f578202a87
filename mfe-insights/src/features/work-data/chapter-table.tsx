import CaretDownOutlined from '@ant-design/icons/es/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/es/icons/CaretUpOutlined';
import { useVirtualizer } from '@tanstack/react-virtual';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { memo, useCallback, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useStatsMessages } from '../../shared/messages';
import { MetricValue, visuallyHidden } from '../../shared/metric-value';
import {
  CHAPTER_SORT_KEYS,
  nextSort,
  type ChapterRow,
  type ChapterSort,
  type ChapterSortKey,
} from './chapter-rows';
import { formatColumnShare } from './labels';
import { useWorkDataMessages, type WorkDataMessages } from './messages';

/** Every row is one line this tall, so the virtualizer never has to measure. */
export const CHAPTER_ROW_HEIGHT = 40;
const rowHeight = () => CHAPTER_ROW_HEIGHT;
/** Rows rendered beyond the visible ones, above and below (also covers the sticky header). */
const OVERSCAN = 10;
/** The chapter column, then six numbers; the table scrolls sideways on narrow screens. */
const COLUMN_WIDTHS: Record<ChapterSortKey, string> = {
  order: '34%',
  readers: '11%',
  views: '11%',
  paidUnlocks: '11%',
  ticketUses: '12%',
  comments: '9%',
  retention: '12%',
};
const TABLE_MIN_WIDTH = 760;

export interface ChapterTableProps {
  /** Already in the chosen order. */
  rows: readonly ChapterRow[];
  sort: ChapterSort;
  onSort: (sort: ChapterSort) => void;
}

type ColumnLabels = Record<ChapterSortKey, string>;

/**
 * Every chapter's numbers as a real table (header cells, aria-sort, row indexes), of which only
 * the rows in view are in the DOM: a work of 5,000 chapters scrolls like one of 30. The header
 * stays at the top of the scrolling box; each column sorts from its header button.
 */
export function ChapterTable({ rows, sort, onSort }: ChapterTableProps) {
  const t = useWorkDataMessages();
  const stats = useStatsMessages();
  const { token } = theme.useToken();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const labels: ColumnLabels = {
    order: t.chapter,
    readers: stats.readers,
    views: stats.views,
    paidUnlocks: stats.paidUnlocks,
    ticketUses: stats.ticketUses,
    comments: stats.comments,
    retention: t.retention,
  };

  // Stable between renders: a new getItemKey makes the virtualizer measure every row again (all
  // 5,000 on each scroll frame).
  const getItemKey = useCallback((index: number) => rows[index]?.chapterId ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    getItemKey,
    overscan: OVERSCAN,
    // Scroll updates render with the next frame instead of synchronously in each scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const sortBy = (key: ChapterSortKey) => {
    const next = nextSort(sort, key);
    onSort(next);
    setAnnouncement(
      t.sortedBy(
        key === 'order' ? t.readingOrder : labels[key],
        next.direction === 'asc' ? t.ascending : t.descending,
      ),
    );
    // A new order starts at its top.
    virtualizer.scrollToOffset(0);
  };

  // One object for every row, so a memoised row re-renders only when its chapter changes.
  const cell = useMemo<CSSProperties>(
    () => ({
      padding: '0 12px',
      borderBottom: `1px solid ${token.colorBorderSecondary}`,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    }),
    [token.colorBorderSecondary],
  );

  return (
    <>
      <div
        ref={scrollRef}
        // A scrolling box is a stop for the keyboard, so it can be scrolled without a mouse.
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        style={{
          height: 'max(320px, min(600px, calc(100vh - 280px)))',
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          position: 'relative',
        }}
      >
        <table
          aria-rowcount={rows.length + 1}
          style={{
            width: '100%',
            minWidth: TABLE_MIN_WIDTH,
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: 0,
          }}
        >
          <caption id={captionId} style={visuallyHidden}>
            {t.tableCaption}
          </caption>
          <colgroup>
            {CHAPTER_SORT_KEYS.map((key) => (
              <col key={key} style={{ width: COLUMN_WIDTHS[key] }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {CHAPTER_SORT_KEYS.map((key) => (
                <HeaderCell
                  key={key}
                  column={key}
                  label={labels[key]}
                  sort={sort}
                  onSort={sortBy}
                  style={{
                    ...cell,
                    position: 'sticky',
                    top: 0,
                    zIndex: 1,
                    height: CHAPTER_ROW_HEIGHT,
                    padding: '0 4px',
                    background: token.colorBgContainer,
                    boxShadow: `inset 0 -1px 0 ${token.colorBorderSecondary}`,
                    textAlign: key === 'order' ? 'start' : 'end',
                  }}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && <Spacer height={before} />}
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <ChapterTableRow
                  key={row.chapterId}
                  row={row}
                  rowIndex={item.index + 2}
                  cell={cell}
                  t={t}
                  orderColor={token.colorTextSecondary}
                />
              ) : null;
            })}
            {after > 0 && <Spacer height={after} />}
          </tbody>
        </table>
      </div>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}

/** Stands for the rows above or below the rendered ones, so the scroll height is right. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={CHAPTER_SORT_KEYS.length} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

function HeaderCell({
  column,
  label,
  sort,
  onSort,
  style,
}: {
  column: ChapterSortKey;
  label: string;
  sort: ChapterSort;
  onSort: (key: ChapterSortKey) => void;
  style: CSSProperties;
}) {
  const active = sort.key === column;
  const direction = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const Icon = sort.direction === 'asc' ? CaretUpOutlined : CaretDownOutlined;
  return (
    <th scope="col" aria-sort={direction} style={style}>
      <button
        type="button"
        onClick={() => onSort(column)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          maxWidth: '100%',
          height: 32,
          padding: '0 8px',
          border: 0,
          borderRadius: 6,
          background: 'transparent',
          font: 'inherit',
          fontWeight: 600,
          color: 'inherit',
          cursor: 'pointer',
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={label}>
          {label}
        </span>
        {active ? <Icon aria-hidden /> : null}
      </button>
    </th>
  );
}

const ChapterTableRow = memo(function ChapterTableRow({
  row,
  rowIndex,
  cell,
  t,
  orderColor,
}: {
  row: ChapterRow;
  rowIndex: number;
  cell: CSSProperties;
  t: WorkDataMessages;
  orderColor: string;
}) {
  const number: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' };
  return (
    <tr aria-rowindex={rowIndex} style={{ height: CHAPTER_ROW_HEIGHT }}>
      <th scope="row" style={{ ...cell, fontWeight: 'normal', textAlign: 'start' }}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          {/* The position in reading order, whatever the sort: names need not carry it. */}
          <span style={{ color: orderColor, minWidth: '3em', fontVariantNumeric: 'tabular-nums' }}>
            {row.order}
          </span>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.displayName}>
            {row.displayName}
          </span>
          {row.state !== 'PUBLISHED' ? (
            <Tag style={{ marginInlineEnd: 0 }}>{t[row.state]}</Tag>
          ) : null}
        </span>
      </th>
      <td style={number}>
        <MetricValue value={row.readers} variant="cell" />
      </td>
      <td style={number}>
        <MetricValue value={row.views} variant="cell" />
      </td>
      <td style={number}>
        <MetricValue value={row.paidUnlocks} variant="cell" />
      </td>
      <td style={number}>
        <MetricValue value={row.ticketUses} variant="cell" />
      </td>
      <td style={number}>
        <MetricValue value={row.comments} variant="cell" />
      </td>
      <td style={number}>
        {row.retention === null ? (
          <>
            <span aria-hidden>—</span>
            <span style={visuallyHidden}>{t.noValue}</span>
          </>
        ) : (
          `${formatColumnShare(row.retention)}%`
        )}
      </td>
    </tr>
  );
});
