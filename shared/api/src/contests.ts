import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Contest, ContestList } from './contract/models';
import { apiPaths } from './contract/paths';
import type { ContestEntryBody } from './contract/schemas';
import { http, writeConfig } from './http';
import type { RequestOptions, WriteOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

export async function getContests(options: RequestOptions = {}): Promise<ContestList> {
  const { data } = await http.get<ContestList>(apiPaths.contests, options);
  return data;
}

export const contestsQuery = () =>
  queryOptions({
    queryKey: queryKeys.contests.list(),
    queryFn: ({ signal }) => getContests({ signal }),
    staleTime: STALE_TIMES.contests,
  });

export async function getContest(
  contestId: string,
  options: RequestOptions = {},
): Promise<Contest> {
  const { data } = await http.get<Contest>(apiPaths.contest(contestId), options);
  return data;
}

/** One contest with my entry and the eligibility of each of my works. */
export const contestQuery = (contestId: string) =>
  queryOptions({
    queryKey: queryKeys.contests.detail(contestId),
    queryFn: ({ signal }) => getContest(contestId, { signal }),
    staleTime: STALE_TIMES.contestEntry,
  });

/**
 * Submits one of my works; the answer is the contest with my entry. With a key, a retry after a
 * lost answer gets that answer again instead of "already entered".
 */
export async function enterContest(
  contestId: string,
  body: ContestEntryBody,
  options: WriteOptions = {},
): Promise<Contest> {
  const { data } = await http.post<Contest>(
    apiPaths.contestEntry(contestId),
    body,
    writeConfig(options),
  );
  return data;
}

/** Withdraws my entry (only while entries are open); the answer is the contest without it. */
export async function withdrawContestEntry(
  contestId: string,
  options: WriteOptions = {},
): Promise<Contest> {
  const { data } = await http.delete<Contest>(
    apiPaths.contestEntry(contestId),
    writeConfig(options),
  );
  return data;
}

/**
 * The server answers with the whole contest as I now see it: it becomes the cached contest, and
 * its summary replaces the contest's line in the cached list. Nothing is refetched.
 */
function storeContest(queryClient: QueryClient, contest: Contest) {
  queryClient.setQueryData(queryKeys.contests.detail(contest.contestId), contest);
  queryClient.setQueryData<ContestList>(queryKeys.contests.list(), (list) =>
    list
      ? {
          contests: list.contests.map((summary) =>
            summary.contestId === contest.contestId
              ? { ...summary, status: contest.status, myEntry: contest.myEntry }
              : summary,
          ),
        }
      : list,
  );
}

/**
 * A refused entry or withdrawal (the deadline passed, an entry made in another tab) means what
 * I see is out of date: the contest is asked again, so the screen shows why.
 */
function refreshContest(queryClient: QueryClient, contestId: string) {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.contests.detail(contestId),
    exact: true,
  });
}

export function useEnterContest(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      contestId,
      idempotencyKey,
      ...body
    }: { contestId: string } & ContestEntryBody & WriteOptions) =>
      enterContest(contestId, body, { idempotencyKey }),
    onSuccess: (contest) => storeContest(queryClient, contest),
    onError: (_error, { contestId }) => refreshContest(queryClient, contestId),
  });
}

export function useWithdrawContestEntry(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ contestId, idempotencyKey }: { contestId: string } & WriteOptions) =>
      withdrawContestEntry(contestId, { idempotencyKey }),
    onSuccess: (contest) => storeContest(queryClient, contest),
    onError: (_error, { contestId }) => refreshContest(queryClient, contestId),
  });
}
