import type { Contest, CreatorComment, Member, Title } from '../contract/models';

export const member = (overrides: Partial<Member> = {}): Member => ({
  memberId: 'm1',
  email: 'demo@example.com',
  displayName: 'Demo',
  memberKind: 'REGULAR',
  latestStatus: 'VALID',
  agreedTerms: { creator: true },
  ...overrides,
});

export const title = (overrides: Partial<Title> = {}): Title => ({
  titleId: 't1',
  displayName: 'Night Train',
  genreIds: ['g1'],
  listingFrom: null,
  coverUrl: null,
  intro: '',
  synopsis: '',
  tags: [],
  targetAudience: null,
  serialStatus: 'ONGOING',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  syncedAt: null,
  ...overrides,
});

export const contest = (overrides: Partial<Contest> = {}): Contest => ({
  contestId: 'c1',
  displayName: 'Mystery Prize',
  bannerUrl: null,
  status: 'OPEN',
  entryStartAt: '2026-05-01T00:00:00.000Z',
  entryEndAt: '2026-07-01T00:00:00.000Z',
  resultsAt: '2026-08-01T00:00:00.000Z',
  myEntry: null,
  theme: 'Secrets',
  rules: 'Original work only.',
  minWords: 10000,
  synopsisRequired: false,
  prizes: [],
  genreIds: ['mystery'],
  eligibility: [],
  ...overrides,
});

export const comment = (overrides: Partial<CreatorComment> = {}): CreatorComment => ({
  commentId: 'cm1',
  titleId: 't1',
  titleName: 'Night Train',
  chapterId: 'ch1',
  chapterName: 'Chapter 1',
  readerName: 'Reader',
  body: 'Lovely chapter',
  createdAt: '2026-06-01T00:00:00.000Z',
  reply: null,
  repliedAt: null,
  hidden: false,
  reported: false,
  ...overrides,
});
