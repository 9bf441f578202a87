import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawableInfo, WithdrawalPage } from './contract/models';
import { apiPaths } from './contract/paths';
import type { CreateWithdrawalBody, PageQuery } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

export async function getWithdrawable(options: RequestOptions = {}): Promise<WithdrawableInfo> {
  const { data } = await http.get<WithdrawableInfo>(apiPaths.withdrawable, options);
  return data;
}

export const withdrawableQuery = () =>
  queryOptions({
    queryKey: queryKeys.revenue.withdrawable(),
    queryFn: ({ signal }) => getWithdrawable({ signal }),
    staleTime: STALE_TIMES.withdrawals,
  });

export async function getWithdrawals(
  params: PageQuery,
  options: RequestOptions = {},
): Promise<WithdrawalPage> {
  const { data } = await http.get<WithdrawalPage>(apiPaths.withdrawals, { ...options, params });
  return data;
}

/** One page of withdrawal records; the previous page stays on screen while the next loads. */
export const withdrawalsQuery = (params: PageQuery) =>
  queryOptions({
    queryKey: queryKeys.revenue.withdrawals(params),
    queryFn: ({ signal }) => getWithdrawals(params, { signal }),
    staleTime: STALE_TIMES.withdrawals,
    placeholderData: keepPreviousData,
  });

/** Sending the same requestId twice makes one withdrawal. */
export async function createWithdrawal(body: CreateWithdrawalBody): Promise<Withdrawal> {
  const { data } = await http.post<Withdrawal>(apiPaths.withdrawals, body);
  return data;
}

export function useCreateWithdrawal(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.withdrawable() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.withdrawalPages() }),
      ]),
  });
}
