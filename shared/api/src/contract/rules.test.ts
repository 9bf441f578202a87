import {
  chapterNameBody,
  commentReplyBody,
  commentReportBody,
  createTitleBody,
  updateChapterBody,
  updateTitleBody,
  verifiedAuthorApplyBody,
} from './schemas';
import {
  authorNoteProblem,
  chapterNameProblem,
  codePointOf,
  controlCharactersIn,
  genresProblem,
  introProblem,
  isEmail,
  isWebLink,
  penNameProblem,
  realNameProblem,
  replyProblem,
  reportReasonProblem,
  statementProblem,
  synopsisProblem,
  tagProblem,
  workNameProblem,
} from './rules';

/** A verified-author application that passes, with `fields` in place of its own. */
const application = (fields: object = {}) => ({
  penName: '霧島',
  realName: '王小明',
  email: 'a@example.com',
  phone: '0912345678',
  links: ['https://example.com'],
  statement: '寫作',
  consent: true,
  ...fields,
});

describe('workNameProblem', () => {
  it('takes 65 characters after trimming, not 66', () => {
    expect(workNameProblem(`  ${'霧'.repeat(65)}  `)).toBeNull();
    expect(workNameProblem('霧'.repeat(66))).toBe('tooLong');
  });

  it('asks for a name when there is none or only whitespace (ideographic spaces too)', () => {
    expect(workNameProblem('')).toBe('required');
    expect(workNameProblem(' \t\u3000 ')).toBe('required');
    expect(workNameProblem('霧')).toBeNull();
  });

  it('counts what the author sees: an emoji, a flag or a family is one character', () => {
    expect(workNameProblem('a'.repeat(64) + '😀')).toBeNull();
    expect(workNameProblem('😀'.repeat(33))).toBeNull();
    expect(workNameProblem('👨‍👩‍👧‍👦'.repeat(65))).toBeNull();
    expect(workNameProblem('🇹🇼'.repeat(65))).toBeNull();
    expect(workNameProblem('e\u0301'.repeat(65))).toBeNull();
    expect(workNameProblem('😀'.repeat(66))).toBe('tooLong');
    expect(workNameProblem('a'.repeat(65) + '😀')).toBe('tooLong');
  });

  it('counts a name of zero-width or other invisible characters only as empty', () => {
    for (const name of [
      '\u200b',
      '\u200b\u200c\u200d',
      ' \u2060\ufeff ',
      '\u3164',
      '\u00ad\u034f',
    ]) {
      expect({ name, problem: workNameProblem(name) }).toEqual({ name, problem: 'required' });
    }
    expect(workNameProblem('霧\u200b')).toBeNull();
  });

  it('agrees with the schema platform-api checks a new work against', () => {
    for (const name of [
      '',
      ' \u3000',
      '\u200b\u200b',
      '霧',
      '霧'.repeat(65),
      ` ${'霧'.repeat(65)} `,
      '霧'.repeat(66),
      'a'.repeat(64) + '😀',
      '😀'.repeat(33),
      '👨‍👩‍👧‍👦'.repeat(65),
      '👨‍👩‍👧‍👦'.repeat(66),
    ]) {
      const accepted = createTitleBody.safeParse({
        displayName: name,
        genreIds: ['fantasy'],
      }).success;
      expect({ name, accepted }).toEqual({ name, accepted: workNameProblem(name) === null });
    }
  });
});

describe('chapterNameProblem', () => {
  it('agrees with the schema platform-api checks a chapter name against', () => {
    for (const name of ['', '\u200b', '章', '章'.repeat(100), '章'.repeat(101), '🐉'.repeat(100)]) {
      const accepted = chapterNameBody.safeParse({ displayName: name }).success;
      expect({ name, accepted }).toEqual({ name, accepted: chapterNameProblem(name) === null });
    }
  });
});

describe('isWebLink', () => {
  it('takes http and https links only, as the server does', () => {
    const cases: [string, boolean][] = [
      ['https://example.com/work', true],
      ['http://example.com', true],
      ['javascript:alert(1)', false],
      ['data:text/html,x', false],
      ['vbscript:msgbox(1)', false],
      ['file:///etc/passwd', false],
      ['example.com', false],
    ];
    for (const [link, ok] of cases) {
      expect({ link, ok: isWebLink(link) }).toEqual({ link, ok });
      expect({
        link,
        ok: verifiedAuthorApplyBody.safeParse(application({ links: [link] })).success,
      }).toEqual({
        link,
        ok,
      });
    }
  });
});

