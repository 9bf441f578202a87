import type { ChapterSummary } from '@creator/api/contract';
import { BREAKPOINTS, formatNumber } from '@creator/ui';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type RefObject,
} from 'react';
import {
  DraggedChapter,
  NARROW_ROW_HEIGHT,
  ROW_HEIGHT,
  SortableChapterRow,
} from './chapter-sort-row';
import { useChapterSortingMessages, type ChapterSortingMessages } from './messages';
import { MoveToPositionDialog } from './move-to-position-dialog';
import type { MovedChapter } from './reorder';
import { renderedIndexes } from './rendered-range';

/** Rows rendered beyond the visible ones: keyboard moves and drags always have a mounted neighbour. */
const OVERSCAN = 3;
/** Rows are mounted and unmounted in blocks of this many (see renderedIndexes). */
const RENDER_BLOCK = 10;

const NARROW_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Below 768 px rows take two lines. */
function useNarrowRows(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/** Rows only move up and down; the dragged row never drifts sideways. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface ChapterSortListProps {
  /** Chapter ids in the order on screen. */
  ids: readonly string[];
  chapters: ReadonlyMap<string, ChapterSummary>;
  /** Collection names by id; undefined for a work without collections (no tag shown). */
  collectionNames: ReadonlyMap<string, string> | undefined;
  /** Chapters the author moved, with where they were. */
  moved: ReadonlyMap<string, MovedChapter>;
  onMoveTo: (id: string, index: number) => void;
  onMoveBy: (id: string, delta: -1 | 1) => void;
}

/**
 * Screen-reader announcements in the author's language. They read the order through a ref, so
 * the object (and so the DndContext) stays the same while the order changes.
 */
function useAnnouncements(
  t: ChapterSortingMessages,
  latest: RefObject<{ ids: readonly string[]; chapters: ReadonlyMap<string, ChapterSummary> }>,
): Announcements {
  return useMemo(() => {
    const name = (id: UniqueIdentifier) =>
      latest.current.chapters.get(String(id))?.displayName ?? String(id);
    const position = (id: UniqueIdentifier) =>
      formatNumber(latest.current.ids.indexOf(String(id)) + 1);
    return {
      onDragStart: ({ active }) =>
        t.dragStart(name(active.id), position(active.id), formatNumber(latest.current.ids.length)),
      onDragOver: ({ active, over }) =>
        over ? t.dragOver(name(active.id), position(over.id)) : t.dragOutside(name(active.id)),
      onDragEnd: ({ active, over }) =>
        t.dragEnd(name(active.id), position(over ? over.id : active.id)),
      onDragCancel: ({ active }) => t.dragCancel(name(active.id), position(active.id)),
    };
  }, [t, latest]);
}

/**
 * Every chapter of a work as a sortable, virtualised list: only the rows in view (plus a few) are
 * in the DOM, so 5,000 chapters cost what 30 do. Dragging works by pointer (the handle only) and by
 * keyboard (Space on the handle, arrows, Space); the dragged row is kept rendered even when it is
 * scrolled out of view, so dnd-kit never loses its node or its focus. Auto-scroll moves the list
 * while the pointer is near its top or bottom edge; rows that scroll in register and get measured.
 */
