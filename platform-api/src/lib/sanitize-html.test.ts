import { countWords, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['a<script>alert(1)</script>b', 'ab'],
    ['a<SCRIPT type="text/javascript">alert(1)</SCRIPT >b', 'ab'],
    ['<style>p{}</style><svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>x', 'x'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img>'],
    ['<p style="background:url(javascript:x)">x</p>', '<p>x</p>'],
    ['<!-- <script>x</script> -->y', 'y'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps the editor formatting', () => {
    const html =
      '<p style="text-align: center"><strong>粗</strong><em>斜</em><u>底線</u></p><hr><p><a href="https://example.com">連結</a><img src="https://example.com/a.png" alt="圖"></p>';
    expect(sanitizeHtml(html)).toBe(
      '<p style="text-align: center"><strong>粗</strong><em>斜</em><u>底線</u></p><hr><p><a href="https://example.com" rel="noopener noreferrer nofollow">連結</a><img src="https://example.com/a.png" alt="圖"></p>',
    );
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a "'.repeat(200_000) + "<b x='".repeat(100_000) + '<!'.repeat(100_000);
    const start = Date.now();
    const out = sanitizeHtml(hostile);
    expect(Date.now() - start).toBeLessThan(2000);
    expect(out).not.toContain('<a');
  });

  it('counts characters of text, not markup', () => {
    expect(countWords('<p>你好，世界</p>\n<p>abc def</p>')).toBe(11);
  });
});
