/**
 * Test-only helpers for the editor in jsdom (imported by the editor's tests, never by the app).
 * jsdom lays nothing out, so ProseMirror's measuring calls get empty answers instead of throwing.
 */
import type { Editor } from '@tiptap/core';

const EMPTY_RECT = {
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  right: 0,
  bottom: 0,
  width: 0,
  height: 0,
  toJSON: () => ({}),
} as DOMRect;

function emptyRectList(): DOMRectList {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: () => null }) as unknown as DOMRectList;
}

export function installProseMirrorShims(): void {
  Range.prototype.getBoundingClientRect ??= () => EMPTY_RECT;
  Range.prototype.getClientRects ??= emptyRectList;
  Element.prototype.getClientRects ??= emptyRectList;
  document.elementFromPoint ??= () => null;
  Element.prototype.scrollIntoView ??= () => undefined;
  // ProseMirror's pasteHTML builds a synthetic paste event.
  globalThis.ClipboardEvent ??= class extends Event {
    readonly clipboardData: DataTransfer | null = null;
  } as unknown as typeof ClipboardEvent;
}

/** The Tiptap editor behind a rendered editing area (Tiptap keeps it on its DOM node). */
export function editorOf(element: HTMLElement): Editor {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no Tiptap editor on this element');
  return editor;
}
