/**
 * What jsdom does not do for the portal's screen tests: layout, some editing APIs, and a clock
 * that tests can fix without freezing Testing Library's waits.
 */
import { SAME_GESTURE_MS } from '@creator/ui';

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

/**
 * jsdom lays nothing out and lacks a few editing APIs, so a contenteditable editor (ProseMirror,
 * behind Tiptap) gets empty measurements instead of throwing. Install once per test file.
 */
export function installEditingShims(): void {
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

/** Fakes only the clock (timers stay real, so Testing Library's waits keep working). */
export function fixClock(now: string) {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

/**
 * jsdom lays nothing out: every box measures 0 x 0, so a chart would draw nothing and a
 * virtualised list would show no row. Gives every element a phone-sized box of `width` x
 * `height` (a chart's container, the table's scrolling box).
 */
export function fakeLayout({ width = 343, height = 400 } = {}) {
  const rect = { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 };
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ ...rect, toJSON: () => rect });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
}

let pausedFor = 0;
/**
 * Lets the time an author takes to read a message pass on the page's clock (`performance.now`),
 * without waiting for it: the next click is a new gesture. useSubmit takes a trigger with the
 * same arguments less than SAME_GESTURE_MS after the last one for the same double click and
 * ignores it, so a test that retries or saves again at once calls this first.
 */
export function afterAPause(ms = SAME_GESTURE_MS + 1): void {
  if (pausedFor === 0) {
    const now = performance.now.bind(performance);
    performance.now = () => now() + pausedFor;
  }
  pausedFor += ms;
}
