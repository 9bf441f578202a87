import { EVENTS, track } from '@creator/analytics';
import type { Member } from '@creator/api/contract';
import { useEffect, useRef } from 'react';

/**
 * Records Terms Agreed when the signed-in member's agreement to the creator terms turns from
 * false to true in this page: the moment the server has confirmed it, whichever control asked.
 */
export function useTermsAgreedEvent(member: Member | null | undefined) {
  const previous = useRef<{ memberId: string; agreed: boolean } | null>(null);
  const memberId = member?.memberId;
  const agreed = member?.agreedTerms.creator;
  useEffect(() => {
    if (memberId === undefined || agreed === undefined) return;
    const before = previous.current;
    if (before && before.memberId === memberId && !before.agreed && agreed) {
      track(EVENTS.termsAgreed);
    }
    previous.current = { memberId, agreed };
  }, [memberId, agreed]);
}
