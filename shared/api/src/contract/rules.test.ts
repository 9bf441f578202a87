import { commentReplyBody, createTitleBody } from './schemas';
import { genresProblem, replyProblem, workNameProblem } from './rules';

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

  it('agrees with the schema platform-api checks a new work against', () => {
    for (const name of [
      '',
      ' \u3000',
      '霧',
      '霧'.repeat(65),
      ` ${'霧'.repeat(65)} `,
      '霧'.repeat(66),
    ]) {
      const accepted = createTitleBody.safeParse({
        displayName: name,
        genreIds: ['fantasy'],
      }).success;
      expect({ name, accepted }).toEqual({ name, accepted: workNameProblem(name) === null });
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
  });

  it('refuses control characters but keeps markup as text', () => {
    expect(replyProblem('a\u0000b')).toBe('controlCharacters');
    expect(replyProblem('a\u001bb')).toBe('controlCharacters');
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
