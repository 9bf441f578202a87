import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import type { ChapterState, ChapterSummary } from '@creator/api/contract';
import { formatNumber } from '@creator/ui';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable, type NewIndexGetter } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { memo, type CSSProperties } from 'react';
import { useChapterSortingMessages, type ChapterSortingMessages } from './messages';
import { indexAfterMove } from './reorder';

/** Every row has the same height, so the list can place 5,000 of them without measuring. */
export const ROW_HEIGHT = 56;
/** Below 768 px a row takes two lines: name first, then tags and buttons. */
export const NARROW_ROW_HEIGHT = 92;

const STATE_COLORS: Record<ChapterState, string> = {
  DRAFT: 'default',
  SCHEDULED: 'gold',
  PUBLISHED: 'green',
};

const stateLabel = (t: ChapterSortingMessages, state: ChapterState) =>
  state === 'DRAFT' ? t.draft : state === 'SCHEDULED' ? t.scheduled : t.published;

export interface ChapterRowProps {
  chapter: ChapterSummary;
  /** 0-based place in the order on screen. */
  index: number;
  total: number;
  /** Pixel offset of the row in the virtual list. */
  start: number;
  narrow: boolean;
  /** Name of the chapter's collection; undefined hides the tag (a work without collections). */
  collectionName: string | undefined;
  /** 1-based position before the author moved it, or null when it was not moved. */
  movedFrom: number | null;
  onMoveBy: (id: string, delta: -1 | 1) => void;
  onAskPosition: (id: string) => void;
}

/**
 * Where a row lands if the dragged one is dropped now. dnd-kit's default copies the whole order
 * (arrayMove) for every rendered row on every pointer move; with 5,000 chapters that is most of
 * the garbage a drag makes. The same answer, without the copy.
 */
const getNewIndex: NewIndexGetter = ({ id, items, activeIndex, overIndex }) =>
  indexAfterMove(items.indexOf(id), activeIndex, overIndex);

/**
 * One chapter of the virtual list. The outer part takes dnd-kit's state (it re-renders while a
 * drag moves over the list); the content below is memoised on plain values, so a move re-renders
 * only rows whose position or moved state changed.
 */
export const SortableChapterRow = memo(function SortableChapterRow(props: ChapterRowProps) {
  const { chapter, index, total, start, narrow } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: chapter.chapterId,
    getNewIndex,
    // Rows never change size (fixed heights): no ResizeObserver per row.
    resizeObserverConfig: { disabled: true },
  });
  const height = narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT;
  const style: CSSProperties = {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height,
    transform: `translateY(${start}px)`,
  };
  return (
    <div role="listitem" aria-posinset={index + 1} aria-setsize={total} style={style}>
      <div
        ref={setNodeRef}
        data-index={index}
        style={{
          height: '100%',
          transform: CSS.Translate.toString(transform),
          transition,
          opacity: isDragging ? 0.35 : 1,
          background: 'var(--ant-color-bg-container, #fff)',
          borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
        }}
      >
        <ChapterRowContent
          {...props}
          handleRef={setActivatorNodeRef}
          handleListeners={listeners}
          handleAttributes={attributes}
        />
      </div>
    </div>
  );
});

interface ChapterRowContentProps extends ChapterRowProps {
  handleRef: (element: HTMLElement | null) => void;
  handleListeners: DraggableSyntheticListeners;
  handleAttributes: DraggableAttributes;
}

const ChapterRowContent = memo(function ChapterRowContent({
  chapter,
  index,
  total,
  narrow,
  collectionName,
  movedFrom,
  onMoveBy,
  onAskPosition,
  handleRef,
  handleListeners,
  handleAttributes,
}: ChapterRowContentProps) {
  const t = useChapterSortingMessages();
  const name = chapter.displayName;
  const position = index + 1;
  const handle = (
    <button
      ref={handleRef}
      type="button"
      {...handleAttributes}
      {...handleListeners}
      aria-label={t.dragHandle(name)}
      style={handleStyle}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
  const number = <span style={numberStyle}>{formatNumber(position)}</span>;
  // Plain CSS ellipsis: antd's measured ellipsis costs too much in rows that mount while scrolling.
  const title = (
    <span title={name} style={titleStyle}>
      {name}
    </span>
  );
  const tags = (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'nowrap', minWidth: 0 }}>
      {movedFrom !== null ? (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {t.movedFrom(formatNumber(movedFrom), formatNumber(position))}
        </Tag>
      ) : null}
      {collectionName !== undefined ? (
        <Tag
          style={{
            marginInlineEnd: 0,
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {collectionName}
        </Tag>
      ) : null}
      <Tag color={STATE_COLORS[chapter.state]} style={{ marginInlineEnd: 0 }}>
        {stateLabel(t, chapter.state)}
      </Tag>
    </span>
  );
  const buttons = (
    <span style={{ display: 'inline-flex', gap: 4, flex: 'none' }}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t.moveUp(name)}
        disabled={index === 0}
        onClick={() => onMoveBy(chapter.chapterId, -1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t.moveDown(name)}
        disabled={index === total - 1}
        onClick={() => onMoveBy(chapter.chapterId, 1)}
      />
      <Button
        size="small"
        aria-label={t.moveTo(name)}
        onClick={() => onAskPosition(chapter.chapterId)}
      >
        {t.moveToShort}
      </Button>
    </span>
  );
  if (narrow) {
    return (
      <div style={{ ...rowStyle, flexDirection: 'column', alignItems: 'stretch', gap: 6 }}>
        <div style={lineStyle}>
          {handle}
          {number}
          {title}
        </div>
        <div style={{ ...lineStyle, justifyContent: 'space-between' }}>
          {tags}
          {buttons}
        </div>
      </div>
    );
  }
  return (
    <div style={rowStyle}>
      {handle}
      {number}
      {title}
      {tags}
      {buttons}
    </div>
  );
});

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: '100%',
  padding: '0 8px',
  minWidth: 0,
};

const numberStyle: CSSProperties = {
  width: 56,
  flex: 'none',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
};

const titleStyle: CSSProperties = {
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

const lineStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 };

const handleStyle: CSSProperties = {
  flex: 'none',
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  cursor: 'grab',
  // The handle alone starts a drag; the rest of the row scrolls normally on touch screens.
  touchAction: 'none',
  color: 'inherit',
  fontSize: 16,
};

/** What follows the pointer while a chapter is dragged (the row itself stays as a placeholder). */
export function DraggedChapter({ chapter, narrow }: { chapter: ChapterSummary; narrow: boolean }) {
  return (
    <div
      style={{
        ...rowStyle,
        height: narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT,
        background: 'var(--ant-color-bg-elevated, #fff)',
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
        borderRadius: 6,
        cursor: 'grabbing',
      }}
    >
      <span style={{ ...handleStyle, cursor: 'grabbing' }}>
        <HolderOutlined aria-hidden />
      </span>
      <span style={titleStyle}>{chapter.displayName}</span>
    </div>
  );
}
