/**
 * platform-api answers mainError.message in the request's language (Accept-Language): zh-TW or
 * English, zh-TW when the request names neither, so a zh-TW author never reads English.
 */
import { requestLocale } from './lib/i18n';
import { MESSAGES } from './lib/messages';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});

const messageFor = async (
  path: string,
  headers: Record<string, string>,
  init: RequestInit = {},
) => {
  const response = await t.app.request(path, { ...init, headers: { ...headers, ...init.headers } });
  return ((await response.json()) as { mainError: { message: string } }).mainError.message;
};

describe('the language of error messages', () => {
  it('answers in zh-TW when the request names no language', async () => {
    expect(await messageFor('/v2/members/me', {})).toBe('請先登入');
  });

  it.each([
    ['en', 'sign in required'],
    ['en-US,en;q=0.9', 'sign in required'],
    ['zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', '請先登入'],
    ['zh-CN', '請先登入'],
    ['fr-FR', '請先登入'],
    ['fr-FR, en;q=0.5', 'sign in required'],
    ['zh;q=0.1, en;q=0.9', 'sign in required'],
    ['en;q=0, zh-TW', '請先登入'],
  ])('answers Accept-Language %j in kind', async (header, expected) => {
    expect(await messageFor('/v2/members/me', { 'Accept-Language': header })).toBe(expected);
  });

  it('names the field in zh-TW for validation errors, from the schema issues', async () => {
    const cookie = await t.signIn('demo@example.com');
    const create = (body: unknown) =>
      messageFor(
        '/v2/creator/titles',
        { Cookie: cookie, 'Content-Type': 'application/json' },
        { method: 'POST', body: JSON.stringify(body) },
      );
    expect(await create({ displayName: '  ', genreIds: ['fantasy'] })).toBe('名稱：不可空白');
    expect(await create({ displayName: '霧'.repeat(66), genreIds: ['fantasy'] })).toBe(
      '名稱：最多 65 個字',
    );
    expect(await create({ displayName: '霧', genreIds: [] })).toBe('類型：至少 1 項');
    expect(await create({ genreIds: ['fantasy'] })).toBe('名稱：必填');
    const apply = await messageFor(
      '/v2/members/me/verifiedAuthor',
      { Cookie: cookie, 'Content-Type': 'application/json' },
      {
        method: 'POST',
        body: JSON.stringify({
          penName: '霧島',
          realName: '王小明',
          email: 'not-an-email',
          phone: '12',
          links: ['https://example.com', 'javascript:alert(1)'],
          statement: '寫作',
          consent: true,
        }),
      },
    );
    expect(apply).toBe(
      'Email：不是有效的 Email；電話：必須是 8 到 15 位數字；作品連結（第 2 項）：只接受 http:// 或 https:// 開頭的網址',
    );
  });

  it('keeps the 404 message the portal acts on the same in every language', async () => {
    const cookie = await t.signIn('demo@example.com');
    for (const language of ['zh-TW', 'en']) {
      expect(
        await messageFor('/v2/creator/titles/no-such-work', {
          Cookie: cookie,
          'Accept-Language': language,
        }),
      ).toBe('not found');
    }
  });

  it('has every message in both languages, the Chinese one in Chinese', () => {
    const samples = Object.entries(MESSAGES).map(([key, value]) => {
      const text =
        typeof value === 'function'
          ? (value as (...args: unknown[]) => { 'zh-TW': string; en: string })('x', 1, 2)
          : value;
      return { key, text };
    });
    for (const { key, text } of samples) {
      expect({ key, en: text.en.length > 0 }).toEqual({ key, en: true });
      expect({ key, zh: /[\u3400-\u9fff]/.test(text['zh-TW']) }).toEqual({ key, zh: true });
    }
  });
});

describe('requestLocale', () => {
  it('falls back to zh-TW for no header, an empty one or only unknown languages', () => {
    expect(requestLocale(undefined)).toBe('zh-TW');
    expect(requestLocale('')).toBe('zh-TW');
    expect(requestLocale('*')).toBe('zh-TW');
    expect(requestLocale('ja-JP,ko;q=0.8')).toBe('zh-TW');
  });
});
