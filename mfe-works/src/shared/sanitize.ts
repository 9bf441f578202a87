import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';

type AttributeHook = (node: Element, event: UponSanitizeAttributeHookEvent) => void;

/**
 * Chapter HTML is author input: it is cleaned here, with DOMPurify, before it is shown anywhere
 * (loaded into the editor, previews, comparisons). The allow-list is what the chapter editor
 * produces, nothing more: paragraphs and headings (with left/center/right alignment), bold,
 * italic, underline, line breaks, dividers and https images with alt text. Any other tag is dropped
 * with its text kept; script-like elements (script, style, svg, math, iframe, template...) are
 * dropped with their content. The server cleans again on save (platform-api's sanitizer).
 */

/** Tags the editor writes (b and i are read as bold and italic). */
const CHAPTER_TAGS = ['p', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'br', 'hr', 'img'];
const CHAPTER_ATTRIBUTES = ['style', 'src', 'alt', 'width', 'height'];
/** Elements that may carry an alignment. */
const ALIGNABLE = new Set(['P', 'H2', 'H3']);
const ALIGN_STYLE = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i;
/** Images only from https addresses: no data:, blob:, javascript: or plain http. */
const HTTPS_URL = /^https:\/\/[^\s]+$/i;
const DIMENSION = /^\d{1,4}$/;

/**
 * Pasted HTML (Word, Google Docs, web pages) keeps a few more tags and the inline styles that say
 * bold, italic, underline or alignment, so the editor's schema can still recognise them; the
 * schema then keeps only its own nodes and marks. Classes, ids, other styles, comments and scripts
 * go here already.
 */
const PASTE_TAGS = [
  ...CHAPTER_TAGS,
  'h1',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
  'font',
  'blockquote',
  'ul',
  'ol',
  'li',
  's',
  'strike',
  'sub',
  'sup',
  'a',
  'table',
  'tbody',
  'thead',
  'tr',
  'td',
  'th',
];
/** CSS properties the editor's parse rules read (bold, italic, underline, alignment). */
const PASTE_STYLE_PROPERTIES = new Set([
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'text-align',
]);

const CHAPTER_CONFIG: Config = {
  ALLOWED_TAGS: CHAPTER_TAGS,
  ALLOWED_ATTR: CHAPTER_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const PASTE_CONFIG: Config = {
  ALLOWED_TAGS: PASTE_TAGS,
  ALLOWED_ATTR: CHAPTER_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const keepChapterAttribute: AttributeHook = (node, event) => {
  const value = event.attrValue;
  switch (event.attrName) {
    case 'style': {
      const align = ALIGNABLE.has(node.nodeName) ? ALIGN_STYLE.exec(value) : null;
      if (align) event.attrValue = `text-align: ${(align[1] ?? 'left').toLowerCase()}`;
      else event.keepAttr = false;
      break;
    }
    case 'src':
    case 'alt':
      if (node.nodeName !== 'IMG' || (event.attrName === 'src' && !HTTPS_URL.test(value.trim()))) {
        event.keepAttr = false;
      } else if (event.attrName === 'src') {
        event.attrValue = value.trim();
      }
      break;
    case 'width':
    case 'height':
      if (node.nodeName !== 'IMG' || !DIMENSION.test(value.trim())) event.keepAttr = false;
      break;
    default:
      break;
  }
};

const keepPastedAttribute: AttributeHook = (node, event) => {
  if (event.attrName !== 'style') {
    keepChapterAttribute(node, event);
    return;
  }
  const kept = event.attrValue
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const property = declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase();
      // No url(), expression() or escapes can hide in the values these properties take.
      return PASTE_STYLE_PROPERTIES.has(property) && /^[\w\s:#%.,-]+$/.test(declaration);
    });
  if (kept.length > 0) event.attrValue = kept.join('; ');
  else event.keepAttr = false;
};

function createPurifier(hook: AttributeHook): Purifier {
  // Own instances: hooks on DOMPurify's default instance would leak into other users of it.
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', hook);
  return purifier;
}

let chapterPurifier: Purifier | undefined;
let pastePurifier: Purifier | undefined;

function run(purifier: Purifier, html: string, config: Config): string {
  const clean = purifier.sanitize(html, config);
  if (!clean.includes('<img')) return clean;
  // An image whose address was refused has nothing left to show. DOMParser's document is inert:
  // nothing in it loads.
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  const orphans = doc.body.querySelectorAll('img:not([src])');
  if (orphans.length === 0) return clean;
  orphans.forEach((image) => image.remove());
  return doc.body.innerHTML;
}

/** Chapter HTML reduced to what the editor produces; safe to render as HTML. */
export function sanitizeChapterHtml(html: string): string {
  chapterPurifier ??= createPurifier(keepChapterAttribute);
  return run(chapterPurifier, html, CHAPTER_CONFIG);
}

/**
 * Pasted HTML without scripts, comments, classes, ids, foreign styles or unsafe images; the
 * editor's schema reduces it further to the chapter's nodes and marks.
 */
export function cleanPastedHtml(html: string): string {
  pastePurifier ??= createPurifier(keepPastedAttribute);
  return run(pastePurifier, html, PASTE_CONFIG);
}
