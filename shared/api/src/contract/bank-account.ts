/**
 * The bank account a withdrawal is paid into: the rules of each field, for the withdraw form and
 * platform-api alike, so that the form never accepts what the server refuses or the reverse.
 * Exported as `@creator/api/bank-account` (with the bank list), not from the contract's barrel,
 * which every app loads at start: only the withdraw form, the record and the server need it.
 */
import { isBankCode } from './bank-codes';
import { nameProblem, type NameProblem } from './rules';

export { TAIWAN_BANKS, bankByCode, isBankCode, type TaiwanBank } from './bank-codes';

/** The payee name: the account holder's name as the bank has it, trimmed. */
export const PAYEE_NAME_MAX = 50;
export const BRANCH_CODE_LENGTH = 4;
export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 16;
export const BANK_CODE_PATTERN = /^\d{3}$/;
export const BRANCH_CODE_PATTERN = /^\d{4}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{10,16}$/;

export type PayeeNameProblem = NameProblem;

/** Counted as every name is (rules.ts): trimmed, not blank, in characters as the author sees them. */
export const payeeNameProblem = (name: string): PayeeNameProblem | null =>
  nameProblem(name, PAYEE_NAME_MAX);

export type BankCodeProblem = 'required' | 'notDigits' | 'unknownBank';

/** Three digits, and a code of the list: a typo such as 813 is refused before money moves. */
export function bankCodeProblem(code: string): BankCodeProblem | null {
  if (code === '') return 'required';
  if (!BANK_CODE_PATTERN.test(code)) return 'notDigits';
  if (!isBankCode(code)) return 'unknownBank';
  return null;
}

export type DigitsProblem = 'required' | 'notDigits' | 'wrongLength';

const digitsProblem = (value: string, min: number, max: number): DigitsProblem | null => {
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'notDigits';
  if (value.length < min || value.length > max) return 'wrongLength';
  return null;
};

export const branchCodeProblem = (code: string) =>
  digitsProblem(code, BRANCH_CODE_LENGTH, BRANCH_CODE_LENGTH);

export const accountNumberProblem = (number: string) =>
  digitsProblem(number, ACCOUNT_NUMBER_MIN, ACCOUNT_NUMBER_MAX);

/**
 * A branch or account number as an author may type or paste it ("0012-3456 7890", full-width
 * "００１２" from a Chinese input method): full-width forms become ASCII, spaces and hyphens go,
 * and the rest is checked as typed (a letter stays and is refused).
 */
export const normaliseDigits = (typed: string) => typed.normalize('NFKC').replace(/[\s-]/g, '');

/** How an account number is shown anywhere after it was typed: its last four digits. */
export const maskAccountNumber = (number: string) => `****${number.slice(-4)}`;
