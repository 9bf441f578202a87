import { queryOptions } from '@tanstack/react-query';
import type { Contest, ContestList } from './contract/models';
import { apiPaths } from './contract/paths';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';

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

export const contestQuery = (contestId: string) =>
  queryOptions({
    queryKey: queryKeys.contests.detail(contestId),
    queryFn: ({ signal }) => getContest(contestId, { signal }),
    staleTime: STALE_TIMES.contests,
  });
