import { commentsQuery } from './comments';
import { contestQuery, contestsQuery } from './contests';
import { genresQuery } from './genres';
import { receivedGiftsInfiniteQuery } from './gifts';
import { queryKeys } from './keys';
import { meQuery } from './member';
import { myOverviewQuery } from './overview';
import { readingTicketSettingsQuery } from './reading-tickets';
import {
  revenueDeletedTitlesQuery,
  revenueDetailsQuery,
  revenueReportQuery,
} from './revenue-report';
import { monthlyStatsByTitleQuery, monthlyStatsTotalQuery, titleOverallsQuery } from './stats';
import { myTitleStatsQuery, titleQuery } from './titles';
import { verifiedAuthorQuery } from './verified-author';
import { withdrawableQuery, withdrawalsQuery } from './withdrawals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const range = { startDate: '2026-01-01', endDate: '2026-01-31' };

describe('stale times', () => {
  it.each([
    ['member', meQuery(), DAY],
    ['title by id', titleQuery('t1'), DAY],
    ['my overview', myOverviewQuery(), 10 * MINUTE],
    ['reading ticket settings', readingTicketSettingsQuery('t1'), 10 * MINUTE],
    ['title stats', myTitleStatsQuery(), HOUR],
    ['withdrawable', withdrawableQuery(), HOUR],
    ['withdrawals', withdrawalsQuery({ current: 1, limit: 10 }), HOUR],
    ['revenue report', revenueReportQuery(), DAY],
    ['revenue details', revenueDetailsQuery({ month: '2026-05' }), DAY],
    ['deleted works of the ledger (as fresh as it)', revenueDeletedTitlesQuery(), DAY],
    ['monthly stats', monthlyStatsTotalQuery(range), DAY],
    ['monthly stats per work', monthlyStatsByTitleQuery(range), DAY],
    ['overall stats', titleOverallsQuery('t1'), DAY],
    ['contests', contestsQuery(), DAY],
    ['contest with my entry and eligibility (our own choice)', contestQuery('c1'), 0],
    ['comments (our own choice)', commentsQuery({ current: 1, limit: 10 }), MINUTE],
    ['gifts', receivedGiftsInfiniteQuery(), DAY],
    ['verified author', verifiedAuthorQuery(), HOUR],
    ['genres', genresQuery(), DAY],
  ])('%s', (_name, options, staleTime) => {
    expect(options.staleTime).toBe(staleTime);
  });

  it('keeps genres forever', () => {
    expect(genresQuery().gcTime).toBe(Infinity);
  });
});

describe('queryKeys', () => {
  const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
    prefix.every((part, i) => key[i] === part);

  it('nests a work’s chapters and ticket settings under the work', () => {
    expect(startsWith(queryKeys.titles.chapters('t1'), queryKeys.titles.detail('t1'))).toBe(true);
    expect(
      startsWith(queryKeys.titles.readingTicketSettings('t1'), queryKeys.titles.detail('t1')),
    ).toBe(true);
    expect(startsWith(queryKeys.titles.stats(), queryKeys.titles.all)).toBe(true);
    expect(startsWith(queryKeys.titles.detail('t2'), queryKeys.titles.detail('t1'))).toBe(false);
  });

  it('puts every page of withdrawals under one prefix', () => {
    expect(
      startsWith(
        queryKeys.revenue.withdrawals({ current: 2, limit: 10 }),
        queryKeys.revenue.withdrawalPages(),
      ),
    ).toBe(true);
  });
});
