import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, Ok } from './contract/models';
import { apiPaths } from './contract/paths';
import type { AgreeCreatorTermsBody } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { toUiError } from './errors';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

/** GET me. Throws on 401 like every request; see meQuery for the signed-out case. */
export async function getMe(options: RequestOptions = {}): Promise<Member> {
  const { data } = await http.get<Member>(apiPaths.me, options);
  return data;
}

/** The signed-in member, or null when nobody is signed in (401 is a state here, not an error). */
export async function getMeOrNull(options: RequestOptions = {}): Promise<Member | null> {
  try {
    return await getMe(options);
  } catch (error) {
    if (toUiError(error).clearMember) return null;
    throw error;
  }
}

export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.me(),
    queryFn: ({ signal }) => getMeOrNull({ signal }),
    staleTime: STALE_TIMES.member,
  });

export async function agreeCreatorTerms(): Promise<Member> {
  const body: AgreeCreatorTermsBody = { agreed: true };
  const { data } = await http.post<Member>(apiPaths.agreeCreatorTerms, body);
  return data;
}

/**
 * Agrees to the creator terms. The answer is the member as it now is: it replaces the cached one
 * (no refetch), so the gate moves on.
 */
export function useAgreeCreatorTerms(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: agreeCreatorTerms,
    onSuccess: (member) => {
      queryClient.setQueryData(queryKeys.member.me(), member);
    },
  });
}

/**
 * Signs out. A session that has already expired answers 401: the author is signed out, which is
 * what was asked, so that is a success too (the logout goes on to its end instead of failing).
 */
export async function signOut(): Promise<Ok> {
  try {
    const { data } = await http.post<Ok>(apiPaths.signOut);
    return data;
  } catch (error) {
    if (toUiError(error).clearMember) return { ok: true };
    throw error;
  }
}

/**
 * Signs out (an expired session counts as signed out), then refetches the member
 * (docs/product-rules.md, Logout). The screen then records the logout, resets analytics and
 * leaves for the tutorial page.
 */
export function useSignOut(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: signOut,
    onSuccess: () => queryClient.refetchQueries({ queryKey: queryKeys.member.me() }),
  });
}
