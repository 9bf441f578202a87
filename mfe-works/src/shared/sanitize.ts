import {
  CHAPTER_HTML_ATTRIBUTES,
  CHAPTER_HTML_TAGS,
  chapterPurifyConfig,
  dropEmptyImages,
  keepChapterAttribute,
} from '@creator/api/contract';
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';

type AttributeHook = (node: Element, event: UponSanitizeAttributeHookEvent) => void;

/**
 * Chapter HTML is author input: it is cleaned here, with DOMPurify, before it is shown anywhere
 * (loaded into the editor, previews, comparisons). The allow-list is the one platform-api cleans
 * with on save (`@creator/api/contract`, chapter-html.ts): what the chapter editor produces,
 * nothing more.
 */

/**
 * Pasted HTML (Word, Google Docs, web pages) keeps a few more tags and the inline styles that say
 * bold, italic, underline or alignment, so the editor's schema can still recognise them; the
 * schema then keeps only its own nodes and marks. Classes, ids, other styles, comments and scripts
 * go here already.
 */
const PASTE_TAGS = [
  ...CHAPTER_HTML_TAGS,
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

const PASTE_CONFIG: Config = {
  ALLOWED_TAGS: PASTE_TAGS,
  ALLOWED_ATTR: [...CHAPTER_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
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
  if (!doc.body.querySelector('img:not([src])')) return clean;
  dropEmptyImages(doc.body);
  return doc.body.innerHTML;
}

/** Chapter HTML reduced to what the editor produces; safe to render as HTML. */
export function sanitizeChapterHtml(html: string): string {
  chapterPurifier ??= createPurifier(keepChapterAttribute);
  return run(chapterPurifier, html, chapterPurifyConfig());
}

/**
 * Pasted HTML without scripts, comments, classes, ids, foreign styles or unsafe images; the
 * editor's schema reduces it further to the chapter's nodes and marks.
 */
export function cleanPastedHtml(html: string): string {
  pastePurifier ??= createPurifier(keepPastedAttribute);
  return run(pastePurifier, html, PASTE_CONFIG);
}
