// Helpers for this remote's screen tests (never imported by the screens themselves).
import type { StatMetrics } from '@creator/api/contract';
import { METRIC_KEYS } from './metrics';

/** Every metric 0 but those given. */
export function metrics(overrides: Partial<StatMetrics> = {}): StatMetrics {
  const all = {} as StatMetrics;
  for (const key of METRIC_KEYS) all[key] = overrides[key] ?? 0;
  return all;
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
