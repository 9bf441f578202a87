import { toUiError } from '@creator/api';
import type { Member } from '@creator/api/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MemberState } from './access';

/** The member query (meQuery: null when signed out) as the pure gate reads it. */
export function toMemberState(query: UseQueryResult<Member | null>): MemberState {
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', httpStatus: toUiError(query.error).status };
  return { status: 'success', member: query.data };
}
