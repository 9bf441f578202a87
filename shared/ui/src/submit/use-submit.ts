import { useCallback, useRef, useState } from 'react';

export interface SubmitContext {
  /**
   * One key per intent: the same arguments after a failure (a timeout, then Retry) get the same
   * key, so the server can answer the retry with the first result instead of acting twice. A
   * success or different arguments start a new intent.
   */
  idempotencyKey: string;
}

export interface SubmitOptions {
  /**
   * Called with the action's error. A mutation's failure is already shown by the query client's
   * error policy (its `meta.errorDisplay`), so this is for actions that are not mutations.
   */
  onError?: (error: unknown) => void;
}

export interface Submit<Args extends unknown[], Result> {
  /**
   * Runs the action unless a run is still pending, or the same arguments were triggered less
   * than SAME_GESTURE_MS before (the rest of a double click); then it does nothing. Resolves to
   * the action's result, or to undefined when ignored or failed (it never rejects, so it can be
   * handed to onClick as is). Safe for a click, a double click, Enter held down and Retry alike.
   */
  run: (...args: Args) => Promise<Result | undefined>;
  /** True from the first trigger until the action settles (for `loading` / `disabled`). */
  pending: boolean;
}

/**
 * Triggers with the same arguments closer together than this are one gesture: the clicks of a
 * double or triple click (500 ms apart at most on most systems), Enter held down (its first
 * repeat comes up to a second after the press, then one every ~33 ms). A fast server can answer
 * between the two clicks of a double click, so the in-flight guard alone would let the second
 * click through.
 */
export const SAME_GESTURE_MS = 1000;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** An action's own arguments: its parameters without the trailing SubmitContext, if it takes one. */
export type SubmitArgs<Params extends unknown[]> = Params extends [...infer Args, SubmitContext]
  ? Args
  : Params;

/**
 * One request per intent, for every control that changes something. Two guards:
 * - in flight: a ref, set in the same task as the click (React's re-render that disables the
 *   button comes too late for a double click, which delivers both clicks before it), released
 *   when the action settles, whatever its outcome;
 * - one gesture: a trigger with the same arguments as the previous one, less than
 *   SAME_GESTURE_MS after it, is ignored even when the first has already settled.
 */
export function useSubmit<Params extends unknown[], Result>(
  /**
   * The action, called with run's arguments and then the intent's SubmitContext, which it may
   * leave out when it sends no key: `(values: V, { idempotencyKey }: SubmitContext) => ...` or
   * `(values: V) => ...`.
   */
  action: (...params: Params) => Promise<Result>,
  options: SubmitOptions = {},
): Submit<SubmitArgs<Params>, Result> {
  type Args = SubmitArgs<Params>;
  const running = useRef(false);
  const intent = useRef<{ args: string; key: string } | null>(null);
  const lastTrigger = useRef<{ args: string; at: number } | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef({ action, options });
  latest.current = { action, options };

  const run = useCallback(async (...args: Args) => {
    const signature = stableSignature(args);
    const at = performance.now();
    const previous = lastTrigger.current;
    // Every trigger extends the gesture, so Enter held down stays one gesture however long.
    lastTrigger.current = { args: signature, at };
    if (previous?.args === signature && at - previous.at < SAME_GESTURE_MS) return undefined;
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    if (intent.current?.args !== signature) intent.current = { args: signature, key: newKey() };
    try {
      const context: SubmitContext = { idempotencyKey: intent.current.key };
      const result = await latest.current.action(...([...args, context] as unknown as Params));
      intent.current = null;
      return result;
    } catch (error) {
      latest.current.options.onError?.(error);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}

/** The arguments as text, for telling one intent from another (events and functions ignored). */
function stableSignature(args: unknown[]): string {
  try {
    return JSON.stringify(args, (_key, value: unknown) => {
      if (typeof value === 'function') return undefined;
      if (typeof value === 'object' && value !== null && 'nativeEvent' in value) return undefined;
      if (value instanceof Event) return undefined;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        return Object.fromEntries(
          Object.keys(record)
            .sort()
            .map((k) => [k, record[k]]),
        );
      }
      return value;
    });
  } catch {
    // Unserialisable arguments (cycles): treat each run as its own intent.
    return newKey();
  }
}
