import { contestSummary } from '../../shared/testing/fixtures';
import { matchesFilter, orderContests, parseStatusFilter } from './contest-order';

describe('orderContests', () => {
  it('puts open contests first (closing soonest on top), then upcoming, judging and past ones', () => {
    const contests = [
      contestSummary({
        contestId: 'past-old',
        status: 'RESULTS',
        resultsAt: '2025-01-01T00:00:00Z',
      }),
      contestSummary({ contestId: 'judging', status: 'JUDGING' }),
      contestSummary({ contestId: 'open-late', entryEndAt: '2026-09-01T00:00:00Z' }),
      contestSummary({
        contestId: 'past-new',
        status: 'RESULTS',
        resultsAt: '2026-01-01T00:00:00Z',
      }),
      contestSummary({ contestId: 'upcoming', status: 'UPCOMING' }),
      contestSummary({ contestId: 'open-soon', entryEndAt: '2026-07-01T00:00:00Z' }),
    ];
    expect(orderContests(contests).map((c) => c.contestId)).toEqual([
      'open-soon',
      'open-late',
      'upcoming',
      'judging',
      'past-new',
      'past-old',
    ]);
  });
});

describe('the status filter', () => {
  it('reads the address in any case and ignores what it does not know', () => {
    expect(parseStatusFilter('open')).toBe('open');
    expect(parseStatusFilter(' JUDGING ')).toBe('judging');
    expect(parseStatusFilter('closed')).toBeNull();
    expect(parseStatusFilter(null)).toBeNull();
  });

  it('keeps the contests of that status, or all of them', () => {
    const upcoming = contestSummary({ status: 'UPCOMING' });
    expect(matchesFilter(upcoming, 'upcoming')).toBe(true);
    expect(matchesFilter(upcoming, 'open')).toBe(false);
    expect(matchesFilter(upcoming, null)).toBe(true);
  });
});
