import { queryOptions } from '@tanstack/react-query';
import type { RevenueReport } from './contract/models';
import { apiPaths } from './contract/paths';
import type { RevenueReportQuery } from './contract/schemas';
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
