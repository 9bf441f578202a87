import { COVER_MAX_BYTES } from '@creator/api/contract';
import { titleFixture } from '../../shared/testing/fixtures';
import {
  audienceChange,
  checkCoverFile,
  formatFileSize,
  hasChanges,
  normaliseTags,
  titleChanges,
  toFormValues,
  validateGenres,
  validateName,
  validateTags,
} from './work-setting-values';

// The rules themselves are @creator/api's (contract/rules.test.ts); here, the message each gives.
describe('validateName and validateGenres', () => {
  it('name each problem with its message key', () => {
    expect(validateName('')).toBe('nameRequired');
    expect(validateName('字'.repeat(66))).toBe('nameTooLong');
    expect(validateName(` ${'字'.repeat(65)} `)).toBeNull();
    expect(validateGenres([])).toBe('genresTooFew');
    expect(validateGenres(['a', 'b', 'c', 'd'])).toBe('genresTooMany');
    expect(validateGenres(['a'])).toBeNull();
  });
});

describe('tags', () => {
  it('are trimmed, without blanks or repeats, in order', () => {
    expect(normaliseTags([' 冒險 ', '', '   ', '奇幻', '冒險'])).toEqual(['冒險', '奇幻']);
  });

  it('drop tags of only invisible characters, which the server would refuse as blank', () => {
    expect(normaliseTags(['\u200b', '冒險', ' \u2060 '])).toEqual(['冒險']);
  });

  it('refuse a tag with control characters or a tab, naming the tag', () => {
    expect(validateTags(['冒險', '奇\u0007幻'])).toEqual({
      kind: 'tagCharacters',
      tag: '奇\u0007幻',
      problem: 'controlCharacters',
    });
    expect(validateTags(['冒\t險'])).toEqual({
      kind: 'tagCharacters',
      tag: '冒\t險',
      problem: 'lineBreaks',
    });
  });

  it('take at most 10, each at most 20 characters', () => {
    expect(validateTags(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeNull();
    expect(validateTags(Array.from({ length: 11 }, (_, i) => `t${i}`))).toEqual({
      kind: 'tagsTooMany',
    });
    expect(validateTags(['字'.repeat(20)])).toBeNull();
    // Counted as the author sees them: 20 flags are 20 characters.
    expect(validateTags(['🇹🇼'.repeat(20)])).toBeNull();
    expect(validateTags(['短', '字'.repeat(21)])).toEqual({
      kind: 'tagTooLong',
      tag: '字'.repeat(21),
    });
  });
});

describe('titleChanges', () => {
  const base = titleFixture({
    displayName: '星河彼岸',
    genreIds: ['g1', 'g2'],
    intro: '一句話',
    tags: ['冒險'],
    targetAudience: 'Adults',
  });

  it('is empty for the values of the work itself (genre order aside)', () => {
    const values = { ...toFormValues(base), genreIds: ['g2', 'g1'], displayName: ' 星河彼岸 ' };
    expect(titleChanges(values, base)).toEqual({});
    expect(hasChanges(values, base)).toBe(false);
  });

  it('sends only what changed, trimmed', () => {
    const values = {
      ...toFormValues(base),
      displayName: '  新名字 ',
      intro: ' 新的一句話 ',
      tags: ['冒險', ' 奇幻 '],
      serialStatus: 'COMPLETED' as const,
    };
    expect(titleChanges(values, base)).toEqual({
      displayName: '新名字',
      intro: '新的一句話',
      tags: ['冒險', '奇幻'],
      serialStatus: 'COMPLETED',
    });
  });

  it('leaves the target audience to its own call', () => {
    const values = { ...toFormValues(base), targetAudience: 'Teenagers' as const };
    expect(titleChanges(values, base)).toEqual({});
    expect(audienceChange(values, base)).toBe('Teenagers');
    expect(hasChanges(values, base)).toBe(true);
    expect(audienceChange(toFormValues(base), base)).toBeNull();
  });
});

describe('checkCoverFile', () => {
  it('takes JPEG, PNG and WebP up to 5 MB exactly', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkCoverFile({ type, size: COVER_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and one byte more', () => {
    expect(checkCoverFile({ type: 'image/gif', size: 10 })).toBe('coverWrongType');
    expect(checkCoverFile({ type: '', size: 10 })).toBe('coverWrongType');
    expect(checkCoverFile({ type: 'image/png', size: COVER_MAX_BYTES + 1 })).toBe('coverTooLarge');
  });
});

describe('formatFileSize', () => {
  it('never shows a file over the limit as the limit itself', () => {
    expect(formatFileSize(COVER_MAX_BYTES + 1)).toBe('5.01 MB');
    expect(formatFileSize(COVER_MAX_BYTES)).toBe('5.00 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
