import { useCallback, useMemo, useReducer } from 'react';
import { move, moveBy, movedChapters, sameOrder, type MovedChapter } from './reorder';

interface OrderState<S> {
  /** The server answer the order was last taken from. */
  source: S | undefined;
  /** The saved order (what the server has). */
  original: readonly string[];
  /** The order on screen. */
  ids: readonly string[];
  /** Chapters the author has moved (picked up, nudged or sent to a position). */
  touched: ReadonlySet<string>;
}

type OrderAction<S> =
  | { type: 'load'; source: S | undefined; ids: readonly string[] }
  | { type: 'move'; id: string; to: number }
  | { type: 'moveBy'; id: string; delta: -1 | 1 }
  | { type: 'reset' }
  | { type: 'saved'; ids: readonly string[] };

const NO_IDS: readonly string[] = [];

function touch<S>(state: OrderState<S>, id: string, ids: readonly string[]): OrderState<S> {
  if (ids === state.ids) return state;
  return { ...state, ids, touched: new Set(state.touched).add(id) };
}

function reducer<S>(state: OrderState<S>, action: OrderAction<S>): OrderState<S> {
  switch (action.type) {
    case 'load':
      // A new server answer replaces the order only while nothing is unsaved: the author's
      // order is never thrown away under them (saving a stale set of ids is refused instead).
      if (!sameOrder(state.original, state.ids)) return { ...state, source: action.source };
      return { source: action.source, original: action.ids, ids: action.ids, touched: new Set() };
    case 'move':
      return touch(state, action.id, move(state.ids, state.ids.indexOf(action.id), action.to));
    case 'moveBy':
      return touch(state, action.id, moveBy(state.ids, action.id, action.delta));
    case 'reset':
      return { ...state, ids: state.original, touched: new Set() };
    case 'saved':
      return { ...state, original: action.ids };
  }
}

export interface ChapterOrder {
  /** Chapter ids in the order on screen. */
  ids: readonly string[];
  /** The saved order. */
  original: readonly string[];
  /** True while the order on screen differs from the saved one. */
  dirty: boolean;
  /** The chapters the author moved, with their original and new 1-based positions. */
  moved: ReadonlyMap<string, MovedChapter>;
  /** Moves a chapter to a 0-based index. */
  moveTo: (id: string, index: number) => void;
  /** Moves a chapter one place up (-1) or down (+1). */
  moveBy: (id: string, delta: -1 | 1) => void;
  reset: () => void;
  /** Marks `ids` (the order that was sent) as the saved order. */
  markSaved: (ids: readonly string[]) => void;
}

/**
 * The order being edited, as an array of ids, started from (and refreshed with) the server's
 * order. `source` is the server answer the ids come from: a new answer is taken over only while
 * the author has nothing unsaved.
 */
export function useChapterOrder<S>(source: S | undefined, serverIds: readonly string[]) {
  const [state, dispatch] = useReducer(reducer<S>, undefined, () => ({
    source: undefined,
    original: NO_IDS,
    ids: NO_IDS,
    touched: new Set<string>(),
  }));
  if (source !== state.source) {
    // Adjusting state while rendering (React's documented pattern): no effect, no extra paint.
    dispatch({ type: 'load', source, ids: serverIds });
  }
  const moveTo = useCallback((id: string, to: number) => dispatch({ type: 'move', id, to }), []);
  const moveByOne = useCallback(
    (id: string, delta: -1 | 1) => dispatch({ type: 'moveBy', id, delta }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const markSaved = useCallback((ids: readonly string[]) => dispatch({ type: 'saved', ids }), []);
  const { original, ids, touched } = state;
  const dirty = useMemo(() => !sameOrder(original, ids), [original, ids]);
  const moved = useMemo(() => movedChapters(original, ids, touched), [original, ids, touched]);
  return {
    ids,
    original,
    dirty,
    moved,
    moveTo,
    moveBy: moveByOne,
    reset,
    markSaved,
  } satisfies ChapterOrder;
}
