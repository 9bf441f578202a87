import { meQuery } from '@creator/api';
import type { QueryClient } from '@tanstack/react-query';
import { setWarmingData } from '../federation/runtime';
import { resolveMemberGate } from './access';

/**
 * Lets the warming of a remote screen (pointer or focus on its menu entry) fetch the screen's
 * first data into the shell's query client, only while the member in that client is one the gate
 * admits: never a signed-out visitor's, nor a member's who has not agreed to the terms or
 * verified their e-mail.
 */
export function connectWarmingData(queryClient: QueryClient): void {
  setWarmingData({
    queryClient,
    admitted: () => {
      const member = queryClient.getQueryData(meQuery().queryKey) ?? null;
      return resolveMemberGate({ status: 'success', member }) === 'allowed';
    },
  });
}
