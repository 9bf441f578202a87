export interface Deferred {
  /** Runs the task `wait` ms after the last call, and at the latest `maxWait` ms after the first. */
  schedule: () => void;
  /** Runs the task now if it is waiting. */
  flush: () => void;
  cancel: () => void;
}

/**
 * A debounce with a ceiling: keeps expensive work (serialising a long chapter, counting) off the
 * keystroke path while still doing it regularly during a long burst of typing. With
 * `wait === maxWait` it is a trailing throttle.
 */
export function createDeferred(
  task: () => void,
  { wait, maxWait }: { wait: number; maxWait: number },
): Deferred {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstScheduledAt: number | undefined;

  const run = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    firstScheduledAt = undefined;
    task();
  };

  return {
    schedule: () => {
      const now = Date.now();
      firstScheduledAt ??= now;
      const delay = Math.max(0, Math.min(wait, firstScheduledAt + maxWait - now));
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
    flush: () => {
      if (timer !== undefined) run();
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      firstScheduledAt = undefined;
    },
  };
}
