import { GENRES_MAX, GENRES_MIN, TITLE_NAME_MAX } from './limits';

/** What is wrong with a work's name, if anything. */
export type WorkNameProblem = 'required' | 'tooLong';
/** What is wrong with a work's genre choice, if anything. */
export type GenresProblem = 'tooFew' | 'tooMany';

/**
 * Spec §5, for creating a work and for its settings: the name is trimmed, then 1 to
 * TITLE_NAME_MAX characters, counted in UTF-16 units as the server's schema counts them.
 */
export function workNameProblem(name: string): WorkNameProblem | null {
  const length = name.trim().length;
  if (length === 0) return 'required';
  if (length > TITLE_NAME_MAX) return 'tooLong';
  return null;
}

/** Spec §5: GENRES_MIN to GENRES_MAX genres (one to three). */
export function genresProblem(genreIds: readonly string[]): GenresProblem | null {
  if (genreIds.length < GENRES_MIN) return 'tooFew';
  if (genreIds.length > GENRES_MAX) return 'tooMany';
  return null;
}

/** The balance figures an amount is checked against (both in WithdrawableInfo). */
export interface WithdrawalLimits {
  minimumAmount: number;
  withdrawableAmount: number;
}

export type WithdrawalAmountProblem = 'notWhole' | 'belowMinimum' | 'aboveBalance';

/** An amount in whole NT$, at least the minimum and at most the withdrawable balance. */
export function withdrawalAmountProblem(
  amount: number,
  limits: WithdrawalLimits,
): WithdrawalAmountProblem | null {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount < limits.minimumAmount) return 'belowMinimum';
  if (amount > limits.withdrawableAmount) return 'aboveBalance';
  return null;
}

/** True when the balance allows a withdrawal at all. */
export const canWithdraw = (limits: WithdrawalLimits) =>
  limits.withdrawableAmount >= limits.minimumAmount;
