/** Enumerations of the platform API, shared by the portal and platform-api. */

export const MEMBER_STATUSES = ['REGISTERED', 'VALID', 'INVALID', 'DELETED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_KINDS = ['CONTRACTED', 'READER', 'REGULAR', 'VERIFIED'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export const VERIFIED_AUTHOR_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type VerifiedAuthorStatus = (typeof VERIFIED_AUTHOR_STATUSES)[number];

export const REVIEW_STATUSES = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['FAILED', 'PENDING', 'REVIEWING', 'SUCCESS'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const SELECTION_TYPES = ['ALL', 'SINGLE'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

export const TARGET_AUDIENCES = ['Children', 'Teenagers', 'Adults'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Our addition: whether a work is still being written. */
export const SERIAL_STATUSES = ['ONGOING', 'COMPLETED', 'HIATUS'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

/** Our addition: the state of one chapter. */
export const CHAPTER_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type ChapterState = (typeof CHAPTER_STATES)[number];

/** The data center's eight numbers (the keys of StatMetrics), in the order screens show them. */
export const STAT_METRICS = [
  'readers',
  'views',
  'favorites',
  'comments',
  'ticketUses',
  'paidUnlocks',
  'gifts',
  'revenue',
] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

/** Our addition: the phase of a contest. */
export const CONTEST_STATUSES = ['UPCOMING', 'OPEN', 'JUDGING', 'RESULTS'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** Our addition: where a line of revenue came from. */
export const REVENUE_SOURCES = [
  'CHAPTER_SALES',
  'READING_TICKETS',
  'GIFTS',
  'CONTEST_PRIZES',
  'ADJUSTMENTS',
] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export const SETTLEMENT_STATES = ['SETTLED', 'PENDING'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Server error codes (docs/error-policy.md). */
export const ERROR_CODES = [
  'ValidationError',
  'NotFound',
  'ThrottlingException',
  'InternalFailure',
  'ServiceUnavailable',
  'Unauthorized',
  'Forbidden',
  'DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY',
  /** Our addition: a stale write (chapter baseVersion) or a repeated request that differs. */
  'Conflict',
  /**
   * Our addition (403): a creator route called by a member who has not agreed to the creator
   * terms (docs/product-rules.md, Access); the portal shows the welcome dialog again.
   */
  'CreatorTermsNotAgreed',
  /** Our addition: publishing or scheduling a chapter that has no text. */
  'EMPTY_CHAPTER_CONTENT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The mainError.message of a 404 for an unknown id; on exactly it the portal goes to /404/. */
export const NOT_FOUND_MESSAGE = 'not found';
