import { COMMENT_REPLY_MAX, GENRES_MAX, GENRES_MIN, TITLE_NAME_MAX } from './limits';

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

/** What is wrong with my reply to a comment, if anything. */
export type ReplyProblem = 'required' | 'tooLong' | 'controlCharacters';

/** C0 and C1 control characters other than tab and line breaks: never part of a typed reply. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * A reply is plain text, trimmed, 1 to COMMENT_REPLY_MAX characters, without control characters.
 * It is stored as typed and always shown as text, so markup in it is only characters.
 */
export function replyProblem(reply: string): ReplyProblem | null {
  const trimmed = reply.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > COMMENT_REPLY_MAX) return 'tooLong';
  if (CONTROL_CHARACTERS.test(trimmed)) return 'controlCharacters';
  return null;
}
