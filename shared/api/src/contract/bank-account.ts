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

/**
 * The punctuation a payee name may hold besides letters, digits and spaces, as the form and the
 * server's message list it: initials and abbreviations (J. R. CHEN, Co., Ltd.), hyphenated and
 * romanised given names (MEI-LING, O'BRIEN), company names (好讀文創（股）公司, A & B), and the
 * middle dot of Indigenous and transliterated names (瓦歷斯·諾幹).
 */
export const PAYEE_NAME_PUNCTUATION = ". - ' , & ( ) ·";

/**
 * What a payee name may be made of, checked on its NFKC form (so full-width （）．－ and the
 * ideographic space pass as their ASCII twins): letters of any script with their combining marks,
 * digits, spaces, the punctuation above, the typographic apostrophe and the other middle dots
 * (‧ U+2027 of household registers, ・ U+30FB of Japanese input). Nothing else: no < or >, no
 * symbols or emoji.
 */
const PAYEE_NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} .\-'’,&()·‧・]+$/u;
/**
 * Characters that are there without showing: controls (a line break, a bell), format characters
 * (zero-width ones, bidi marks and overrides such as U+202E, which would turn the rest of a line
 * around wherever the name is shown) and line or paragraph separators.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export type PayeeNameProblem = NameProblem | 'invisibleCharacters' | 'payeeCharacters';

/**
 * The visible characters of a payee name that are not allowed (each once, in order), so the form
 * can name them.
 */
export function disallowedPayeeCharacters(name: string): string[] {
  const found = new Set<string>();
  for (const character of name.trim()) {
    if (INVISIBLE_CHARACTER.test(character)) continue;
    // One character may stand for several (㈱ is (株)): all of them must be allowed.
    if (!PAYEE_NAME_CHARACTERS.test(character.normalize('NFKC'))) found.add(character);
  }
  return [...found];
}

/**
 * The account holder's name as the bank has it: trimmed, not blank and counted as every name is
 * (rules.ts), with nothing invisible in it and only the characters a bank account name uses. It is
 * stored as typed; the same function decides in the form and in platform-api's schema.
 */
export function payeeNameProblem(name: string): PayeeNameProblem | null {
  const problem = nameProblem(name, PAYEE_NAME_MAX);
  if (problem === 'required') return problem;
  const trimmed = name.trim();
  if (INVISIBLE_CHARACTER.test(trimmed)) return 'invisibleCharacters';
  if (disallowedPayeeCharacters(trimmed).length > 0) return 'payeeCharacters';
  return problem;
}

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