describe('genresProblem', () => {
  it('takes one to three genres', () => {
    expect(genresProblem([])).toBe('tooFew');
    expect(genresProblem(['a'])).toBeNull();
    expect(genresProblem(['a', 'b', 'c'])).toBeNull();
    expect(genresProblem(['a', 'b', 'c', 'd'])).toBe('tooMany');
  });
});

describe('replyProblem', () => {
  it('takes 1,000 characters after trimming, not 1,001, and nothing blank', () => {
    expect(replyProblem(` ${'謝'.repeat(1000)}\n`)).toBeNull();
    expect(replyProblem('謝'.repeat(1001))).toBe('tooLong');
    expect(replyProblem(' \u3000\n')).toBe('required');
    // Zero-width characters alone show nothing: blank too.
    expect(replyProblem('\u200b\u200d')).toBe('required');
    // Counted as the author sees them: an emoji family is one character.
    expect(replyProblem('👨‍👩‍👧'.repeat(1000))).toBeNull();
  });

  it('refuses control characters but keeps markup as text', () => {
    expect(replyProblem('a\u0000b')).toBe('controlCharacters');
    expect(replyProblem('a\u001bb')).toBe('controlCharacters');
    // A right-to-left override would show the rest of the reply backwards.
    expect(replyProblem('謝謝\u202e閱讀')).toBe('controlCharacters');
    expect(replyProblem('a\u2066b\u2069')).toBe('controlCharacters');
    // A family emoji is joined by zero-width joiners: it stays.
    expect(replyProblem('謝謝 👨\u200d👩\u200d👧')).toBeNull();
    expect(replyProblem('第一行\n第二行')).toBeNull();
    expect(replyProblem('<script>alert(1)</script>')).toBeNull();
  });

  it('agrees with the schema platform-api checks a reply against', () => {
    for (const body of ['', ' ', '謝謝', 'x'.repeat(1001), 'a\u0007', '<b>hi</b>']) {
      expect([body, commentReplyBody.safeParse({ body }).success]).toEqual([
        body,
        replyProblem(body) === null,
      ]);
    }
  });
});

describe('reportReasonProblem', () => {
  it('takes 200 characters after trimming, nothing blank-looking and no control characters', () => {
    expect(reportReasonProblem(` ${'廣'.repeat(200)}\n`)).toBeNull();
    expect(reportReasonProblem('廣'.repeat(201))).toBe('tooLong');
    expect(reportReasonProblem(' \u3000\n')).toBe('required');
    expect(reportReasonProblem('\u200b\u2060\ufeff')).toBe('required');
    expect(reportReasonProblem('廣告\u0000')).toBe('controlCharacters');
    expect(reportReasonProblem('廣告\n人身攻擊')).toBeNull();
  });

  it('agrees with the schema platform-api checks a report against', () => {
    for (const reason of ['', '\u200b', '廣告', 'x'.repeat(201), 'spam\u001b', '<b>x</b>']) {
      expect([reason, commentReportBody.safeParse({ reason }).success]).toEqual([
        reason,
        reportReasonProblem(reason) === null,
      ]);
    }
  });
});

