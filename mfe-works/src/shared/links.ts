/**
 * Where each works screen lives (spec §2). Screens take their ids from the query string, so a
 * link can be shared and a reload lands on the same work or chapter.
 */
const withParam = (path: string, name: string, value: string) =>
  `${path}?${new URLSearchParams({ [name]: value }).toString()}`;

export const worksLinks = {
  myWorks: () => '/book/all',
  work: (titleId: string) => withParam('/book', 'titleId', titleId),
  workSetting: (titleId: string) => withParam('/book/setting', 'titleId', titleId),
  readingTickets: (titleId: string) => withParam('/book/uniticket', 'titleId', titleId),
  chapterSorting: (titleId: string) => withParam('/chapter/sorting', 'titleId', titleId),
  chapterSetting: (chapterId: string) => withParam('/chapter/setting', 'chapterId', chapterId),
  editor: (chapterId: string) => withParam('/chapter/editor', 'chapterId', chapterId),
  /** The data center's page of one work (mfe-insights). */
  workData: (titleId: string) => withParam('/data-center/book', 'titleId', titleId),
} as const;
