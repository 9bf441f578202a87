import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * The chapter's length as an author and a reader count it: every visible character, whitespace
 * excluded (spaces, tabs, line breaks, the ideographic space U+3000, no-break spaces). A CJK
 * character is one character, a Latin letter is one character, and so is an emoji or a letter with
 * combining accents (a grapheme cluster: what the reader sees as one). '你好 world' is 7.
 *
 * The server's stored word count counts code points without whitespace: the same figure for CJK
 * and Latin text; it differs only for composed emoji and combining marks.
 */

/** Characters that may join with a neighbour into one visible character. */
const MAY_COMBINE =
  // eslint-disable-next-line no-misleading-character-class -- lists joiners one by one on purpose
  /[\p{M}\u200D\uFE00-\uFE0F\u1160-\u11FF\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u;
const WHITESPACE = /\s+/g;
const ONLY_WHITESPACE = /^\s+$/;

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

/** Visible characters of a text, whitespace excluded, each grapheme cluster counted once. */
export function countCharacters(text: string): number {
  const segments = MAY_COMBINE.test(text) ? graphemeSegmenter() : null;
  if (!segments) {
    // Plain text (the common case, and fast): one code point is one character.
    let count = 0;
    for (const _ of text.replace(WHITESPACE, '')) count += 1;
    return count;
  }
  let count = 0;
  for (const { segment } of segments.segment(text)) {
    if (!ONLY_WHITESPACE.test(segment)) count += 1;
  }
  return count;
}

/**
 * Counts per textblock, remembered by node identity: ProseMirror keeps unchanged nodes as the same
 * objects from one document to the next, so after a keystroke only the edited paragraph is counted
 * again, even in a chapter of 100,000 characters. (Segmenting a whole long text at once is also
 * slow in some engines; paragraphs stay short.)
 */
const blockCounts = new WeakMap<ProseMirrorNode, number>();

export function countDocumentCharacters(doc: ProseMirrorNode): number {
  let total = 0;
  doc.descendants((node) => {
    if (node.isTextblock) {
      let count = blockCounts.get(node);
      if (count === undefined) {
        count = countCharacters(node.textContent);
        blockCounts.set(node, count);
      }
      total += count;
      return false;
    }
    return true;
  });
  return total;
}
