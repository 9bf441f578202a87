import { GENRES_MAX, GENRES_MIN, TITLE_NAME_MAX } from '@creator/api/contract';

export type NameProblem = 'required' | 'tooLong';
export type GenresProblem = 'tooFew' | 'tooMany';

/** Spec §5: the name is trimmed, then 1 to 65 characters (the server counts the same way). */
export function validateWorkName(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > TITLE_NAME_MAX) return 'tooLong';
  return null;
}

/** Spec §5: one to three genres. */
export function validateGenres(genreIds: readonly string[]): GenresProblem | null {
  if (genreIds.length < GENRES_MIN) return 'tooFew';
  if (genreIds.length > GENRES_MAX) return 'tooMany';
  return null;
}
