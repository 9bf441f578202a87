import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedAuthorInfo } from './contract/models';
import { apiPaths } from './contract/paths';
import type { VerifiedAuthorApplyBody } from './contract/schemas';
import { http, writeConfig } from './http';
import type { RequestOptions, WriteOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

export async function getVerifiedAuthor(options: RequestOptions = {}): Promise<VerifiedAuthorInfo> {
  const { data } = await http.get<VerifiedAuthorInfo>(apiPaths.verifiedAuthor, options);
  return data;
}

export const verifiedAuthorQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.verifiedAuthor(),
    queryFn: ({ signal }) => getVerifiedAuthor({ signal }),
    staleTime: STALE_TIMES.verifiedAuthor,
  });

/**
 * POST on the verifiedAuthor path (our addition; the platform lists GET and DELETE). A repeat
 * would be refused (an application is already pending): with a key it gets the first answer.
 */
export async function applyVerifiedAuthor(
  body: VerifiedAuthorApplyBody,
  options: WriteOptions = {},
): Promise<VerifiedAuthorInfo> {
  const { data } = await http.post<VerifiedAuthorInfo>(
    apiPaths.verifiedAuthor,
    body,
    writeConfig(options),
  );
  return data;
}

/** Withdraws a pending application; with a key, a repeat gets the first answer, not a refusal. */
export async function withdrawVerifiedAuthor(
  options: WriteOptions = {},
): Promise<VerifiedAuthorInfo> {
  const { data } = await http.delete<VerifiedAuthorInfo>(
    apiPaths.verifiedAuthor,
    writeConfig(options),
  );
  return data;
}

/** Applies; the answered status is the cache (no refetch). */
export function useApplyVerifiedAuthor(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ idempotencyKey, ...body }: VerifiedAuthorApplyBody & WriteOptions) =>
      applyVerifiedAuthor(body, { idempotencyKey }),
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.member.verifiedAuthor(), info);
    },
  });
}

/** Withdraws; the answered status is the cache (no refetch). */
export function useWithdrawVerifiedAuthor(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: (options: WriteOptions = {}) => withdrawVerifiedAuthor(options),
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.member.verifiedAuthor(), info);
    },
  });
}
