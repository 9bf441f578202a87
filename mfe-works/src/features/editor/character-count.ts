import { countCharacters } from '@creator/api/contract';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * The chapter's length as an author and a reader count it: every visible character, whitespace
 * excluded, each grapheme cluster once ('你好 world' is 7; an emoji or an accented letter is one).
 * The counting itself is the contract's countCharacters, which platform-api uses for the stored
 * word count, so the editor and the server give the same figure.
 */
export { countCharacters };

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
