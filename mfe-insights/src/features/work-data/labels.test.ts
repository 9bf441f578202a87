import { chapterLabel, formatColumnShare, formatShare } from './labels';

const numbered = (order: number, name: string) => `第 ${order} 章「${name}」`;

describe('chapterLabel', () => {
  it('uses the name alone when it already says which chapter it is', () => {
    expect(chapterLabel(14, '第14章\u3000相遇', numbered)).toBe('第14章\u3000相遇');
    expect(chapterLabel(3, '第 3 章', numbered)).toBe('第 3 章');
    expect(chapterLabel(7, 'Chapter 7: Rain', numbered)).toBe('Chapter 7: Rain');
  });

  it('adds the position to any other name', () => {
    expect(chapterLabel(14, '相遇', numbered)).toBe('第 14 章「相遇」');
    // A name that mentions another chapter does not count.
    expect(chapterLabel(14, '第1章', numbered)).toBe('第 14 章「第1章」');
    expect(chapterLabel(1, '第12章', numbered)).toBe('第 1 章「第12章」');
  });
});

describe('formatShare', () => {
  it('keeps at most one decimal', () => {
    expect(formatShare(100)).toBe('100');
    expect(formatShare(62.36)).toBe('62.4');
    expect(formatShare(48.04)).toBe('48');
  });
});

describe('formatColumnShare', () => {
  it('always shows one decimal, so a column lines up', () => {
    expect(formatColumnShare(100)).toBe('100.0');
    expect(formatColumnShare(64)).toBe('64.0');
    expect(formatColumnShare(87.24)).toBe('87.2');
    expect(formatColumnShare(48.96)).toBe('49.0');
  });
});
