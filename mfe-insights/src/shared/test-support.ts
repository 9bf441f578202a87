// Helpers for this remote's screen tests (never imported by the screens themselves).
import type { StatMetrics } from '@creator/api/contract';

export function metrics(overrides: Partial<StatMetrics> = {}): StatMetrics {
  return {
    readers: 0,
    views: 0,
    favorites: 0,
    comments: 0,
    ticketUses: 0,
    paidUnlocks: 0,
    gifts: 0,
    revenue: 0,
    ...overrides,
  };
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
 * jsdom lays nothing out: every box measures 0 x 0, so Recharts would draw nothing and a
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

export interface Download {
  name: string;
  /** The file's text after its byte order mark. */
  text: () => Promise<string>;
  /** True when the file starts with the UTF-8 byte order mark. */
  bom: () => Promise<boolean>;
}

/** Records every file the page downloads instead of saving it. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href) as Blob;
    const bytes = async () => new Uint8Array(await blob.arrayBuffer());
    downloads.push({
      name: this.download,
      text: async () => new TextDecoder().decode((await bytes()).slice(3)),
      bom: async () => [...(await bytes()).slice(0, 3)].join() === '239,187,191',
    });
  });
  return downloads;
}
