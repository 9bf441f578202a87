import { genresProblem, workNameProblem } from '@creator/api/contract';
import type { CreateTitleBody } from '@creator/api/contract';

/** What the create-work dialog edits. */
export interface CreateWorkValues {
  displayName: string;
  genreIds: string[];
}

export const EMPTY_VALUES: CreateWorkValues = { displayName: '', genreIds: [] };

/** The server's own rules (@creator/api/contract): a name of 1 to 65 characters, 1 to 3 genres. */
export const isValid = (values: CreateWorkValues) =>
  workNameProblem(values.displayName) === null && genresProblem(values.genreIds) === null;

/** The name is sent trimmed, as the server stores it. */
export const toCreateBody = (values: CreateWorkValues): CreateTitleBody => ({
  displayName: values.displayName.trim(),
  genreIds: values.genreIds,
});
