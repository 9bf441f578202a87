/**
 * How the portal and platform-api count text. Every limit "in characters" on a name, and the
 * chapter's character count, counts what the author sees: grapheme clusters (an emoji, a flag, a
 * letter with combining accents is one character; a CJK character is one; a character outside the
 * Basic Multilingual Plane is one, not two UTF-16 units). Both sides call these functions, so a
 * name the server accepts is never one the portal refuses, and the other way round.
 *
 * Intl.Segmenter does the segmenting (Node 20, every current browser). Where it is missing (older
 * browsers) a code point is one character: the same figure for everything but composed emoji and
 * combining marks, and the server still decides.
 */

/** Characters that may join a neighbour into one visible character. */
const MAY_COMBINE =
  // eslint-disable-next-line no-misleading-character-class -- lists joiners one by one on purpose
  /[\p{M}\u200D\uFE00-\uFE0F\u1160-\u11FF\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u;
const WHITESPACE = /\s+/g;
const ONLY_WHITESPACE = /^\s+$/;
/**
 * Characters that take no room on screen: format controls (zero-width space and joiners, word
 * joiner, byte order mark, soft hyphen, bidi marks, tags), variation selectors, the combining
 * grapheme joiner and the Hangul fillers.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lists invisible characters one by one on purpose
  /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u180B-\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

function countSegments(text: string, skipWhitespace: boolean): number {
  const segments = MAY_COMBINE.test(text) ? graphemeSegmenter() : null;
  if (!segments) {
    // Plain text (the common case, and fast): one code point is one character.
    let count = 0;
    for (const _ of skipWhitespace ? text.replace(WHITESPACE, '') : text) count += 1;
    return count;
  }
  let count = 0;
  for (const { segment } of segments.segment(text)) {
    if (!skipWhitespace || !ONLY_WHITESPACE.test(segment)) count += 1;
  }
  return count;
}

/** The length of a text as the author sees it: grapheme clusters, whitespace included. */
export function textLength(text: string): number {
  return countSegments(text, false);
}

/**
 * Visible characters of a text, whitespace excluded, each grapheme cluster counted once: the
 * chapter's character count ('你好 world' is 7).
 */
export function countCharacters(text: string): number {
  return countSegments(text, true);
}

/** True when nothing would show: only whitespace and zero-width or other invisible characters. */
export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '').trim() === '';
}
