import type {
  CommentsQuery,
  DateRangeQuery,
  PageQuery,
  ReceivedGiftsQuery,
  RevenueDetailsQuery,
  RevenueReportQuery,
} from './contract/schemas';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long cached data counts as fresh (docs/product-rules.md, Caching). The only place these numbers live. */
export const STALE_TIMES = {
  member: DAY,
  title: DAY,
  myOverview: 10 * MINUTE,
  readingTicketSettings: 10 * MINUTE,
  titleStats: HOUR,
  /** Withdrawable amount and withdrawal records. */
  withdrawals: HOUR,
  revenueReport: DAY,
  /**
   * The ledger behind the report: the same day, so that the detail's totals and the report's
   * months agree within a session (revenue is settled by month, not by the minute).
   */
  revenueDetails: DAY,
  stats: DAY,
  contests: DAY,
  /**
   * Our own choice (the platform gives none): one contest as I see it, with my entry and which of my works may enter.
   * Eligibility follows my works (listing, words, synopsis), which other screens change, so it
   * is asked again on every visit; entering and withdrawing write the server's answer.
   */
  contestEntry: 0,
  gifts: DAY,
  verifiedAuthor: HOUR,
  genres: DAY,
  /** Our own choice (the platform gives none): chapters are edited here, so they are always refetched on mount. */
  chapters: 0,
  /**
   * Our own choice (the platform gives none): comments on my works. Readers write at any time and the author comes here to
   * answer the newest, so a list is fresh for a minute only: enough for paging back and forth and
   * returning from a work without a new request, short enough that a later visit shows new ones.
   */
  comments: MINUTE,
  /** Our own choice (the platform gives none): announcements change rarely. */
  announcements: 10 * MINUTE,
} as const;

/** Genres never leave the cache (cached forever). */
export const GENRES_GC_TIME = Infinity;

/** The received-gifts list's parameters; the page number is the infinite query's page param. */
export type ReceivedGiftsParams = Omit<ReceivedGiftsQuery, 'current'>;

const memberAll = ['member'] as const;
const titlesAll = ['titles'] as const;
const chaptersAll = ['chapters'] as const;
const revenueAll = ['revenue'] as const;
const statsAll = ['stats'] as const;
const giftsAll = ['gifts'] as const;
const contestsAll = ['contests'] as const;
const announcementsAll = ['announcements'] as const;
const commentsAll = ['comments'] as const;

const titleDetail = (titleId: string) => [...titlesAll, 'detail', titleId] as const;
const withdrawalPages = () => [...revenueAll, 'withdrawals'] as const;

/**
 * Query keys, from general to specific: invalidating a prefix (e.g. `queryKeys.titles.all`)
 * reaches every more specific key under it.
 */
export const queryKeys = {
  member: {
    all: memberAll,
    /** The signed-in member (GET me); data null when nobody is signed in. */
    me: () => [...memberAll, 'me'] as const,
    verifiedAuthor: () => [...memberAll, 'verifiedAuthor'] as const,
  },
  myOverview: () => ['myOverview'] as const,
  genres: () => ['genres'] as const,
  titles: {
    all: titlesAll,
    stats: () => [...titlesAll, 'stats'] as const,
    details: () => [...titlesAll, 'detail'] as const,
    /** A work; its chapters and ticket settings sit under this key. */
    detail: titleDetail,
    chapters: (titleId: string) => [...titleDetail(titleId), 'chapters'] as const,
    readingTicketSettings: (titleId: string) =>
      [...titleDetail(titleId), 'readingTicketSettings'] as const,
  },
  chapters: {
    all: chaptersAll,
    detail: (chapterId: string) => [...chaptersAll, chapterId] as const,
  },
  revenue: {
    all: revenueAll,
    withdrawable: () => [...revenueAll, 'withdrawable'] as const,
    /** Every page of withdrawal records. */
    withdrawalPages,
    withdrawals: (page: PageQuery) => [...withdrawalPages(), page] as const,
    report: (params: RevenueReportQuery) => [...revenueAll, 'report', params] as const,
    /** Every page of the ledger, whatever the filters. */
    detailPages: () => [...revenueAll, 'details'] as const,
    /** One page of the ledger for one set of filters. */
    details: (params: RevenueDetailsQuery) => [...revenueAll, 'details', params] as const,
    /** The deleted works the ledger has lines of. */
    deletedTitles: () => [...revenueAll, 'deletedTitles'] as const,
  },
  stats: {
    all: statsAll,
    monthlyTotal: (range: DateRangeQuery) => [...statsAll, 'monthly', 'total', range] as const,
    monthlyByTitle: (range: DateRangeQuery) => [...statsAll, 'monthly', 'byTitle', range] as const,
    monthlyTitle: (titleId: string, range: DateRangeQuery) =>
      [...statsAll, 'monthly', 'title', titleId, range] as const,
    totalOveralls: () => [...statsAll, 'overalls', 'total'] as const,
    titleOveralls: (titleId: string) => [...statsAll, 'overalls', 'title', titleId] as const,
  },
  gifts: {
    all: giftsAll,
    received: (params: ReceivedGiftsParams) => [...giftsAll, 'received', params] as const,
  },
  contests: {
    all: contestsAll,
    list: () => [...contestsAll, 'list'] as const,
    detail: (contestId: string) => [...contestsAll, 'detail', contestId] as const,
  },
  comments: {
    all: commentsAll,
    /** Every page of every filter: what a change to one comment touches. */
    lists: () => [...commentsAll, 'list'] as const,
    list: (params: CommentsQuery) => [...commentsAll, 'list', params] as const,
  },
  announcements: {
    all: announcementsAll,
    list: () => [...announcementsAll, 'list'] as const,
  },
} as const;
