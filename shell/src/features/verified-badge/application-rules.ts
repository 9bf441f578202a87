/**
 * The verified-author application limits, as platform-api checks them (the contract's zod schema
 * is server-side only, so the browser repeats the rules here).
 */
export const PEN_NAME_MAX = 30;
export const REAL_NAME_MAX = 30;
export const STATEMENT_MAX = 500;
export const LINKS_MIN = 1;
export const LINKS_MAX = 5;
export const PHONE_PATTERN = /^\+?[0-9-]{8,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The links textarea: one per line, blank lines ignored. */
export function parseLinks(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function linksAreValid(links: readonly string[]): boolean {
  return links.length >= LINKS_MIN && links.length <= LINKS_MAX && links.every(isHttpUrl);
}