describe('free text of one line and of several', () => {
  it('keeps names, tags and the intro on one line, without control or text-direction characters', () => {
    expect(workNameProblem('霧\n城')).toBe('lineBreaks');
    expect(workNameProblem('霧\t城')).toBe('lineBreaks');
    expect(chapterNameProblem('第一章\u2028霧起')).toBe('lineBreaks');
    expect(workNameProblem('Night\u202Egnp.exe')).toBe('controlCharacters');
    expect(tagProblem('奇\u0007幻')).toBe('controlCharacters');
    expect(introProblem('第一句\n第二句')).toBe('lineBreaks');
    // Around the text, a line break is trimmed away like a space.
    expect(workNameProblem(' 霧城\n')).toBeNull();
    expect(penNameProblem('霧\u2066島\u2069')).toBe('controlCharacters');
    expect(realNameProblem('王\r小明')).toBe('lineBreaks');
  });

  it('lets the synopsis, the statement and the author’s note run over paragraphs', () => {
    expect(synopsisProblem('第一段。\n\n\t第二段。')).toBeNull();
    expect(statementProblem('第一段。\r\n第二段。')).toBeNull();
    expect(authorNoteProblem('謝謝閱讀。\n下週見！')).toBeNull();
    expect(synopsisProblem('霧\u202A城')).toBe('controlCharacters');
    expect(authorNoteProblem('a\u0000b')).toBe('controlCharacters');
    // Optional ones may be empty; the statement may not.
    expect(introProblem('')).toBeNull();
    expect(synopsisProblem('  ')).toBeNull();
    expect(statementProblem(' \n ')).toBe('required');
  });

  it('counts them as the author sees the characters, like the form counters', () => {
    expect(introProblem('🇹🇼'.repeat(100))).toBeNull();
    expect(introProblem('🇹🇼'.repeat(101))).toBe('tooLong');
    expect(synopsisProblem('👨‍👩‍👧'.repeat(3000))).toBeNull();
    expect(tagProblem('e\u0301'.repeat(20))).toBeNull();
    expect(tagProblem('e\u0301'.repeat(21))).toBe('tooLong');
    expect(authorNoteProblem(` ${'謝'.repeat(2000)}\n`)).toBeNull();
    expect(statementProblem('👍🏽'.repeat(501))).toBe('tooLong');
  });

  it('names the control characters by code point, each once', () => {
    expect(controlCharactersIn('a\u202Eb\u0000c\u202E').map(codePointOf)).toEqual([
      'U+202E',
      'U+0000',
    ]);
    expect(controlCharactersIn('謝謝 👨\u200d👩\u200d👧\n')).toEqual([]);
  });

  it('agrees with the schemas platform-api checks each field against', () => {
    const texts = [
      '',
      ' ',
      '霧城',
      '霧\n城',
      '霧\t城',
      'a\u0000b',
      '霧\u202E城',
      '🇹🇼'.repeat(20),
      '🇹🇼'.repeat(21),
      '🇹🇼'.repeat(101),
      '👨‍👩‍👧'.repeat(31),
    ];
    const agree = (
      field: string,
      accepted: (text: string) => boolean,
      problem: (text: string) => string | null,
    ) => {
      for (const text of texts) {
        expect({ field, text, accepted: accepted(text) }).toEqual({
          field,
          text,
          accepted: problem(text) === null,
        });
      }
    };
    const title = (body: object) => updateTitleBody.safeParse(body).success;
    const applied = (fields: object) =>
      verifiedAuthorApplyBody.safeParse(application(fields)).success;
    agree('displayName', (displayName) => title({ displayName }), workNameProblem);
    agree('intro', (intro) => title({ intro }), introProblem);
    agree('synopsis', (synopsis) => title({ synopsis }), synopsisProblem);
    agree('tags', (tag) => title({ tags: [tag] }), tagProblem);
    agree(
      'authorNote',
      (authorNote) => updateChapterBody.safeParse({ authorNote }).success,
      authorNoteProblem,
    );
    agree(
      'chapter name',
      (displayName) => chapterNameBody.safeParse({ displayName }).success,
      chapterNameProblem,
    );
    agree('penName', (penName) => applied({ penName }), penNameProblem);
    agree('realName', (realName) => applied({ realName }), realNameProblem);
    agree('statement', (statement) => applied({ statement }), statementProblem);
  });
});

describe('isEmail', () => {
  it('takes what a browser’s email field takes, with a dot in the host, as the server does', () => {
    const cases: [string, boolean][] = [
      ['author@example.com', true],
      [' author@example.com ', true],
      ["o'brien+novels@mail.example.tw", true],
      ['王小明@gmail.com', false],
      ['author@localhost', false],
      ['author@exam_ple.com', false],
      ['two words@example.com', false],
      ['author@-example.com', false],
      ['@example.com', false],
      [`${'a'.repeat(245)}@example.com`, false],
    ];
    for (const [email, ok] of cases) {
      expect({ email, ok: isEmail(email) }).toEqual({ email, ok });
      expect({
        email,
        ok: verifiedAuthorApplyBody.safeParse(application({ email })).success,
      }).toEqual({
        email,
        ok,
      });
    }
  });
});
