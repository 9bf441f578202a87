/**
 * Response shapes of the platform API. Defined once: @creator/api reads them, platform-api
 * writes them. Times are ISO-8601 strings in UTC; money is whole NT$; ids are strings.
 */
import type {
  ChapterState,
  ContestStatus,
  ErrorCode,
  MemberKind,
  MemberStatus,
  RevenueSource,
  SelectionType,
  SerialStatus,
  SettlementState,
  TargetAudience,
  VerifiedAuthorStatus,
  WithdrawalStatus,
} from './enums';

/** The error envelope: every non-2xx answer carries one. */
export interface ApiErrorBody {
  code: ErrorCode;
  mainError: { message: string };
}

export interface Member {
  memberId: string;
  email: string;
  displayName: string;
  memberKind: MemberKind;
  latestStatus: MemberStatus;
  agreedTerms: { creator: boolean };
}

export interface VerifiedAuthorApplication {
  penName: string;
  realName: string;
  email: string;
  phone: string;
  links: string[];
  statement: string;
}

export interface VerifiedAuthorInfo {
  /** null: the author has never applied (or withdrew the application). */
  status: VerifiedAuthorStatus | null;
  appliedAt: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
  application: VerifiedAuthorApplication | null;
}

export interface MyOverview {
  titleCount: number;
  chapterCount: number;
  totalWords: number;
  readerCount: number;
  favoriteCount: number;
  /** Net revenue of the current Asia/Taipei month, NT$. */
  monthRevenue: number;
}

export interface Genre {
  genreId: string;
  displayName: string;
}

export interface GenreList {
  genres: Genre[];
}

/** A work as the title endpoints return it. listingFrom null means unlisted (no listing flag). */
export interface Title {
  titleId: string;
  displayName: string;
  genreIds: string[];
  listingFrom: string | null;
  coverUrl: string | null;
  intro: string;
  synopsis: string;
  tags: string[];
  targetAudience: TargetAudience | null;
  serialStatus: SerialStatus;
  createdAt: string;
  updatedAt: string;
  syncedAt: string | null;
}

/** One row of myTitleStats: a work with its counters. */
export interface TitleStat {
  titleId: string;
  displayName: string;
  genreIds: string[];
  listingFrom: string | null;
  coverUrl: string | null;
  serialStatus: SerialStatus;
  chapterCount: number;
  wordCount: number;
  readerCount: number;
  favoriteCount: number;
  updatedAt: string;
}

export interface TitleStatList {
  titles: TitleStat[];
}

export interface CreatedTitle {
  titleId: string;
}

export interface Collection {
  collectionId: string;
  titleId: string;
  displayName: string;
  order: number;
}

export interface ChapterSummary {
  chapterId: string;
  titleId: string;
  collectionId: string | null;
  displayName: string;
  order: number;
  state: ChapterState;
  isFree: boolean;
  /** Price in points; 0 for free chapters. */
  price: number;
  wordCount: number;
  publishAt: string | null;
  readerCount: number;
  commentCount: number;
  updatedAt: string;
}

export interface ChapterList {
  titleId: string;
  collections: Collection[];
  chapters: ChapterSummary[];
}

export interface Chapter extends ChapterSummary {
  /** Sanitised HTML. */
  content: string;
  authorNote: string;
  commentsEnabled: boolean;
  /** Bumped on every save; lets the editor detect a change made elsewhere. */
  version: number;
}

export interface ReadingTicketChapter {
  chapterId: string;
  displayName: string;
  order: number;
  isFree: boolean;
  ticketEnabled: boolean;
}

export interface ReadingTicketSettings {
  titleId: string;
  selectionType: SelectionType;
  chapters: ReadingTicketChapter[];
}

export interface BankAccount {
  payeeName: string;
  bankCode: string;
  branchCode: string;
  /** Only the last four digits are ever returned. */
  accountMasked: string;
}

export interface WithdrawableInfo {
  withdrawableAmount: number;
  pendingAmount: number;
  minimumAmount: number;
  fee: number;
  bankAccount: BankAccount | null;
}

