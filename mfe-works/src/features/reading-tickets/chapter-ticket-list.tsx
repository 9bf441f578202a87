import type { ReadingTicketChapter } from '@creator/api/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import Checkbox from 'antd/es/checkbox';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { memo, useId, useRef } from 'react';
import { useReadingTicketsMessages } from './messages';

/** Every row has the same height, so thousands of chapters cost only the rows on screen. */
const TICKET_ROW_HEIGHT = 64;
/** The list scrolls inside itself; the Save bar under it stays in reach. */
const LIST_MAX_HEIGHT = '60vh';
const OVERSCAN = 8;

export interface ChapterTicketListProps {
  chapters: readonly ReadingTicketChapter[];
  selected: ReadonlySet<string>;
  onToggle: (chapterId: string, checked: boolean) => void;
  disabled?: boolean;
}

/** The chapters with a checkbox each; only the rows in view are in the DOM. */
export function ChapterTicketList({
  chapters,
  selected,
  onToggle,
  disabled,
}: ChapterTicketListProps) {
  const t = useReadingTicketsMessages();
  const { token } = theme.useToken();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: chapters.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TICKET_ROW_HEIGHT,
    getItemKey: (index) => chapters[index]?.chapterId ?? index,
    overscan: OVERSCAN,
  });

  return (
    <div
      ref={scrollRef}
      style={{
        height: `min(${chapters.length * TICKET_ROW_HEIGHT}px, ${LIST_MAX_HEIGHT})`,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        contain: 'strict',
      }}
    >
      <div
        role="list"
        aria-label={t.listLabel}
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const chapter = chapters[item.index];
          if (!chapter) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={chapters.length}
              aria-posinset={item.index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <ChapterTicketRow
                chapter={chapter}
                checked={!chapter.isFree && selected.has(chapter.chapterId)}
                disabled={disabled}
                onToggle={onToggle}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

const ChapterTicketRow = memo(function ChapterTicketRow({
  chapter,
  checked,
  disabled,
  onToggle,
}: {
  chapter: ReadingTicketChapter;
  checked: boolean;
  disabled?: boolean;
  onToggle: (chapterId: string, checked: boolean) => void;
}) {
  const t = useReadingTicketsMessages();
  const reasonId = useId();
  const label = t.chapterLabel(chapter.order, chapter.displayName);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        padding: '0 12px',
        gap: 2,
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled || chapter.isFree}
        onChange={(event) => onToggle(chapter.chapterId, event.target.checked)}
        aria-describedby={chapter.isFree ? reasonId : undefined}
        title={label}
        style={{ maxWidth: '100%' }}
        styles={{ label: ellipsis }}
      >
        {label}
      </Checkbox>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInlineStart: 24 }}>
        {chapter.isFree ? (
          <>
            <Tag style={{ marginInlineEnd: 0 }}>{t.free}</Tag>
            <Typography.Text id={reasonId} type="secondary" style={ellipsis}>
              {t.freeReason}
            </Typography.Text>
          </>
        ) : (
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            {t.paid}
          </Tag>
        )}
      </div>
    </div>
  );
});
