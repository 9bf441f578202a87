import {
  APPLICATION_STATEMENT_MAX,
  AUTHOR_NOTE_MAX,
  CHAPTER_NAME_MAX,
  COMMENT_REPLY_MAX,
  COMMENT_REPORT_REASON_MAX,
  GENRES_MAX,
  GENRES_MIN,
  PEN_NAME_MAX,
  REAL_NAME_MAX,
  TITLE_INTRO_MAX,
  TITLE_NAME_MAX,
  TITLE_SYNOPSIS_MAX,
  TITLE_TAG_MAX,
} from './limits';
import { isBlankText, textLength } from './text';

/** What is wrong with a name (a work's or a chapter's), if anything. */
export type NameProblem = 'required' | 'tooLong';
/** What is wrong with a work's name, if anything. */
export type WorkNameProblem = PlainTextProblem;
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

/**
 * A work's name, for creating a work and for its settings: 1 to TITLE_NAME_MAX characters of one
 * line, no control characters (plainTextProblem).
 */
export function workNameProblem(name: string): WorkNameProblem | null {
  return plainTextProblem(name, TITLE_NAME_MAX, 'one');
}

/** A chapter's name: 1 to CHAPTER_NAME_MAX characters of one line, no control characters. */
export function chapterNameProblem(name: string): PlainTextProblem | null {
  return plainTextProblem(name, CHAPTER_NAME_MAX, 'one');
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

/** Whether a text may run over several lines (a synopsis, a reply) or keeps to one (a name). */
export type TextLines = 'one' | 'many';

/**
 * What is wrong with the characters of a text: control characters (any text), or a line break or
 * tab in a text of one line.
 */
export type CharacterProblem = 'controlCharacters' | 'lineBreaks';
/** What is wrong with a required text: a name, a tag, a reply, a report's reason, a statement. */
export type PlainTextProblem = NameProblem | CharacterProblem;
/** What is wrong with a text that may be left empty: an intro, a synopsis, an author's note. */
export type OptionalTextProblem = 'tooLong' | CharacterProblem;
/** What is wrong with my reply to a comment, if anything. */
export type ReplyProblem = PlainTextProblem;
/** What is wrong with the reason I give for reporting a comment, if anything. */
export type ReportReasonProblem = PlainTextProblem;

/**
 * C0 and C1 control characters other than tab and line breaks, and the bidi embeddings, overrides
 * and isolates (U+202A-U+202E, U+2066-U+2069): never part of typed text, and an override turns the
 * rest of a text around wherever it is shown (a work's name in a list, the readers' site too).
 * Zero-width joiners stay: emoji sequences need them.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** What breaks a text of one line: line feed, carriage return, tab, line and paragraph separators. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** The control characters in a text (each once, in order), so that a form can name them. */
export function controlCharactersIn(text: string): string[] {
  return [...new Set(text.match(CONTROL_CHARACTERS))];
}

/** A character as a form names it: its code point (U+202E), since it cannot be seen. */
export const codePointOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function characterProblem(trimmed: string, lines: TextLines): CharacterProblem | null {
  if (controlCharactersIn(trimmed).length > 0) return 'controlCharacters';
  if (lines === 'one' && LINE_BREAKS.test(trimmed)) return 'lineBreaks';
  return null;
}

/**
 * Plain text is counted as a name is (trimmed, not blank, at most `max` characters as the author
 * sees them) and has no control characters; a text of one line has no line break or tab either.
 * It is stored as typed (trimmed) and always shown as text, so markup in it is only characters.
 * platform-api's schemas call these same functions.
 */
export function plainTextProblem(
  text: string,
  max: number,
  lines: TextLines,
): PlainTextProblem | null {
  return nameProblem(text, max) ?? characterProblem(text.trim(), lines);
}

/** Like plainTextProblem, for a text that may be left empty. */
export function optionalTextProblem(
  text: string,
  max: number,
  lines: TextLines,
): OptionalTextProblem | null {
  const trimmed = text.trim();
  if (textLength(trimmed) > max) return 'tooLong';
  return characterProblem(trimmed, lines);
}

/** A reply to a comment: plain text of at most COMMENT_REPLY_MAX characters. */
export function replyProblem(reply: string): ReplyProblem | null {
  return plainTextProblem(reply, COMMENT_REPLY_MAX, 'many');
}

/** Why I report a comment: plain text of at most COMMENT_REPORT_REASON_MAX characters. */
export function reportReasonProblem(reason: string): ReportReasonProblem | null {
  return plainTextProblem(reason, COMMENT_REPORT_REASON_MAX, 'many');
}

/** A work's one-line intro: may be empty, at most TITLE_INTRO_MAX characters, one line. */
export const introProblem = (intro: string) => optionalTextProblem(intro, TITLE_INTRO_MAX, 'one');

/** A work's synopsis: may be empty, at most TITLE_SYNOPSIS_MAX characters, in paragraphs. */
export const synopsisProblem = (synopsis: string) =>
  optionalTextProblem(synopsis, TITLE_SYNOPSIS_MAX, 'many');

/** One of a work's tags, trimmed: 1 to TITLE_TAG_MAX characters on one line. */
export const tagProblem = (tag: string) => plainTextProblem(tag, TITLE_TAG_MAX, 'one');

/** The author's note under a chapter: may be empty, at most AUTHOR_NOTE_MAX characters. */
export const authorNoteProblem = (note: string) =>
  optionalTextProblem(note, AUTHOR_NOTE_MAX, 'many');

/** The verified-author application's pen name and real name: names of one line. */
export const penNameProblem = (name: string) => plainTextProblem(name, PEN_NAME_MAX, 'one');
export const realNameProblem = (name: string) => plainTextProblem(name, REAL_NAME_MAX, 'one');

/** The application's statement about the author: 1 to APPLICATION_STATEMENT_MAX, in paragraphs. */
export const statementProblem = (statement: string) =>
  plainTextProblem(statement, APPLICATION_STATEMENT_MAX, 'many');

/**
 * An email address as a browser's email field takes it (the WHATWG rule: letters, digits and
 * ! # $ % & ' * + / = ? ^ _ ` { | } ~ . - before the @, a host of letters, digits and hyphens after
 * it), with a dot in the host, at most 254 characters, trimmed. Mail to an address of other
 * characters (王小明@gmail.com) is not delivered everywhere, and the browser refuses it too.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const EMAIL_MAX = 254;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed);
}
