import type {
  CommentPage,
  Contest,
  ContestEligibility,
  ContestSummary,
  CreatorComment,
} from '@creator/api/contract';

export const contestSummary = (overrides: Partial<ContestSummary> = {}): ContestSummary => ({
  contestId: 'contest-1',
  displayName: '都市懸疑短篇大賞',
  bannerUrl: null,
  status: 'OPEN',
  // 2026/05/16 08:00 to 2026/07/15 08:00 in Taipei
  entryStartAt: '2026-05-16T00:00:00.000Z',
  entryEndAt: '2026-07-15T00:00:00.000Z',
  resultsAt: '2026-08-14T00:00:00.000Z',
  myEntry: null,
  ...overrides,
});

export const eligibility = (overrides: Partial<ContestEligibility> = {}): ContestEligibility => ({
  titleId: 'title-1',
  titleName: '霧城夜話',
  eligible: true,
  reasons: [],
  wordCount: 120_000,
  ...overrides,
});

export const contest = (overrides: Partial<Contest> = {}): Contest => ({
  ...contestSummary(),
  theme: '「城市的祕密」：藏在日常裡的謎團。',
  rules: '參賽作品須為原創。\n每位作者限投一部作品。',
  minWords: 10_000,
  synopsisRequired: true,
  prizes: [
    { rank: '首獎', reward: '新台幣 50,000 元' },
    { rank: '佳作', reward: '新台幣 3,000 元' },
  ],
  genreIds: ['mystery', 'urban'],
  eligibility: [eligibility()],
  ...overrides,
});

export const comment = (overrides: Partial<CreatorComment> = {}): CreatorComment => ({
  commentId: 'comment-1',
  titleId: 'title-1',
  titleName: '霧城夜話',
  chapterId: 'chapter-1',
  chapterName: '霧起之夜',
  readerName: '夜貓子讀者',
  body: '這章好精彩！',
  createdAt: '2026-06-14T16:30:00.000Z',
  reply: null,
  repliedAt: null,
  hidden: false,
  reported: false,
  ...overrides,
});

export const commentPage = (
  comments: CreatorComment[],
  overrides: Partial<CommentPage> = {},
): CommentPage => ({
  comments,
  current: 1,
  limit: 10,
  total: comments.length,
  more: false,
  ...overrides,
});
