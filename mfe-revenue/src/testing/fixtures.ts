/** Answers and handlers the revenue screens' tests share. */
import { apiErrorBody, apiPaths } from '@creator/api/contract';
import type {
  DeletedRevenueTitles,
  RevenueDetailPage,
  RevenueLine,
  RevenueSource,
  TitleStatList,
  WithdrawableInfo,
} from '@creator/api/contract';
import { HttpResponse, apiUrl, http, server } from '@creator/test-utils';

export const balance = (overrides: Partial<WithdrawableInfo> = {}): WithdrawableInfo => ({
  withdrawableAmount: 12_345,
  pendingAmount: 3_000,
  minimumAmount: 1_000,
  fee: 30,
  bankAccount: {
    payeeName: '林語晨',
    bankCode: '812',
    branchCode: '0123',
    accountMasked: '****9012',
  },
  ...overrides,
});

/** Serves GET withdrawable; returns nothing to wait on. */
export function serveBalance(info: WithdrawableInfo = balance()) {
  server.use(http.get(apiUrl(apiPaths.withdrawable), () => HttpResponse.json(info)));
}

export const noSources = (): Record<RevenueSource, number> => ({
  CHAPTER_SALES: 0,
  READING_TICKETS: 0,
  GIFTS: 0,
  CONTEST_PRIZES: 0,
  ADJUSTMENTS: 0,
});

export const line = (overrides: Partial<RevenueLine> = {}): RevenueLine => ({
  entryId: 'e1',
  occurredAt: '2026-05-03T16:30:00.000Z',
  source: 'CHAPTER_SALES',
  titleId: 'title-mist',
  titleName: '霧城夜話',
  chapterId: 'ch-1',
  chapterName: '第一章 霧起',
  amount: 120,
  ...overrides,
});

export function detailPage(
  lines: RevenueLine[],
  overrides: Partial<RevenueDetailPage> = {},
): RevenueDetailPage {
  const totalsBySource = noSources();
  for (const each of lines) totalsBySource[each.source] += each.amount;
  return {
    lines,
    current: 1,
    limit: 20,
    total: lines.length,
    more: false,
    totalAmount: lines.reduce((sum, each) => sum + each.amount, 0),
    totalsBySource,
    firstMonth: '2026-01',
    ...overrides,
  };
}

export const works = (): TitleStatList => ({
  titles: [
    { titleId: 'title-mist', displayName: '霧城夜話' },
    { titleId: 'title-sword', displayName: '劍影江湖錄' },
  ].map((work) => ({
    ...work,
    genreIds: ['fantasy'],
    listingFrom: null,
    coverUrl: null,
    serialStatus: 'ONGOING' as const,
    chapterCount: 3,
    wordCount: 9000,
    readerCount: 10,
    favoriteCount: 2,
    updatedAt: '2026-05-01T00:00:00.000Z',
  })),
});

export function serveWorks() {
  server.use(http.get(apiUrl(apiPaths.myTitleStats), () => HttpResponse.json(works())));
}

/** Serves the deleted works the ledger keeps lines of: none unless given. */
export function serveDeletedWorks(titles: DeletedRevenueTitles['titles'] = []) {
  server.use(
    http.get(apiUrl(apiPaths.revenueDeletedTitles), () =>
      HttpResponse.json<DeletedRevenueTitles>({ titles }),
    ),
  );
}

/** What a failing platform-api answers: its envelope, with the code its status stands for. */
const FAILURE_CODES = {
  400: 'ValidationError',
  403: 'CreatorTermsNotAgreed',
  409: 'Conflict',
  500: 'InternalFailure',
  503: 'ServiceUnavailable',
} as const;

export const failure = (message: string, status: keyof typeof FAILURE_CODES = 503) =>
  HttpResponse.json(apiErrorBody(FAILURE_CODES[status], message), { status });
