import type { AnalyticsEventName, TrackingPlan } from './tracking-plan';

/** Where events go; the shell registers one over the Amplitude SDK. */
export interface AnalyticsSink {
  track: (name: AnalyticsEventName, properties: Record<string, unknown>) => void;
  setUserId: (userId: string | undefined) => void;
  reset: () => void;
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
  reset: () => void;
  /** Connects a sink, delivers the queued calls in order, returns the disconnect function. */
  registerSink: (sink: AnalyticsSink) => () => void;
}

/** An isolated analytics hub; the package's facade is one instance of it. */
export function createAnalytics(): Analytics {
  let sink: AnalyticsSink | undefined;
  let queue: QueuedCall[] = [];

  // Analytics must never break the portal: a throwing sink is reported and ignored.
  const deliver = (target: AnalyticsSink, call: QueuedCall) => {
    try {
      if (call.kind === 'track') target.track(call.name, call.properties);
      else if (call.kind === 'identify') target.setUserId(call.userId);
      else target.reset();
    } catch (error) {
      console.warn('[analytics] sink failed', error);
    }
  };

  const dispatch = (call: QueuedCall) => {
    if (sink) {
      deliver(sink, call);
      return;
    }
    queue.push(call);
    if (queue.length > MAX_QUEUED_CALLS) queue = queue.slice(-MAX_QUEUED_CALLS);
  };

  return {
    track: (name, ...args) => {
      const properties = (args[0] ?? {}) as Record<string, unknown>;
      dispatch({ kind: 'track', name, properties: { ...properties } });
    },
    identify: (memberId) => dispatch({ kind: 'identify', userId: memberId }),
    reset: () => dispatch({ kind: 'reset' }),
    registerSink: (next) => {
      sink = next;
      const queued = queue;
      queue = [];
      for (const call of queued) deliver(next, call);
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

/** Forgets the user and starts a new anonymous identity (on logout). */
export function resetAnalytics(): void {
  analytics.reset();
}

/** Connects the one real sink (the shell's Amplitude); returns the disconnect function. */
export function registerAnalyticsSink(sink: AnalyticsSink): () => void {
  return analytics.registerSink(sink);
}
