/**
 * The one allow-list for chapter HTML, used by the editor (mfe-works, DOMPurify in the browser) and
 * by platform-api (DOMPurify over jsdom) alike: what the chapter editor writes and nothing more.
 * Paragraphs and headings (with a left, center or right alignment), bold, italic, underline, line
 * breaks, dividers and https images with alt text. Any other tag goes with its text kept;
 * script-like elements (script, style, svg, math, iframe, template...) go with their content.
 *
 * Plain data and DOM-typed functions only: no DOMPurify, no jsdom here, so the browser bundles that
 * import the contract never carry a server-side DOM.
 */
import { countCharacters } from './text';

/** Tags a chapter may contain (b and i are read as bold and italic). */
export const CHAPTER_HTML_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'br',
  'hr',
  'img',
];
/** Attributes a chapter element may carry; which element may carry which is chapterAttribute's. */
export const CHAPTER_HTML_ATTRIBUTES: readonly string[] = [
  'style',
  'src',
  'alt',
  'width',
  'height',
];

/** DOMPurify's configuration for chapter HTML (hand it a copy: DOMPurify may keep references). */
export function chapterPurifyConfig() {
  return {
    ALLOWED_TAGS: [...CHAPTER_HTML_TAGS],
    ALLOWED_ATTR: [...CHAPTER_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
}

/** Elements that may carry an alignment. */
const ALIGNABLE = new Set(['P', 'H2', 'H3']);
const ALIGN_STYLE = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i;
/** Images only from https addresses: no data:, blob:, javascript: or plain http. */
const HTTPS_URL = /^https:\/\/[^\s]+$/i;
const DIMENSION = /^\d{1,4}$/;

/**
 * The value to keep for an attribute of a chapter element (its nodeName, upper case), or null to
 * drop the attribute. Both sanitisers call it from DOMPurify's uponSanitizeAttribute hook.
 */
export function chapterAttribute(nodeName: string, name: string, value: string): string | null {
  switch (name) {
    case 'style': {
      const align = ALIGNABLE.has(nodeName) ? ALIGN_STYLE.exec(value) : null;
      return align ? `text-align: ${(align[1] ?? 'left').toLowerCase()}` : null;
    }
    case 'src': {
      const url = value.trim();
      return nodeName === 'IMG' && HTTPS_URL.test(url) ? url : null;
    }
    case 'alt':
      return nodeName === 'IMG' ? value : null;
    case 'width':
    case 'height':
      return nodeName === 'IMG' && DIMENSION.test(value.trim()) ? value.trim() : null;
    default:
      return null;
  }
}

/** The DOMPurify hook that applies chapterAttribute (typed structurally: no DOMPurify import). */
export function keepChapterAttribute(
  node: Element,
  event: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  const kept = chapterAttribute(node.nodeName, event.attrName, event.attrValue);
  if (kept === null) event.keepAttr = false;
  else event.attrValue = kept;
}

/** Removes images whose address was refused: they have nothing left to show. */
export function dropEmptyImages(root: ParentNode): void {
  root.querySelectorAll('img:not([src])').forEach((image) => image.remove());
}

/** The editor's text blocks: each is counted on its own, as the editor counts its paragraphs. */
const TEXT_BLOCKS = new Set(['P', 'H2', 'H3']);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * The chapter's character count from its (cleaned) HTML: countCharacters over each paragraph or
 * heading, and over each run of loose inline content between them (the editor wraps such a run in
 * one paragraph). Images and dividers count nothing. The editor's live count gives the same figure
 * for the same chapter.
 */
export function countChapterCharacters(root: ParentNode): number {
  let total = 0;
  let run = '';
  const flush = () => {
    total += countCharacters(run);
    run = '';
  };
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === ELEMENT_NODE) {
      const name = node.nodeName;
      if (TEXT_BLOCKS.has(name)) {
        flush();
        total += countCharacters(node.textContent ?? '');
      } else if (name === 'HR' || name === 'IMG') {
        flush();
      } else {
        run += node.textContent ?? '';
      }
    } else if (node.nodeType === TEXT_NODE) {
      run += node.textContent ?? '';
    }
  }
  flush();
  return total;
}
