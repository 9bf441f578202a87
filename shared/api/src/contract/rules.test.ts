import { createTitleBody } from './schemas';
import { genresProblem, workNameProblem } from './rules';

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
