import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import type {
  ChapterList as ChapterListData,
  ChapterSummary,
  Collection,
} from '@creator/api/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChapterRow } from './chapter-row';
import { buildChapterRows } from './chapter-rows';
import type { ChapterListRow } from './chapter-rows';
import { useWorkMessages } from './messages';

/** A guess of a row's height before it is measured (a wide chapter row is about this tall). */
const ESTIMATED_ROW_HEIGHT = 76;
/** Rows drawn beyond the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 8;

export interface ChapterListProps {
  list: ChapterListData;
  onRename: (chapter: ChapterSummary) => void;
  onDelete: (chapter: ChapterSummary) => void;
  onDeleteCollection: (collection: Collection) => void;
}

/**
 * The chapters of a work, grouped by collection when it has any. The list is virtualised
 * against the page's own scroll (TanStack Virtual's window virtualizer): only the rows near the
 * viewport are in the DOM, so a work of thousands of chapters scrolls as lightly as one of ten,
 * and the page keeps one scrollbar. Rows are measured once drawn, since they wrap on narrow
 * screens.
 */
export function ChapterList({ list, onRename, onDelete, onDeleteCollection }: ChapterListProps) {
  const rows = useMemo(() => buildChapterRows(list), [list]);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page. What sits above it (the header, the publish
  // control) may change height; any such change also resizes the body, so watch that.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index]),
    // Environments without layout (tests) measure 0: keep the estimate rather than stacking rows.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });

  // antd's md breakpoint is BREAKPOINTS.md (768 px).
  const compact = !Grid.useBreakpoint().md;
  const items = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <Row
            row={rows[item.index]}
            compact={compact}
            onRename={onRename}
            onDelete={onDelete}
            onDeleteCollection={onDeleteCollection}
          />
        </div>
      ))}
    </div>
  );
}

function rowKey(row: ChapterListRow): string {
  switch (row.kind) {
    case 'chapter':
      return `chapter:${row.chapter.chapterId}`;
    case 'emptyCollection':
      return `empty:${row.collection.collectionId}`;
    case 'collection':
      return `collection:${row.collection?.collectionId ?? ''}`;
  }
}

function Row({
  row,
  onRename,
  onDelete,
  onDeleteCollection,
  compact,
}: { row: ChapterListRow; compact: boolean } & Omit<ChapterListProps, 'list'>) {
  const t = useWorkMessages();
  switch (row.kind) {
    case 'chapter':
      return (
        <ChapterRow
          chapter={row.chapter}
          onRename={onRename}
          onDelete={onDelete}
          compact={compact}
        />
      );
    case 'emptyCollection':
      return (
        <Typography.Paragraph
          className="work-empty-collection"
          type="secondary"
          style={{ margin: 0, padding: '12px 0' }}
        >
          {t.emptyCollection}
        </Typography.Paragraph>
      );
    case 'collection': {
      const { collection } = row;
      return (
        <Flex
          wrap
          gap={8}
          align="center"
          justify="space-between"
          style={{ padding: '16px 0 8px', borderBottom: '1px solid rgba(5, 5, 5, 0.12)' }}
        >
          <Flex gap={8} align="baseline" style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
              {collection ? collection.displayName : t.ungrouped}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t.collectionChapters(row.chapterCount)}
            </Typography.Text>
          </Flex>
          {collection && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t.deleteCollectionFor(collection.displayName)}
              onClick={() => onDeleteCollection(collection)}
            >
              {t.deleteCollection}
            </Button>
          )}
        </Flex>
      );
    }
  }
}
