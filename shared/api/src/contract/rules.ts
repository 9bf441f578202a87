import {
  CHAPTER_NAME_MAX,
  COMMENT_REPLY_MAX,
  COMMENT_REPORT_REASON_MAX,
  GENRES_MAX,
  GENRES_MIN,
  TITLE_NAME_MAX,
} from './limits';
import { isBlankText, textLength } from './text';

/** What is wrong with a name (a work's or a chapter's), if anything. */
export type NameProblem = 'required' | 'tooLong';
/** What is wrong with a work's name, if anything. */
export type WorkNameProblem = NameProblem;
/** What is wrong with a work's genre choice, if anything. */
export type GenresProblem = 'tooFew' | 'tooMany';

/**
 * A name is trimmed, then must show something (whitespace and zero-width characters alone count
 * as empty) and be at most `max` characters as the author sees them (grapheme clusters, see
 * text.ts). platform-api's schemas call this same function.
 */
export function nameProblem(name: string, max: number): NameProblem | null {
  const trimmed = name.trim();
  if (isBlankText(trimmed)) return 'required';
  if (textLength(trimmed) > max) return 'tooLong';
  return null;
}

/** A work's name, for creating a work and for its settings: 1 to TITLE_NAME_MAX characters. */
export function workNameProblem(name: string): WorkNameProblem | null {
  return nameProblem(name, TITLE_NAME_MAX);
}

/** A chapter's name: 1 to CHAPTER_NAME_MAX characters. */
export function chapterNameProblem(name: string): NameProblem | null {
  return nameProblem(name, CHAPTER_NAME_MAX);
}

/** GENRES_MIN to GENRES_MAX genres (one to three). */
export function genresProblem(genreIds: readonly string[]): GenresProblem | null {
  if (genreIds.length < GENRES_MIN) return 'tooFew';
  if (genreIds.length > GENRES_MAX) return 'tooMany';
  return null;
}

/**
 * A link an author gives us to show to people (the verified-author application's links): an
 * absolute http or https URL with a host, nothing else (no javascript:, data:, vbscript:, file:).
 */
export function isWebLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
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

/** What is wrong with plain text written to or about a reader (a reply, a report's reason). */
export type PlainTextProblem = NameProblem | 'controlCharacters';
/** What is wrong with my reply to a comment, if anything. */
export type ReplyProblem = PlainTextProblem;
/** What is wrong with the reason I give for reporting a comment, if anything. */
export type ReportReasonProblem = PlainTextProblem;

/**
 * C0 and C1 control characters other than tab and line breaks, and the bidi embeddings, overrides
 * and isolates (U+202A-U+202E, U+2066-U+2069): never part of typed text, and an override turns the
 * rest of a reply around wherever it is shown (the readers' site too). Zero-width joiners stay:
 * emoji sequences need them.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Plain text is counted as a name is (trimmed, not blank, at most `max` characters as the author
 * sees them) and has no control characters; line breaks are kept. It is stored as typed and
 * always shown as text, so markup in it is only characters.
 */
function plainTextProblem(text: string, max: number): PlainTextProblem | null {
  const problem = nameProblem(text, max);
  if (problem) return problem;
  if (CONTROL_CHARACTERS.test(text.trim())) return 'controlCharacters';
  return null;
}

/** A reply to a comment: plain text of at most COMMENT_REPLY_MAX characters. */
export function replyProblem(reply: string): ReplyProblem | null {
  return plainTextProblem(reply, COMMENT_REPLY_MAX);
}

/** Why I report a comment: plain text of at most COMMENT_REPORT_REASON_MAX characters. */
export function reportReasonProblem(reason: string): ReportReasonProblem | null {
  return plainTextProblem(reason, COMMENT_REPORT_REASON_MAX);
}
