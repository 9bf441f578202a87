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

/**
 * How long a withdrawal request may take before the portal gives up waiting and offers Retry.
 * The server may still have made it: the retry carries the same requestId, so it answers with that
 * withdrawal instead of making a second one.
 */
export const WITHDRAWAL_TIMEOUT_MS = 20_000;

/** Sending the same requestId twice makes one withdrawal. */
export async function createWithdrawal(body: CreateWithdrawalBody): Promise<Withdrawal> {
  const { data } = await http.post<Withdrawal>(apiPaths.withdrawals, body, {
    timeout: WITHDRAWAL_TIMEOUT_MS,
  });
  return data;
}

/** The first page of the record with a new withdrawal on top (once, whatever the retries). */
function withNewWithdrawal(page: WithdrawalPage | undefined, withdrawal: Withdrawal) {
  if (!page || page.current !== 1) return page;
  if (page.withdrawals.some((w) => w.withdrawalId === withdrawal.withdrawalId)) return page;
  const total = page.total + 1;
  return {
    ...page,
    withdrawals: [withdrawal, ...page.withdrawals].slice(0, page.limit),
    total,
    more: total > page.limit,
  };
}

/**
 * The record's first page shows the new withdrawal at once (the server's answer); the balance
 * and every page are refetched, since a replayed request's answer cannot tell how much the
 * balance moved.
 */
export function useCreateWithdrawal(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: createWithdrawal,
    onSuccess: (withdrawal) => {
      queryClient.setQueriesData<WithdrawalPage>(
        { queryKey: queryKeys.revenue.withdrawalPages() },
        (page) => withNewWithdrawal(page, withdrawal),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.withdrawable() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.withdrawalPages() }),
      ]);
    },
  });
}
