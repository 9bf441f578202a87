import type { AnalyticsEventName, TrackingPlan } from './tracking-plan';

/** Where events go; the shell registers one over the Amplitude SDK. */
export interface AnalyticsSink {
  track: (name: AnalyticsEventName, properties: Record<string, unknown>) => void;
  setUserId: (userId: string | undefined) => void;
  /**
   * Forgets the member. May return a promise that settles once the member's last events are
   * sent or dropped, so that logging out can wait for it before leaving the page.
   */
  reset: () => void | Promise<void>;
}

/** Properties are optional for events that have none, required otherwise. */
export type TrackArgs<E extends AnalyticsEventName> =
  Record<string, never> extends TrackingPlan[E]
    ? [properties?: TrackingPlan[E]]
    : [properties: TrackingPlan[E]];

/** Calls made before a sink exists wait here, oldest dropped first beyond this many. */
export const MAX_QUEUED_CALLS = 100;

type QueuedCall =
  | { kind: 'track'; name: AnalyticsEventName; properties: Record<string, unknown> }
  | { kind: 'identify'; userId: string | undefined }
  | { kind: 'reset' };

export interface Analytics {
  track: <E extends AnalyticsEventName>(name: E, ...args: TrackArgs<E>) => void;
  identify: (memberId: string | undefined) => void;
  /** Settles once the sink has forgotten the member (at once when there is no sink yet). */
  reset: () => Promise<void>;
  /** Connects a sink, delivers the queued calls in order, returns the disconnect function. */
  registerSink: (sink: AnalyticsSink) => () => void;
}

/** An isolated analytics hub; the package's facade is one instance of it. */
export function createAnalytics(): Analytics {
  let sink: AnalyticsSink | undefined;
  let queue: QueuedCall[] = [];

  const warn = (error: unknown) => console.warn('[analytics] sink failed', error);

  // Analytics must never break the portal: a throwing or rejecting sink is reported and ignored.
  const deliver = (target: AnalyticsSink, call: QueuedCall): Promise<void> | undefined => {
    try {
      if (call.kind === 'track') target.track(call.name, call.properties);
      else if (call.kind === 'identify') target.setUserId(call.userId);
      else return Promise.resolve(target.reset()).catch(warn);
    } catch (error) {
      warn(error);
    }
    return undefined;
  };

  const dispatch = (call: QueuedCall): Promise<void> | undefined => {
    if (sink) return deliver(sink, call);
    queue.push(call);
    if (queue.length > MAX_QUEUED_CALLS) queue = queue.slice(-MAX_QUEUED_CALLS);
    return undefined;
  };

  return {
    track: (name, ...args) => {
      const properties = (args[0] ?? {}) as Record<string, unknown>;
      dispatch({ kind: 'track', name, properties: { ...properties } });
    },
    identify: (memberId) => dispatch({ kind: 'identify', userId: memberId }),
    reset: async () => {
      await dispatch({ kind: 'reset' });
    },
    registerSink: (next) => {
      sink = next;
      const queued = queue;
      queue = [];
      for (const call of queued) void deliver(next, call);
      return () => {
        if (sink === next) sink = undefined;
      };
    },
  };
}

const analytics = createAnalytics();

/** Tracks an event of the plan; safe to call before (or without) a registered sink. */
export function track<E extends AnalyticsEventName>(name: E, ...args: TrackArgs<E>): void {
  analytics.track(name, ...args);
}

/** Sets the signed-in member as the analytics user (after sign-in). */
export function identify(memberId: string | undefined): void {
  analytics.identify(memberId);
}

/**
 * Forgets the user and starts a new anonymous identity (on logout). Settles once the member's
 * last events are sent or dropped; it never rejects.
 */
export function resetAnalytics(): Promise<void> {
  return analytics.reset();
}

/** Connects the one real sink (the shell's Amplitude); returns the disconnect function. */
export function registerAnalyticsSink(sink: AnalyticsSink): () => void {
  return analytics.registerSink(sink);
}
