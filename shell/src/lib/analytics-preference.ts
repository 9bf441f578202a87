/** Where the author's analytics choice lives: on by default, the choice persists. */
export const ANALYTICS_OPT_OUT_KEY = 'creator.analyticsOptOut';

export function readAnalyticsOptOut(): boolean {
  try {
    return window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Persists the choice (app/analytics applies it to the SDK). */
export function writeAnalyticsOptOut(optOut: boolean): void {
  try {
    window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, String(optOut));
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}
