import { JSDOM } from 'jsdom';
import { CHAPTER_HTML_TAGS } from '@creator/api/contract';
import { ApiError } from './errors';
import { cleanChapter, countWords, sanitizeHtml } from './sanitize-html';

/** Parses the output as a browser would, to look at what it really holds. */
const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild!;

describe('sanitizeHtml', () => {
  it.each([
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['a<script>alert(1)</script>b', 'ab'],
    ['a<SCRIPT type="text/javascript">alert(1)</SCRIPT >b', 'ab'],
    ['<style>p{}</style><svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>x', 'x'],
    // Links are not chapter markup: the text stays, never the link.
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', 'x'],
    ['<a href=" java\tscript:alert(1)">x</a>', 'x'],
    // An image whose address is refused has nothing to show: it goes.
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['<p style="background:url(javascript:x)">x</p>', '<p>x</p>'],
    ['<!-- <script>x</script> -->y', 'y'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps the editor formatting exactly', () => {
    const html =
      '<h2 style="text-align: center">第一章</h2><p><strong>粗</strong><em>斜</em><u>底線</u><br>下一行</p><hr><p style="text-align: right">完</p><img src="https://example.com/a.png" alt="圖" width="640" height="480">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps exactly the tags of the one allow-list in @creator/api/contract', () => {
    const probe = [...CHAPTER_HTML_TAGS, 'a', 'div', 'span', 'h1', 'ul', 'li', 'table', 'font']
      .map((tag) =>
        tag === 'img' ? '<img src="https://example.com/a.png">' : `<${tag}>x</${tag}>`,
      )
      .join('');
    const kept = [...parse(sanitizeHtml(probe)).querySelectorAll('*')].map((e) =>
      e.tagName.toLowerCase(),
    );
    expect(new Set(kept)).toEqual(new Set(CHAPTER_HTML_TAGS));
  });

  it('stores balanced markup: the tree a browser builds, written out', () => {
    // A browser carries an unclosed <strong> into the next paragraph; the stored HTML says so
    // instead of leaving every reader's parser to guess.
    expect(sanitizeHtml('<p><strong>粗</p><p>正常</p>')).toBe(
      '<p><strong>粗</strong></p><p><strong>正常</strong></p>',
    );
  });

  it('gives the same HTML when what it stored is cleaned again', () => {
    for (const input of [
      '<p>1 < 2 &amp; 3 > 2</p><p title="x">&lt;script&gt;</p>',
      '<p><strong>粗<em>斜</p>後',
      '<h2 style="TEXT-ALIGN: CENTER;">標題</h2><img src=" https://a.test/x.png " alt="&quot;">',
    ]) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('leaves nothing executable in mutation-XSS shapes', () => {
    for (const payload of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<img src="https://a.test/x.png" alt="&quot; onerror=&quot;alert(1)">',
      '<!--><img src=x onerror=alert(1)>-->',
      '<![CDATA[><img src=x onerror=alert(1)>]]>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ]) {
      const dom = parse(sanitizeHtml(payload));
      const attributes = [...dom.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].map((a) => a.name),
      );
      expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(dom.querySelectorAll('script, svg, math, style, iframe, form').length).toBe(0);
      for (const image of dom.querySelectorAll('img')) {
        expect(image.getAttribute('src')).toMatch(/^https:\/\//);
      }
    }
  });

  it('refuses markup too large to parse (before parsing it) and markup nested too deep', () => {
    const refused = (input: string) => {
      try {
        sanitizeHtml(input);
      } catch (error) {
        return error instanceof ApiError ? error.status : error;
      }
      return 'accepted';
    };
    expect(refused('<p>x</p>'.repeat(20_001))).toBe(400);
    expect(refused('<a "'.repeat(200_000))).toBe(400);
    expect(refused('<strong>'.repeat(5_000))).toBe(400);
    expect(refused('<p>x</p>'.repeat(2_000))).toBe('accepted');
  });
});

describe('cleanChapter', () => {
  it('counts what the author sees, on what it keeps', () => {
    expect(countWords('<p>你好，世界</p>\n<p>abc def</p>')).toBe(11);
    // An emoji family, a flag and an accented letter are one character each; the script is gone.
    expect(cleanChapter('<p>👨‍👩‍👧🇹🇼e\u0301</p><script>alert(1)</script><p>一 二</p>').characters).toBe(
      5,
    );
  });
});
