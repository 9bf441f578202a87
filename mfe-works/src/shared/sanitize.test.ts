import { cleanPastedHtml, sanitizeChapterHtml } from './sanitize';

/** Parses sanitised output the way a browser would show it. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Every attribute name in the output, lower-cased. */
const attributeNames = (html: string) =>
  [...parse(html).querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name.toLowerCase()),
  );

describe('sanitizeChapterHtml', () => {
  it('keeps everything the editor writes, as it is', () => {
    const html =
      '<h2 style="text-align: center">第一章</h2>' +
      '<p>他說：<strong>快走</strong>、<em>別回頭</em>、<u>記住</u>。<br>下一行</p>' +
      '<hr>' +
      '<p style="text-align: right">完</p>' +
      '<img src="https://img.example.com/a.png" alt="山路" width="640" height="480">';
    expect(sanitizeChapterHtml(html)).toBe(html);
  });

  it('drops script elements with their content', () => {
    const out = sanitizeChapterHtml('<p>前</p><script>alert("x")</script><p>後</p>');
    expect(out).toBe('<p>前</p><p>後</p>');
    expect(out).not.toContain('alert');
  });

  it('drops every on* event handler', () => {
    const out = sanitizeChapterHtml(
      '<p onclick="alert(1)">文字</p><img src="https://img.example.com/a.png" alt="a" onerror="alert(2)" onload="alert(3)">',
    );
    expect(attributeNames(out).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(out).toBe('<p>文字</p><img src="https://img.example.com/a.png" alt="a">');
  });

  it('refuses javascript:, data: and plain http image addresses (the image goes)', () => {
    for (const src of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'http://img.example.com/a.png',
      '//img.example.com/a.png',
    ]) {
      const out = sanitizeChapterHtml(`<p>前</p><img src="${src}" alt="x"><p>後</p>`);
      expect(out).toBe('<p>前</p><p>後</p>');
    }
  });

  it('keeps the text of a javascript: link, never the link', () => {
    const out = sanitizeChapterHtml('<p><a href="javascript:alert(1)">點我</a></p>');
    expect(out).toBe('<p>點我</p>');
  });

  it('drops svg and math payloads with their content', () => {
    const out = sanitizeChapterHtml(
      '<p>a</p><svg onload="alert(1)"><script>alert(2)</script><text>x</text></svg>' +
        '<math><mi xlink:href="javascript:alert(3)">m</mi></math><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops iframes, objects, embeds, forms and styles', () => {
    const out = sanitizeChapterHtml(
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(2)</script>"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><style>p{color:red}</style>' +
        '<form action="https://evil.test"><input name="a"><button>送出</button></form><p>內文</p>',
    );
    expect(parse(out).querySelectorAll('iframe, object, embed, style, form, input').length).toBe(0);
    expect(out).not.toMatch(/alert|color:red/);
    expect(out).toContain('<p>內文</p>');
  });

  it('keeps only a left, center or right alignment of a paragraph or heading as style', () => {
    expect(
      sanitizeChapterHtml(
        '<p style="color: red; background: url(javascript:alert(1))">a</p>' +
          '<p style="TEXT-ALIGN: CENTER;">b</p>' +
          '<p style="text-align: justify">c</p>' +
          '<strong style="text-align: center">d</strong>',
      ),
    ).toBe('<p>a</p><p style="text-align: center">b</p><p>c</p><strong>d</strong>');
  });

  it('drops classes, ids, data attributes and unknown tags, keeping their text', () => {
    const out = sanitizeChapterHtml(
      '<div class="x" id="y" data-track="1"><span class="MsoNormal">一</span><font color="red">二</font></div>',
    );
    expect(out).toBe('一二');
  });

  it('survives mutation-XSS shapes (nothing executable comes back)', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<img src="https://a.test/x.png" alt="&quot; onerror=&quot;alert(1)">',
    ];
    for (const payload of payloads) {
      const out = sanitizeChapterHtml(payload);
      const dom = parse(out);
      expect(attributeNames(out).filter((name) => name.startsWith('on'))).toEqual([]);
      expect(dom.querySelectorAll('script, svg, math, style, iframe').length).toBe(0);
      for (const image of dom.querySelectorAll('img')) {
        expect(image.getAttribute('src')).toMatch(/^https:\/\//);
      }
    }
  });
});

describe('cleanPastedHtml', () => {
  it('strips Word junk: comments, classes, styles other than formatting, o:p and style blocks', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>' +
      '<body><!--StartFragment--><p class="MsoNormal" style="margin:0cm;font-family:Calibri;text-align:center">' +
      '<span lang="ZH-TW" style="font-size:12pt;font-weight:bold;mso-bidi-font-weight:normal">粗體</span>' +
      '<o:p>&nbsp;</o:p></p><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->' +
      '<!--EndFragment--></body></html>';
    const out = cleanPastedHtml(word);
    expect(out).not.toMatch(/Mso|margin|font-family|font-size|mso-|<!--|lang=|<o:p/i);
    expect(out).toContain('<p style="text-align:center">');
    expect(out).toContain('<span style="font-weight:bold">粗體</span>');
  });

  it('drops scripts, handlers and unsafe images from pasted web pages', () => {
    const out = cleanPastedHtml(
      '<p onmouseover="alert(1)">a<script>alert(2)</script></p>' +
        '<img src="http://x.test/a.png" onerror="alert(3)"><img src="https://x.test/b.png" alt="b">' +
        '<a href="javascript:alert(4)" style="color:red">連結</a>',
    );
    expect(out).toBe('<p>a</p><img src="https://x.test/b.png" alt="b"><a>連結</a>');
  });

  it('refuses styles that could smuggle anything but formatting', () => {
    const out = cleanPastedHtml(
      '<span style="font-weight: bold; background-image: url(https://t.test/x)">a</span>' +
        '<span style="font-style: expression(alert(1))">b</span>',
    );
    expect(out).toBe('<span style="font-weight: bold">a</span><span>b</span>');
  });
});
