import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedAuthorInfo } from './contract/models';
import { apiPaths } from './contract/paths';
import type { VerifiedAuthorApplyBody } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
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

/** POST on the verifiedAuthor path (our addition to spec §7, which lists GET and DELETE). */
export async function applyVerifiedAuthor(
  body: VerifiedAuthorApplyBody,
): Promise<VerifiedAuthorInfo> {
  const { data } = await http.post<VerifiedAuthorInfo>(apiPaths.verifiedAuthor, body);
  return data;
}

export async function withdrawVerifiedAuthor(): Promise<VerifiedAuthorInfo> {
  const { data } = await http.delete<VerifiedAuthorInfo>(apiPaths.verifiedAuthor);
  return data;
}

export function useApplyVerifiedAuthor(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: applyVerifiedAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.member.verifiedAuthor() }),
  });
}

export function useWithdrawVerifiedAuthor(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: withdrawVerifiedAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.member.verifiedAuthor() }),
  });
}
