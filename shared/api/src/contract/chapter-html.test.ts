import { chapterAttribute, countChapterCharacters, dropEmptyImages } from './chapter-html';
import { countCharacters, textLength } from './text';

const body = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe('countCharacters and textLength', () => {
  it('count grapheme clusters; countCharacters leaves whitespace out', () => {
    expect(countCharacters('你好 world')).toBe(7);
    expect(countCharacters('👨‍👩‍👧 🇹🇼 e\u0301')).toBe(3);
    expect(textLength('👨‍👩‍👧 🇹🇼')).toBe(3);
    expect(textLength('𠀋𡈽')).toBe(2);
  });
});

describe('countChapterCharacters', () => {
  it('adds up paragraphs and headings and loose text, not images or dividers', () => {
    expect(
      countChapterCharacters(
        body(
          '<h2>第一章</h2><p>你好 <strong>world</strong><br>再見</p><hr>' +
            '<img src="https://a.test/x.png" alt="很長的替代文字">loose 文字<p></p>',
        ),
      ),
    ).toBe(3 + 7 + 2 + 5 + 2);
  });
});

describe('chapterAttribute', () => {
  it.each([
    ['P', 'style', 'TEXT-ALIGN: CENTER;', 'text-align: center'],
    ['P', 'style', 'text-align: justify', null],
    ['STRONG', 'style', 'text-align: center', null],
    ['IMG', 'src', ' https://a.test/x.png ', 'https://a.test/x.png'],
    ['IMG', 'src', 'http://a.test/x.png', null],
    ['IMG', 'src', 'data:image/png;base64,AAAA', null],
    ['P', 'src', 'https://a.test/x.png', null],
    ['IMG', 'width', '640', '640'],
    ['IMG', 'width', '64px', null],
    ['P', 'onclick', 'x()', null],
  ])('%s %s=%j keeps %j', (node, name, value, kept) => {
    expect(chapterAttribute(node, name, value)).toBe(kept);
  });

  it('dropEmptyImages removes images left without an address', () => {
    const root = body('<p>a</p><img alt="x"><img src="https://a.test/x.png">');
    dropEmptyImages(root);
    expect(root.innerHTML).toBe('<p>a</p><img src="https://a.test/x.png">');
  });
});
