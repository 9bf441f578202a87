// The package entry ships to browsers: loading it must not pull zod in (docs/architecture.md, Packages).
jest.mock('zod', () => {
  throw new Error('zod was loaded');
});

describe('@creator/api entry', () => {
  it('loads without zod', () => {
    expect(() => jest.requireActual('./index')).not.toThrow();
  });

  it('would notice if the schemas came in', () => {
    expect(() => jest.requireActual('./contract/schemas')).toThrow('zod was loaded');
  });

  it('exports the shared interface names', () => {
    const api = jest.requireActual<Record<string, unknown>>('./index');
    const names = [
      'configureApi',
      'http',
      'resolveApiBaseUrl',
      'toUiError',
      'isApiError',
      'createQueryClient',
      'queryKeys',
      'STALE_TIMES',
      'meQuery',
      'verifiedAuthorQuery',
      'myOverviewQuery',
      'myTitleStatsQuery',
      'genresQuery',
      'titleQuery',
      'titleChaptersQuery',
      'readingTicketSettingsQuery',
      'withdrawableQuery',
      'withdrawalsQuery',
      'revenueReportQuery',
      'monthlyStatsTotalQuery',
      'monthlyStatsTitleQuery',
      'monthlyStatsByTitleQuery',
      'totalOverallsQuery',
      'titleOverallsQuery',
      'receivedGiftsInfiniteQuery',
      'contestsQuery',
      'contestQuery',
      'useEnterContest',
      'useWithdrawContestEntry',
      'commentsQuery',
      'useReplyToComment',
      'useSetCommentHidden',
      'useReportComment',
      'useDeleteComment',
      'COMMENTS_PAGE_SIZE',
      'COMMENT_REPLY_MAX',
      'chapterQuery',
      'announcementsQuery',
      'getMe',
      'createTitle',
      'useCreateTitle',
      'useAgreeCreatorTerms',
      'useSignOut',
      'useDeleteTitle',
      'apiPaths',
      'MEMBER_STATUSES',
      'TITLE_NAME_MAX',
    ];
    expect(names.filter((name) => api[name] === undefined)).toEqual([]);
  });
});
