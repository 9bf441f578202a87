/**
 * The tracking plan, version 35 (docs/product-rules.md, Analytics). The platform names the event kinds but not their
 * properties; the property shapes below are this portal's own, kept small and typed.
 */
export const TRACKING_PLAN_VERSION = '35';
export const TRACKING_PLAN_BRANCH = 'main';
export const TRACKING_PLAN_SOURCE = 'web';

/** In the shape Amplitude's `plan` option takes. */
export const TRACKING_PLAN = {
  version: TRACKING_PLAN_VERSION,
  branch: TRACKING_PLAN_BRANCH,
  source: TRACKING_PLAN_SOURCE,
} as const;

type NoProperties = Record<string, never>;

interface ChapterRef {
  chapterId: string;
  titleId: string;
}

/** Event name -> its properties. */
export interface TrackingPlan {
  // Generic event kinds: `action` says what happened within the kind.
  'Chapter Event': { action: string; chapterId?: string; titleId?: string };
  'Gift Event': { action: string; giftId?: string; titleId?: string };
  'Subscription Event': { action: string; titleId?: string };
  'Signup Event': { action: string };
  'Points Event': { action: string; amount?: number };
  'Search Event': { query: string; resultCount?: number };
  'Onboarding Event': { step: string; action: string };

  // Chapters
  'Chapter Created': ChapterRef;
  'Chapter Published': ChapterRef;
  'Chapter Completed': ChapterRef;
  'Chapter Clapped': ChapterRef;
  'Chapter Commented': ChapterRef & { commentId?: string };
  'Chapter Reported': ChapterRef & { reason?: string };
  'Locked Wall Encountered': ChapterRef;

  // Account
  'Account Creation Started': NoProperties;
  'Account Created': NoProperties;
  'Account Verified': NoProperties;

  // Clicks and views
  'Banner Carousel Clicked': { bannerId: string; position: number };
  'Call To Action Clicked': { ctaId: string; location: string };
  'Cancel Subscription Clicked': { titleId?: string };
  'Withdrawal Review Application Clicked': NoProperties;
  'Book All Clicked': NoProperties;
  'Category Page Viewed': { categoryId: string };

  // The portal's own
  'Logged Out': NoProperties;
  'Work Created': { titleId: string };
  'Terms Agreed': NoProperties;
  'Language Changed': { from: string; to: string };
  'Remote Load Failed': { remote: string; message?: string };
}

export type AnalyticsEventName = keyof TrackingPlan;
export type AnalyticsEventProperties<E extends AnalyticsEventName> = TrackingPlan[E];

/** Every event name of the plan, by a short key: `track(EVENTS.workCreated, { titleId })`. */
export const EVENTS = {
  chapterEvent: 'Chapter Event',
  giftEvent: 'Gift Event',
  subscriptionEvent: 'Subscription Event',
  signupEvent: 'Signup Event',
  pointsEvent: 'Points Event',
  searchEvent: 'Search Event',
  onboardingEvent: 'Onboarding Event',
  chapterCreated: 'Chapter Created',
  chapterPublished: 'Chapter Published',
  chapterCompleted: 'Chapter Completed',
  chapterClapped: 'Chapter Clapped',
  chapterCommented: 'Chapter Commented',
  chapterReported: 'Chapter Reported',
  lockedWallEncountered: 'Locked Wall Encountered',
  accountCreationStarted: 'Account Creation Started',
  accountCreated: 'Account Created',
  accountVerified: 'Account Verified',
  bannerCarouselClicked: 'Banner Carousel Clicked',
  callToActionClicked: 'Call To Action Clicked',
  cancelSubscriptionClicked: 'Cancel Subscription Clicked',
  withdrawalReviewApplicationClicked: 'Withdrawal Review Application Clicked',
  bookAllClicked: 'Book All Clicked',
  categoryPageViewed: 'Category Page Viewed',
  loggedOut: 'Logged Out',
  workCreated: 'Work Created',
  termsAgreed: 'Terms Agreed',
  languageChanged: 'Language Changed',
  remoteLoadFailed: 'Remote Load Failed',
} as const satisfies Record<string, AnalyticsEventName>;

/** All event names, e.g. for a sink that validates what it sends. */
export const EVENT_NAMES = Object.values(EVENTS) as AnalyticsEventName[];
