import type { Chapter, ChapterSummary, Collection, Title } from '@creator/api/contract';

/** Test data for the works screens: a plain unlisted work and a free draft chapter of it. */
export const FIXTURE_TITLE_ID = 't-1';

export function titleFixture(overrides: Partial<Title> = {}): Title {
  return {
    titleId: FIXTURE_TITLE_ID,
    displayName: '星河彼岸',
    genreIds: ['g-fantasy'],
    listingFrom: null,
    coverUrl: null,
    intro: '',
    synopsis: '',
    tags: [],
    targetAudience: null,
    serialStatus: 'ONGOING',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    syncedAt: null,
    ...overrides,
  };
}

export function chapterFixture(overrides: Partial<ChapterSummary> = {}): ChapterSummary {
  return {
    chapterId: 'c-1',
    titleId: FIXTURE_TITLE_ID,
    collectionId: null,
    displayName: '第一章',
    order: 1,
    state: 'DRAFT',
    isFree: true,
    price: 0,
    wordCount: 0,
    publishAt: null,
    readerCount: 0,
    commentCount: 0,
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The whole chapter (GET chapter): the summary fixture plus its text, note and version. */
export function chapterDetailFixture(overrides: Partial<Chapter> = {}): Chapter {
  return {
    ...chapterFixture(),
    content: '<p>內文</p>',
    authorNote: '',
    commentsEnabled: true,
    version: 3,
    ...overrides,
  };
}

export function collectionFixture(overrides: Partial<Collection> = {}): Collection {
  return {
    collectionId: 'k-1',
    titleId: FIXTURE_TITLE_ID,
    displayName: '第一卷',
    order: 1,
    ...overrides,
  };
}
