/**
 * The verified-author application's rules. The limits, the names, the statement, the email and
 * the link rule are the contract's, the same ones platform-api checks (its zod schema is
 * server-side only).
 */
import {
  APPLICATION_LINKS_MAX,
  APPLICATION_LINKS_MIN,
  APPLICATION_STATEMENT_MAX,
  PEN_NAME_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  isEmail,
  isWebLink,
  penNameProblem,
  realNameProblem,
  statementProblem,
} from '@creator/api/contract';

export {
  PEN_NAME_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  isEmail,
  penNameProblem,
  realNameProblem,
  statementProblem,
};
export const STATEMENT_MAX = APPLICATION_STATEMENT_MAX;
const LINKS_MIN = APPLICATION_LINKS_MIN;
const LINKS_MAX = APPLICATION_LINKS_MAX;

/** The links textarea: one per line, blank lines ignored. */
export function parseLinks(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function linksAreValid(links: readonly string[]): boolean {
  return links.length >= LINKS_MIN && links.length <= LINKS_MAX && links.every(isWebLink);
}
