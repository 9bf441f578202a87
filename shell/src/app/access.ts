import type { Member } from '@creator/api/contract';
import { findScreen } from './route-table';

/** The member query as the gate sees it. */
export type MemberState =
  | { status: 'pending' }
  /** httpStatus 401 means signed out; anything else is a failure to load. */
  | { status: 'error'; httpStatus?: number }
  /** member null: the API said nobody is signed in. */
  | { status: 'success'; member: Member | null };

/**
 * What the current screen may show (docs/product-rules.md, Access; in order): signed in, creator terms agreed, status
 * VALID. `error` is ours: the member could not be loaded for another reason (offer Retry).
 */
export type GateState =
  'public' | 'login' | 'terms' | 'verifyEmail' | 'pending' | 'error' | 'allowed';

export function resolveGate(pathname: string, memberState: MemberState): GateState {
  const screen = findScreen(pathname);
  // A path no screen owns shows the not-found page, which needs no sign-in: a broken link tells
  // a signed-out visitor that the page does not exist, rather than asking them to sign in first.
  if (!screen || screen.access === 'public') return 'public';
  return resolveMemberGate(memberState);
}

/** The gate for a gated screen, whatever the path. */
export function resolveMemberGate(memberState: MemberState): GateState {
  switch (memberState.status) {
    case 'pending':
      return 'pending';
    case 'error':
      return memberState.httpStatus === 401 ? 'login' : 'error';
    case 'success': {
      const { member } = memberState;
      if (!member) return 'login';
      if (!member.agreedTerms.creator) return 'terms';
      if (member.latestStatus === 'VALID') return 'allowed';
      if (member.latestStatus === 'REGISTERED') return 'verifyEmail';
      // INVALID, DELETED: the platform shows a spinner.
      return 'pending';
    }
  }
}
