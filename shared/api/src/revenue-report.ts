import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DeletedRevenueTitles, RevenueDetailPage, RevenueReport } from './contract/models';
import { apiPaths } from './contract/paths';
import type { RevenueDetailsQuery, RevenueReportQuery } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';

export async function getRevenueReport(
  params: RevenueReportQuery = {},
  options: RequestOptions = {},
): Promise<RevenueReport> {
  const { data } = await http.get<RevenueReport>(apiPaths.revenueReport, { ...options, params });
  return data;
}

export const revenueReportQuery = (params: RevenueReportQuery = {}) =>
  queryOptions({
    queryKey: queryKeys.revenue.report(params),
    queryFn: ({ signal }) => getRevenueReport(params, { signal }),
    staleTime: STALE_TIMES.revenueReport,
  });

export async function getRevenueDetails(
  params: RevenueDetailsQuery = {},
  options: RequestOptions = {},
): Promise<RevenueDetailPage> {
  const { data } = await http.get<RevenueDetailPage>(apiPaths.revenueDetails, {
    ...options,
    params,
  });
  return data;
}

/** One page of the revenue ledger; the previous page stays on screen while the next loads. */
export const revenueDetailsQuery = (params: RevenueDetailsQuery = {}) =>
  queryOptions({
    queryKey: queryKeys.revenue.details(params),
    queryFn: ({ signal }) => getRevenueDetails(params, { signal }),
    staleTime: STALE_TIMES.revenueDetails,
    placeholderData: keepPreviousData,
  });

export async function getRevenueDeletedTitles(
  options: RequestOptions = {},
): Promise<DeletedRevenueTitles> {
  const { data } = await http.get<DeletedRevenueTitles>(apiPaths.revenueDeletedTitles, options);
  return data;
}

/** The deleted works the ledger still has lines of, for its work filter; fresh as the ledger. */
export const revenueDeletedTitlesQuery = () =>
  queryOptions({
    queryKey: queryKeys.revenue.deletedTitles(),
    queryFn: ({ signal }) => getRevenueDeletedTitles({ signal }),
    staleTime: STALE_TIMES.revenueDetails,
  });