export interface Withdrawal {
  withdrawalId: string;
  requestedAt: string;
  amount: number;
  fee: number;
  netAmount: number;
  accountMasked: string;
  /** The bank paid into (3-digit code); null on records made before the bank was kept. */
  bankCode: string | null;
  status: WithdrawalStatus;
  failureReason: string | null;
  paidAt: string | null;
}

export interface WithdrawalPage {
  withdrawals: Withdrawal[];
  current: number;
  limit: number;
  total: number;
  more: boolean;
}

export interface RevenueMonth {
  /** YYYY-MM in Asia/Taipei. */
  month: string;
  bySource: Record<RevenueSource, number>;
  gross: number;
  platformShare: number;
  net: number;
  settlement: SettlementState;
  /**
   * Our addition: how many ledger lines the month has. A month whose lines cancel out (sales and
   * a negative adjustment) has a gross of 0 and still has lines to show.
   */
  lineCount: number;
}

export interface RevenueReport {
  months: RevenueMonth[];
  /** The Asia/Taipei month of my first revenue line (null without any): where a range can start. */
  firstMonth: string | null;
}

export interface StatMetrics {
  /**
   * A day's (DailyStat): the people who read that day. A range's `totals`: the sum of those
   * (a reader counted once per day read; the screens state the daily average instead). All time
   * (TitleOverall, TotalOveralls): the work's readers, as My works and the home page count them
   * (for all works, the sum of each work's).
   */
  readers: number;
  views: number;
  /**
   * A day's: the favourites added that day; a range's: their sum. All time: the work's favourites
   * now, as My works and the home page count them (for all works, the sum of each work's).
   */
  favorites: number;
  comments: number;
  ticketUses: number;
  paidUnlocks: number;
  /** Gifts received, each gift line counted by its quantity (as the gift box counts them). */
  gifts: number;
  /**
   * Our definition: revenue before the platform's share (gross, NT$), the sum of the ledger's
   * lines (revenueDetails) booked on those Taipei days, of every source. A work's: its lines, a
   * contest prize and an adjustment tied to it included. The author's (MonthlyStats of
   * monthlyStats/total, TotalOveralls.metrics): every line, also those of deleted works and those
   * tied to no work, so it equals revenueDetails' total for those days and can exceed the sum of
   * the works. Net revenue (after the share) is the revenue report's, per month.
   */
  revenue: number;
}

export interface DailyStat extends StatMetrics {
  /** YYYY-MM-DD in Asia/Taipei. */
  date: string;
}

export interface MonthlyStats {
  startDate: string;
  endDate: string;
  totals: StatMetrics;
  days: DailyStat[];
}

/** One work's daily numbers over a range (monthlyStats of every work at once). */
export interface TitleDailyStats {
  titleId: string;
  displayName: string;
  totals: StatMetrics;
  days: DailyStat[];
}

export interface MonthlyStatsByTitle {
  startDate: string;
  endDate: string;
  titles: TitleDailyStats[];
}

export interface TitleOverall {
  titleId: string;
  displayName: string;
  metrics: StatMetrics;
}

export interface TotalOveralls {
  metrics: StatMetrics;
  titles: TitleOverall[];
}

export interface ChapterOverall {
  chapterId: string;
  displayName: string;
  order: number;
  /** Drafts and scheduled chapters have no readers yet; retention reads published ones only. */
  state: ChapterState;
  readers: number;
  views: number;
  comments: number;
  paidUnlocks: number;
  ticketUses: number;
}

export interface TitleOveralls extends TitleOverall {
  chapters: ChapterOverall[];
}

export interface Gift {
  giftId: string;
  createdAt: string;
  senderName: string;
  giftName: string;
  quantity: number;
  /** Value of the whole line, NT$. */
  value: number;
  titleId: string;
  titleName: string;
  /**
   * Our addition: present (true) once the work has been deleted. titleName is then the work's name
   * when it was deleted, and titleId leads nowhere: show the name as text, not as a link.
   */
  titleDeleted?: true;
}

export interface ReceivedGiftPage {
  gifts: Gift[];
  current: number;
  limit: number;
  more: boolean;
  /** How many gift lines (one sender's gift of one kind, any quantity): what the list pages. */
  totalCount: number;
  /**
   * Our addition: how many gifts, each line counted by its quantity, as the data center's gifts
   * count them.
   */
  totalQuantity: number;
  totalValue: number;
}

