import { queryOptions } from '@tanstack/react-query';
import type {
  MonthlyStats,
  MonthlyStatsByTitle,
  TitleOveralls,
  TotalOveralls,
} from './contract/models';
import { apiPaths } from './contract/paths';
import type { DateRangeQuery } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';

export async function getMonthlyStatsTotal(
  range: DateRangeQuery,
  options: RequestOptions = {},
): Promise<MonthlyStats> {
  const { data } = await http.get<MonthlyStats>(apiPaths.monthlyStatsTotal, {
    ...options,
    params: range,
  });
  return data;
}

export const monthlyStatsTotalQuery = (range: DateRangeQuery) =>
  queryOptions({
    queryKey: queryKeys.stats.monthlyTotal(range),
    queryFn: ({ signal }) => getMonthlyStatsTotal(range, { signal }),
    staleTime: STALE_TIMES.stats,
  });

export async function getMonthlyStatsTitle(
  titleId: string,
  range: DateRangeQuery,
  options: RequestOptions = {},
): Promise<MonthlyStats> {
  const { data } = await http.get<MonthlyStats>(apiPaths.monthlyStatsTitle(titleId), {
    ...options,
    params: range,
  });
  return data;
}

export const monthlyStatsTitleQuery = (titleId: string, range: DateRangeQuery) =>
  queryOptions({
    queryKey: queryKeys.stats.monthlyTitle(titleId, range),
    queryFn: ({ signal }) => getMonthlyStatsTitle(titleId, range, { signal }),
    staleTime: STALE_TIMES.stats,
  });

export async function getMonthlyStatsByTitle(
  range: DateRangeQuery,
  options: RequestOptions = {},
): Promise<MonthlyStatsByTitle> {
  const { data } = await http.get<MonthlyStatsByTitle>(apiPaths.monthlyStatsTitles, {
    ...options,
    params: range,
  });
  return data;
}

/** Every work's days over the range (the data center's export). */
export const monthlyStatsByTitleQuery = (range: DateRangeQuery) =>
  queryOptions({
    queryKey: queryKeys.stats.monthlyByTitle(range),
    queryFn: ({ signal }) => getMonthlyStatsByTitle(range, { signal }),
    staleTime: STALE_TIMES.stats,
  });

export async function getTotalOveralls(options: RequestOptions = {}): Promise<TotalOveralls> {
  const { data } = await http.get<TotalOveralls>(apiPaths.totalOveralls, options);
  return data;
}

export const totalOverallsQuery = () =>
  queryOptions({
    queryKey: queryKeys.stats.totalOveralls(),
    queryFn: ({ signal }) => getTotalOveralls({ signal }),
    staleTime: STALE_TIMES.stats,
  });

export async function getTitleOveralls(
  titleId: string,
  options: RequestOptions = {},
): Promise<TitleOveralls> {
  const { data } = await http.get<TitleOveralls>(apiPaths.titleOveralls(titleId), options);
  return data;
}

export const titleOverallsQuery = (titleId: string) =>
  queryOptions({
    queryKey: queryKeys.stats.titleOveralls(titleId),
    queryFn: ({ signal }) => getTitleOveralls(titleId, { signal }),
    staleTime: STALE_TIMES.stats,
  });
