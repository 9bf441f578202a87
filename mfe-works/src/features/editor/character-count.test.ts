import { countChapterCharacters } from '@creator/api/contract';
import { getSchema } from '@tiptap/core';
import { DOMParser as ProseMirrorParser, Schema } from '@tiptap/pm/model';
import { countCharacters, countDocumentCharacters } from './character-count';
import { chapterExtensions } from './extensions';

describe('countCharacters', () => {
  it.each([
    ['你好 world', 7],
    ['你好，世界！', 6],
    ['第一章　開端', 5],
    ['  line one\n\tline two \u00a0', 14],
    ['', 0],
    ['   \n', 0],
    ['Hello', 5],
    ['ㄅㄆㄇ注音', 5],
    ['かな カナ 한국어', 7],
  ])('%j has %i characters', (text, expected) => {
    expect(countCharacters(text)).toBe(expected);
  });

  it('counts an emoji or a letter with accents once, as a reader sees it', () => {
    expect(countCharacters('👨‍👩‍👧')).toBe(1);
    expect(countCharacters('🇹🇼')).toBe(1);
    expect(countCharacters('👍🏽讚')).toBe(2);
    expect(countCharacters('e\u0301te\u0301')).toBe(3);
    // Characters outside the Basic Multilingual Plane are one each, not two UTF-16 units.
    expect(countCharacters('𠀋𡈽')).toBe(2);
  });
});

describe('countDocumentCharacters', () => {
  const schema = new Schema({
    nodes: {
      doc: { content: 'block+' },
      paragraph: { group: 'block', content: 'inline*' },
      horizontal_rule: { group: 'block' },
      text: { group: 'inline' },
    },
  });
  const paragraph = (text: string) =>
    schema.node('paragraph', null, text ? [schema.text(text)] : []);

  it('adds up the paragraphs, ignoring dividers and empty lines', () => {
    const doc = schema.node('doc', null, [
      paragraph('你好 world'),
      schema.node('horizontal_rule'),
      paragraph(''),
      paragraph('再見。'),
    ]);
    expect(countDocumentCharacters(doc)).toBe(10);
  });

  it('follows an edit of one paragraph in a long document', () => {
    const paragraphs = Array.from({ length: 2000 }, (_, index) =>
      paragraph(index % 2 ? '山高水長，' : 'The end. '),
    );
    const doc = schema.node('doc', null, paragraphs);
    expect(countDocumentCharacters(doc)).toBe(1000 * 5 + 1000 * 7);
    // Two more characters typed into the first paragraph ("The end. " -> "TThhe end. ").
    const edited = doc.replace(2, 2, doc.slice(1, 3));
    expect(countDocumentCharacters(edited)).toBe(1000 * 5 + 1000 * 7 + 2);
  });
});

describe("the editor's count and the server's", () => {
  // platform-api stores countChapterCharacters of the cleaned HTML; the editor shows
  // countDocumentCharacters of its document. The same chapter must give the same figure.
  const editorSchema = getSchema(chapterExtensions({ placeholder: '' }));

  it.each([
    '<p>你好 world</p><p>再見。</p>',
    '<h2 style="text-align: center">第一章</h2><p>他說：<strong>快走</strong>、<em>別回頭</em><br>下一行</p><hr><p></p>',
    '<p>👨‍👩‍👧‍👦🇹🇼👍🏽 e\u0301te\u0301 𠀋</p><p>\u3000全形空白\u00a0</p>',
    'loose text <strong>before</strong> a paragraph<p>段落</p>',
    '<p>前</p><img src="https://img.example.com/a.png" alt="很長的說明文字"><p>後</p>',
  ])('agree on %j', (html) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    const doc = ProseMirrorParser.fromSchema(editorSchema).parse(container);
    expect(countDocumentCharacters(doc)).toBe(countChapterCharacters(container));
  });
});
