/**
 * A small allow-list HTML sanitiser for chapter content. Everything not on the list goes: tags are
 * dropped (their text kept), script-like elements are dropped with their content, and only a few
 * attributes survive, with URLs limited to http(s), mailto, relative and inline raster images.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is not text a reader should see. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'frame',
  'frameset',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
]);
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const GLOBAL_ATTRIBUTES = ['style'];

/**
 * Tags may not contain '<' or '>' even inside quotes: then a failed match stops at the next angle
 * bracket and the scan stays linear on hostile input; such a rare "tag" is kept as escaped text.
 */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^<>]*>|<\?[^<>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"<>]*"|'[^'<>]*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ALIGN_STYLE = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeUrl(raw: string, tag: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: so must we.
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(url)) return url;
  if (tag === 'a' && /^mailto:/i.test(url)) return url;
  if (tag === 'img' && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(url))
    return url;
  // No scheme at all: a relative URL.
  if (!/^[^/?#]*:/.test(url)) return url;
  return null;
}

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = [...(TAG_ATTRIBUTES[tag] ?? []), ...GLOBAL_ATTRIBUTES];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    let value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, tag);
      if (url === null) continue;
      value = url;
    } else if (name === 'style') {
      const align = ALIGN_STYLE.exec(decodeEntities(value));
      if (!align) continue;
      value = `text-align: ${(align[1] ?? 'left').toLowerCase()}`;
    } else if (name === 'width' || name === 'height') {
      if (!/^\d{1,4}$/.test(value)) continue;
    } else {
      value = decodeEntities(value);
    }
    seen.add(name);
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && seen.has('href')) kept.push(' rel="noopener noreferrer nofollow"');
  return kept.join('');
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let index = 0;
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(input)) !== null) {
    out += escapeText(input.slice(index, match.index));
    index = TOKEN.lastIndex;
    const closing = match[1] === '/';
    const tag = match[2]?.toLowerCase();
    if (!tag) continue; // comment, doctype, CDATA, processing instruction
    if (DROP_WITH_CONTENT.has(tag)) {
      if (closing) continue;
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = index;
      const found = end.exec(input);
      index = found ? end.lastIndex : input.length;
      TOKEN.lastIndex = index;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += `<${tag}${sanitizeAttributes(tag, match[3] ?? '')}>`;
  }
  out += escapeText(input.slice(index));
  return out;
}

/** Characters a reader reads: the text without tags and whitespace (CJK counts per character). */
export function countWords(html: string): number {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ''));
  return [...text.replace(/\s+/g, '')].length;
}
