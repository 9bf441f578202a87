import type { Member, Title } from '../contract/models';

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
