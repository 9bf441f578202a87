/**
 * Every free text an author sends is checked by the contract's rules (rules.ts), the same the
 * portal's forms call: counted as the author sees the characters, no control or text-direction
 * characters, and no line break in a text of one line.
 */
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const WORK = '/v2/creator/titles/title-mist-city';
const CHAPTER = '/v2/creator/chapters/title-mist-city-ch-001';
const APPLY = '/v2/members/me/verifiedAuthor';

const send = (path: string, method: string, body: object) =>
  t.request(path, { method, cookie: demo, body });
const messageOf = async (response: Response) =>
  ((await response.json()) as { mainError: { message: string } }).mainError.message;

const application = (fields: object = {}) => ({
  penName: '霧島',
  realName: '王小明',
  email: 'author@example.com',
  phone: '0912345678',
  links: ['https://example.com/my-work'],
  statement: '寫了十年小說。',
  consent: true,
  ...fields,
});

describe('free text', () => {
  it('refuses a work name with a right-to-left override, which would show it backwards', async () => {
    const response = await send('/v2/creator/titles', 'POST', {
      displayName: 'Night\u202Egnp.exe',
      genreIds: ['fantasy'],
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('displayName: must not contain control characters');
  });

  it('refuses control characters in the intro, synopsis and tags, and stores nothing', async () => {
    const before = await (await t.request(WORK, { cookie: demo })).json();
    for (const [body, expected] of [
      [{ intro: 'a\u0000b' }, 'intro: must not contain control characters'],
      [{ synopsis: '霧\u202A城' }, 'synopsis: must not contain control characters'],
      [{ tags: ['冒險', '奇\u0007幻'] }, 'tags.1: must not contain control characters'],
    ] as const) {
      const response = await send(WORK, 'PUT', body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(expected);
    }
    const after = await (await t.request(WORK, { cookie: demo })).json();
    expect(after).toMatchObject({
      intro: before.intro,
      synopsis: before.synopsis,
      tags: before.tags,
    });
  });

  it('keeps names, tags and the intro on one line; the synopsis may have paragraphs', async () => {
    for (const [path, method, body, expected] of [
      [
        WORK,
        'PUT',
        { displayName: '霧\n城' },
        'displayName: must be one line: no line breaks or tabs',
      ],
      [
        WORK,
        'PUT',
        { intro: '第一句\r\n第二句' },
        'intro: must be one line: no line breaks or tabs',
      ],
      [WORK, 'PUT', { tags: ['冒\t險'] }, 'tags.0: must be one line: no line breaks or tabs'],
      [
        CHAPTER,
        'PUT',
        { displayName: '第一章\u2028霧起' },
        'displayName: must be one line: no line breaks or tabs',
      ],
    ] as const) {
      const response = await send(path, method, body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(expected);
    }
    const synopsis = await send(WORK, 'PUT', { synopsis: '第一段。\n\n第二段。' });
    expect(synopsis.status).toBe(200);
    expect((await synopsis.json()).synopsis).toBe('第一段。\n\n第二段。');
  });

  it('counts the intro and synopsis as the author sees them, as the form does', async () => {
    // 100 flags (200 code points) and 3,000 accented letters and families: each fits, as the
    // form's counter says. zod's max() counts code points, which read them as 2 to 5 each.
    const intro = '🇹🇼'.repeat(100);
    const synopsis = 'e\u0301\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'.repeat(1500);
    const saved = await send(WORK, 'PUT', { intro, synopsis });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ intro, synopsis });
    const over = await send(WORK, 'PUT', { intro: '🇹🇼'.repeat(101) });
    expect(over.status).toBe(400);
    expect(await messageOf(over)).toBe('intro: must be at most 100 characters');
    // Still optional: an empty intro clears it.
    expect((await (await send(WORK, 'PUT', { intro: '' })).json()).intro).toBe('');
  });

  it("checks the author's note: control characters refused, paragraphs kept, trimmed", async () => {
    const refused = await send(CHAPTER, 'PUT', { authorNote: '謝謝\u202E閱讀' });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('authorNote: must not contain control characters');
    const saved = await send(CHAPTER, 'PUT', { authorNote: ' 謝謝閱讀。\n下週見！ ' });
    expect((await saved.json()).authorNote).toBe('謝謝閱讀。\n下週見！');
  });

  it('checks the verified-author application’s names and statement the same way', async () => {
    for (const [fields, expected] of [
      [{ penName: '霧\u202E島' }, 'penName: must not contain control characters'],
      [{ realName: '王\n小明' }, 'realName: must be one line: no line breaks or tabs'],
      [{ statement: '寫作\u0000' }, 'statement: must not contain control characters'],
    ] as const) {
      const response = await send(APPLY, 'POST', application(fields));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(expected);
    }
    const paragraphs = await send(APPLY, 'POST', application({ statement: '第一段。\n第二段。' }));
    expect(paragraphs.status).toBe(201);
  });
});

describe('the application’s email', () => {
  it('follows the form’s rule: the address a browser’s email field takes', async () => {
    const refused = await send(APPLY, 'POST', application({ email: '王小明@gmail.com' }));
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('email: must be an email address');
    const taken = await send(
      APPLY,
      'POST',
      application({ email: " o'brien+novels@mail.example.tw " }),
    );
    expect(taken.status).toBe(201);
  });
});
