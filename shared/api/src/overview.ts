import { queryOptions } from '@tanstack/react-query';
import type { MyOverview } from './contract/models';
import { apiPaths } from './contract/paths';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';

export async function getMyOverview(options: RequestOptions = {}): Promise<MyOverview> {
  const { data } = await http.get<MyOverview>(apiPaths.myOverview, options);
  return data;
}

export const myOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.myOverview(),
    queryFn: ({ signal }) => getMyOverview({ signal }),
    staleTime: STALE_TIMES.myOverview,
  });
