import type { WithdrawalStatus } from '@creator/api/contract';

/** Tag colour per status: settled green, failed red, the two waiting states neutral and blue. */
export const WITHDRAWAL_STATUS_COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'default',
  REVIEWING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
};