export function ChapterSortList({
  ids,
  chapters,
  collectionNames,
  moved,
  onMoveTo,
  onMoveBy,
}: ChapterSortListProps) {
  const t = useChapterSortingMessages();
  const narrow = useNarrowRows();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [askingId, setAskingId] = useState<string | null>(null);
  /** The chapter just moved by a button or a typed position (the rows keep it in view). */
  const followRef = useRef<string | null>(null);

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Every prop of DndContext stays stable while the order changes: a new prop would re-render
  // each row's dnd-kit hooks on every move.
  const latest = useRef({ ids, chapters });
  useLayoutEffect(() => {
    latest.current = { ids, chapters };
  }, [ids, chapters]);
  const announcements = useAnnouncements(t, latest);
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: t.instructions } }),
    [announcements, t],
  );
  const autoScroll = useMemo(
    () => ({
      // Only the list scrolls while dragging, not the page around it.
      canScroll: (element: Element) => element === scrollRef.current,
      threshold: { x: 0, y: 0.15 },
      acceleration: 20,
    }),
    [],
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null);
      if (!over || over.id === active.id) return;
      const to = latest.current.ids.indexOf(String(over.id));
      if (to >= 0) onMoveTo(String(active.id), to);
    },
    [onMoveTo],
  );
  const onDragCancel = useCallback(() => setActiveId(null), []);

  const nudge = useCallback(
    (id: string, delta: -1 | 1) => {
      followRef.current = id;
      onMoveBy(id, delta);
    },
    [onMoveBy],
  );

  const askingIndex = askingId === null ? -1 : ids.indexOf(askingId);
  const askingChapter = askingId === null ? undefined : chapters.get(askingId);
  const moveAskedTo = (position: number) => {
    if (askingId === null || position === askingIndex + 1) return;
    followRef.current = askingId;
    onMoveTo(askingId, position - 1);
  };

  const activeChapter = activeId === null ? undefined : chapters.get(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      autoScroll={autoScroll}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {/* dnd-kit only reads the ids; it never changes them. */}
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        <VirtualRows
          scrollRef={scrollRef}
          followRef={followRef}
          ids={ids}
          chapters={chapters}
          collectionNames={collectionNames}
          moved={moved}
          activeId={activeId}
          narrow={narrow}
          onMoveBy={nudge}
          onAskPosition={setAskingId}
        />
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {activeChapter ? <DraggedChapter chapter={activeChapter} narrow={narrow} /> : null}
      </DragOverlay>
      {askingChapter ? (
        <MoveToPositionDialog
          chapter={{ name: askingChapter.displayName, position: askingIndex + 1 }}
          total={ids.length}
          onMove={moveAskedTo}
          onClose={() => setAskingId(null)}
        />
      ) : null}
    </DndContext>
  );
}

interface VirtualRowsProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  followRef: RefObject<string | null>;
  ids: readonly string[];
  chapters: ReadonlyMap<string, ChapterSummary>;
  collectionNames: ReadonlyMap<string, string> | undefined;
  moved: ReadonlyMap<string, MovedChapter>;
  activeId: string | null;
  narrow: boolean;
  onMoveBy: (id: string, delta: -1 | 1) => void;
  onAskPosition: (id: string) => void;
}

/**
 * The scrolling part: its own component so that scrolling (which re-renders the virtualizer)
 * re-renders only this and the rows that came into view, not the DndContext around it.
 */
const VirtualRows = memo(function VirtualRows({
  scrollRef,
  followRef,
  ids,
  chapters,
  collectionNames,
  moved,
  activeId,
  narrow,
  onMoveBy,
  onAskPosition,
}: VirtualRowsProps) {
  const t = useChapterSortingMessages();
  const rowHeight = narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT;
  const [status, setStatus] = useState('');

  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
  const rangeExtractor = useCallback(
    (range: Range) => renderedIndexes(range, RENDER_BLOCK, activeIndex),
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => ids[index] ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
    // Scroll updates render with the next frame instead of synchronously in each scroll event.
    useFlushSync: false,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // After a move by button or typed position: keep the chapter in view and say where it went
  // (dnd-kit announces drags itself).
  useLayoutEffect(() => {
    const id = followRef.current;
    followRef.current = null;
    const chapter = id === null ? undefined : chapters.get(id);
    if (id === null || !chapter) return;
    const index = ids.indexOf(id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    setStatus(t.movedTo(chapter.displayName, formatNumber(index + 1)));
  }, [ids, chapters, virtualizer, followRef, t]);

  const noCollection = t.noCollection;
  return (
    <>
      <div
        ref={scrollRef}
        style={{
          height: 'max(320px, calc(100vh - 320px))',
          overflowY: 'auto',
          overflowX: 'hidden',
          position: 'relative',
          border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
          borderRadius: 8,
          contain: 'strict',
        }}
      >
        <div
          role="list"
          aria-label={t.listLabel}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const id = ids[item.index];
            const chapter = id === undefined ? undefined : chapters.get(id);
            if (!chapter) return null;
            const collectionName =
              collectionNames === undefined
                ? undefined
                : ((chapter.collectionId !== null
                    ? collectionNames.get(chapter.collectionId)
                    : undefined) ?? noCollection);
            return (
              <SortableChapterRow
                key={chapter.chapterId}
                chapter={chapter}
                index={item.index}
                total={ids.length}
                start={item.start}
                narrow={narrow}
                collectionName={collectionName}
                movedFrom={moved.get(chapter.chapterId)?.from ?? null}
                onMoveBy={onMoveBy}
                onAskPosition={onAskPosition}
              />
            );
          })}
        </div>
      </div>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {status}
      </div>
    </>
  );
});
