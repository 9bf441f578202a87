export {
  EVENTS,
  EVENT_NAMES,
  TRACKING_PLAN,
  TRACKING_PLAN_BRANCH,
  TRACKING_PLAN_SOURCE,
  TRACKING_PLAN_VERSION,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type TrackingPlan,
} from './tracking-plan';
export {
  MAX_QUEUED_CALLS,
  createAnalytics,
  identify,
  registerAnalyticsSink,
  resetAnalytics,
  track,
  type Analytics,
  type AnalyticsSink,
  type TrackArgs,
} from './analytics';
