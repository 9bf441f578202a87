/** Every path of the platform API (plus our additions, marked), written once for client and server. */
export const apiPaths = {
  me: '/v2/members/me',
  agreeCreatorTerms: '/v2/members/me/agreeCreatorTerms',
  verifiedAuthor: '/v2/members/me/verifiedAuthor',
  signOut: '/v2/signOut',
  myOverview: '/v2/creator/myOverview',
  myTitleStats: '/v2/creator/myTitleStats',
  genres: '/v2/genres',
  titles: '/v2/creator/titles',
  title: (titleId: string) => `/v2/creator/titles/${encodeURIComponent(titleId)}`,
  publishTitle: (titleId: string) => `/v2/creator/titles/${encodeURIComponent(titleId)}/publish`,
  unpublishTitle: (titleId: string) =>
    `/v2/creator/titles/${encodeURIComponent(titleId)}/unpublish`,
  titleCover: (titleId: string) => `/v2/creator/titles/${encodeURIComponent(titleId)}/cover`,
  syncTitle: (titleId: string) => `/v2/creator/titles/${encodeURIComponent(titleId)}/sync`,
  /** Our addition: the chapters and collections of one work (GET); POST creates a chapter. */
  titleChapters: (titleId: string) => `/v2/creator/titles/${encodeURIComponent(titleId)}/chapters`,
  /** Our addition: PUT the new order of every chapter of a work. */
  chapterOrder: (titleId: string) =>
    `/v2/creator/titles/${encodeURIComponent(titleId)}/chapterOrder`,
  readingTicketSettings: '/v2/creator/chapterReadingTicketSettings',
  withdrawable: '/v2/creator/withdrawable',
  withdrawals: '/v2/creator/withdrawals',
  revenueReport: '/v2/creator/revenueReport',
  monthlyStatsTotal: '/v2/creator/monthlyStats/total',
  /** Every work's daily numbers over the range, in one answer (the data center's CSV). */
  monthlyStatsTitles: '/v2/creator/monthlyStats/titles',
  monthlyStatsTitle: (titleId: string) =>
    `/v2/creator/monthlyStats/titles/${encodeURIComponent(titleId)}`,
  totalOveralls: '/v2/creator/totalStats/totalOveralls',
  titleOveralls: (titleId: string) =>
    `/v2/creator/totalStats/titleOveralls/${encodeURIComponent(titleId)}`,
  targetAudience: '/v2/creator/targetAudience',
  commentCreatedTrack: '/v2/comment/create/trackEventOnly',
  chapterSavedTrack: '/v2/chapter/saved/trackEventOnly',
  chapterCreatedTrack: '/v2/chapter/created/trackEventOnly',
  chapterPublishedTrack: '/v2/chapter/published/trackEventOnly',
  titlePublishedTrack: '/v2/title/published/trackEventOnly',
  receivedGifts: '/v2/creator/receivedGifts',
  contests: '/v2/creator/contests',
  contest: (contestId: string) => `/v2/creator/contests/${encodeURIComponent(contestId)}`,
  /** Our addition: POST submits one of my works (body titleId), DELETE withdraws it. */
  contestEntry: (contestId: string) =>
    `/v2/creator/contests/${encodeURIComponent(contestId)}/entry`,
  /** GET, PUT; DELETE (our addition) removes the chapter. */
  chapter: (chapterId: string) => `/v2/creator/chapters/${encodeURIComponent(chapterId)}`,
  chapterName: (chapterId: string) => `/v2/creator/chapters/${encodeURIComponent(chapterId)}/name`,
  collection: (collectionId: string) =>
    `/v2/creator/collections/${encodeURIComponent(collectionId)}`,
  /** Our addition: announcements for the home page and /announce. */
  announcements: '/v2/creator/announcements',
  /** Our addition: the revenue ledger behind /revenue/detail. */
  revenueDetails: '/v2/creator/revenueDetails',
  /** Our addition: the deleted works the ledger has lines of (its work filter offers them). */
  revenueDeletedTitles: '/v2/creator/revenueDetails/deletedTitles',
  /** Our addition: comments on my works (GET, paged and filtered). */
  comments: '/v2/creator/comments',
  /** Our addition: DELETE one comment. */
  comment: (commentId: string) => `/v2/creator/comments/${encodeURIComponent(commentId)}`,
  /** Our addition: POST (or replace) my reply. */
  commentReply: (commentId: string) =>
    `/v2/creator/comments/${encodeURIComponent(commentId)}/reply`,
  /** Our addition: PUT { hidden } to hide or show a comment. */
  commentHidden: (commentId: string) =>
    `/v2/creator/comments/${encodeURIComponent(commentId)}/hidden`,
  /** Our addition: POST a report of an abusive comment. */
  commentReport: (commentId: string) =>
    `/v2/creator/comments/${encodeURIComponent(commentId)}/report`,
} as const;