export interface ContestEntry {
  titleId: string;
  titleName: string;
  submittedAt: string;
  /**
   * Our addition: present (true) once the entered work has been deleted after the deadline (an
   * entry still open is withdrawn with its work). titleName is then the work's name when it was
   * deleted.
   */
  titleDeleted?: true;
}

export interface ContestSummary {
  contestId: string;
  displayName: string;
  bannerUrl: string | null;
  status: ContestStatus;
  entryStartAt: string;
  entryEndAt: string;
  resultsAt: string;
  /** Our addition: the work I entered, or null (the list marks the contests I entered). */
  myEntry: ContestEntry | null;
}

export interface ContestList {
  contests: ContestSummary[];
}

export interface ContestPrize {
  rank: string;
  reward: string;
}

/** Our addition: why a work cannot enter a contest (the portal words each reason). */
export type ContestIneligibleReason =
  'NOT_LISTED' | 'GENRE_MISMATCH' | 'TOO_FEW_WORDS' | 'SYNOPSIS_MISSING';

/** Our addition: whether one of my works may enter the contest. */
export interface ContestEligibility {
  titleId: string;
  titleName: string;
  eligible: boolean;
  reasons: ContestIneligibleReason[];
  /** The work's words so far, to set against the contest's minWords. */
  wordCount: number;
}

export interface Contest extends ContestSummary {
  theme: string;
  rules: string;
  minWords: number;
  synopsisRequired: boolean;
  prizes: ContestPrize[];
  genreIds: string[];
  /** Our addition: each of my works and whether it may enter (platform-api always sends it). */
  eligibility?: ContestEligibility[];
}

export interface Announcement {
  announcementId: string;
  category: string;
  title: string;
  body: string;
  pinned: boolean;
  publishedAt: string;
}

export interface AnnouncementList {
  announcements: Announcement[];
}

/** Our addition: one line of the revenue ledger. */
export interface RevenueLine {
  entryId: string;
  occurredAt: string;
  source: RevenueSource;
  titleId: string | null;
  /** The work's name; for a deleted work, its name when it was deleted (null if not known). */
  titleName: string | null;
  chapterId: string | null;
  /** The chapter's name; for a deleted chapter, its name when it was deleted. */
  chapterName: string | null;
  /** NT$, gross (before the platform's share); adjustments may be negative. */
  amount: number;
  /**
   * Present (true) once the line's work has been deleted: the line stays (it is money), titleId
   * leads nowhere and titleName is the name the work had. Show the name as text, not as a link.
   */
  titleDeleted?: true;
}

export interface RevenueDetailPage {
  lines: RevenueLine[];
  current: number;
  limit: number;
  total: number;
  more: boolean;
  /** Sum of every line that matches the filters, not only this page. */
  totalAmount: number;
  /** The same sum by source; every source is present (0 when it has no line). */
  totalsBySource: Record<RevenueSource, number>;
  /**
   * The Asia/Taipei month (YYYY-MM) of my first revenue line, whatever the filters: where the
   * month filter starts. Null when I have no revenue yet.
   */
  firstMonth: string | null;
}

/**
 * Our addition: the deleted works the ledger still has lines of (migration 7 keeps them, with the
 * name each work had), so the ledger's work filter can offer them beside the works that exist.
 */
export interface DeletedRevenueTitles {
  titles: Array<{
    titleId: string;
    /** The name the work had when it was deleted; null if not known. */
    titleName: string | null;
  }>;
}

/** Our addition: a reader's comment on one of my works. */
export interface CreatorComment {
  commentId: string;
  titleId: string;
  titleName: string;
  chapterId: string | null;
  chapterName: string | null;
  readerName: string;
  body: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
  hidden: boolean;
  reported: boolean;
}

export interface CommentPage {
  comments: CreatorComment[];
  current: number;
  limit: number;
  total: number;
  more: boolean;
}

/** Answer of the tracking-only calls and of other writes with nothing to return. */
export interface Ok {
  ok: true;
}
