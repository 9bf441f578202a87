import type { Chapter } from '@creator/api/contract';
import {
  chapterChanges,
  publishModesFor,
  toFormValues,
  validatePrice,
} from './chapter-setting-values';

const base: Chapter = {
  chapterId: 'c',
  titleId: 't',
  collectionId: null,
  displayName: '第一章',
  order: 1,
  state: 'SCHEDULED',
  isFree: false,
  price: 8,
  wordCount: 0,
  publishAt: '2099-01-01T04:00:00.000Z',
  readerCount: 0,
  commentCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  content: '',
  authorNote: '',
  commentsEnabled: true,
  version: 1,
};

describe('chapter setting values', () => {
  it('has no changes for the values it was loaded with', () => {
    expect(chapterChanges(toFormValues(base), base)).toEqual({});
  });

  it('treats the same scheduled instant in another offset as unchanged', () => {
    const values = { ...toFormValues(base), publishAt: '2099-01-01T12:00:00+08:00' };
    expect(chapterChanges(values, base)).toEqual({});
  });

  it('sends only what changed: a trimmed name, the price, a move to free', () => {
    const values = toFormValues(base);
    expect(chapterChanges({ ...values, displayName: ' 新名 ' }, base)).toEqual({
      displayName: '新名',
    });
    expect(chapterChanges({ ...values, price: 9 }, base)).toEqual({ price: 9 });
    expect(chapterChanges({ ...values, pricing: 'free' }, base)).toEqual({ isFree: true });
  });

  it('publishes now by the server’s clock: no time of this browser is sent', () => {
    const values = { ...toFormValues(base), publishMode: 'now' as const };
    expect(chapterChanges(values, base)).toEqual({ publishNow: true });
  });

  it('offers keep or draft for a published chapter, else draft, now or schedule', () => {
    expect(publishModesFor({ ...base, state: 'PUBLISHED' })).toEqual(['keep', 'draft']);
    expect(publishModesFor(base)).toEqual(['draft', 'now', 'schedule']);
    expect(toFormValues({ ...base, state: 'PUBLISHED' }).publishMode).toBe('keep');
  });

  it('takes whole prices from 1 to 1000', () => {
    expect(validatePrice(null)).toBe('priceRequired');
    expect(validatePrice(0)).toBe('priceRange');
    expect(validatePrice(1)).toBeNull();
    expect(validatePrice(1000)).toBeNull();
    expect(validatePrice(1001)).toBe('priceRange');
    expect(validatePrice(1.5)).toBe('priceWhole');
  });
});
