import type { Member, MyOverview } from '@creator/api/contract';

export const validMember = (overrides: Partial<Member> = {}): Member => ({
  memberId: 'member-1',
  email: 'demo@example.com',
  displayName: '小說家',
  memberKind: 'REGULAR',
  latestStatus: 'VALID',
  agreedTerms: { creator: true },
  ...overrides,
});

export const overview: MyOverview = {
  titleCount: 3,
  chapterCount: 42,
  totalWords: 123_456,
  readerCount: 1_250_000,
  favoriteCount: 980,
  monthRevenue: 12_345,
};
