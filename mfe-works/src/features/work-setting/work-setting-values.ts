import {
  COVER_MAX_BYTES,
  COVER_TYPES,
  TITLE_TAGS_MAX,
  genresProblem,
  introProblem,
  isBlankText,
  synopsisProblem,
  tagProblem,
  textLength,
  workNameProblem,
} from '@creator/api/contract';
import type {
  CharacterProblem,
  SerialStatus,
  TargetAudience,
  Title,
  UpdateTitleBody,
} from '@creator/api/contract';

/** What the work setting form edits; one Save sends what changed. */
export interface WorkSettingValues {
  displayName: string;
  genreIds: string[];
  intro: string;
  synopsis: string;
  tags: string[];
  /** Null only while the work has never had one; it cannot be set back to none. */
  targetAudience: TargetAudience | null;
  serialStatus: SerialStatus;
}

export function toFormValues(title: Title): WorkSettingValues {
  return {
    displayName: title.displayName,
    genreIds: title.genreIds,
    intro: title.intro,
    synopsis: title.synopsis,
    tags: title.tags,
    targetAudience: title.targetAudience,
    serialStatus: title.serialStatus,
  };
}

/**
 * Counted as the server counts: after trimming, in characters as the author sees them (the
 * contract's textLength: an emoji or a character outside the BMP is one).
 */
export const trimmedLength = (text: string) => textLength(text.trim());

/**
 * Same rule as creating a work (@creator/api's workNameProblem), as a message key; a problem of
 * the characters (control characters, a line break) is the contract's, worded by useCharacterMessage.
 */
export function validateName(
  name: string,
): 'nameRequired' | 'nameTooLong' | CharacterProblem | null {
  const problem = workNameProblem(name);
  if (problem === 'required') return 'nameRequired';
  if (problem === 'tooLong') return 'nameTooLong';
  return problem;
}

/** Spec §5: one to three genres (@creator/api's genresProblem), as a message key. */
export function validateGenres(
  genreIds: readonly string[],
): 'genresTooFew' | 'genresTooMany' | null {
  const problem = genresProblem(genreIds);
  return problem && GENRE_PROBLEMS[problem];
}
const GENRE_PROBLEMS = { tooFew: 'genresTooFew', tooMany: 'genresTooMany' } as const;

/** The intro and the synopsis: the contract's rules, which platform-api checks too. */
export const validateIntro = introProblem;
export const validateSynopsis = synopsisProblem;

/**
 * Tags as they are sent: trimmed, without blank-looking ones (only spaces or zero-width
 * characters) or repeats, in the author's order.
 */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (!isBlankText(trimmed)) seen.add(trimmed);
  }
  return [...seen];
}

export type TagsProblem =
  | { kind: 'tagsTooMany' }
  | { kind: 'tagTooLong'; tag: string }
  | { kind: 'tagCharacters'; tag: string; problem: CharacterProblem };

/** At most TITLE_TAGS_MAX tags, each one line of at most TITLE_TAG_MAX characters (tagProblem). */
export function validateTags(tags: readonly string[]): TagsProblem | null {
  const clean = normaliseTags(tags);
  if (clean.length > TITLE_TAGS_MAX) return { kind: 'tagsTooMany' };
  for (const tag of clean) {
    const problem = tagProblem(tag);
    if (problem === 'tooLong') return { kind: 'tagTooLong', tag };
    if (problem === 'controlCharacters' || problem === 'lineBreaks') {
      return { kind: 'tagCharacters', tag, problem };
    }
  }
  return null;
}

/** True when the values may be saved (each field within its limits). */
export function isValid(values: WorkSettingValues): boolean {
  return (
    validateName(values.displayName) === null &&
    validateGenres(values.genreIds) === null &&
    validateIntro(values.intro) === null &&
    validateSynopsis(values.synopsis) === null &&
    validateTags(values.tags) === null
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Only the fields of PUT title that differ from `base`, as they are sent (texts trimmed, tags
 * normalised). An unchanged name is never sent, so it can never be refused as a duplicate.
 */
export function titleChanges(values: WorkSettingValues, base: Title): UpdateTitleBody {
  const changes: UpdateTitleBody = {};
  const name = values.displayName.trim();
  if (name !== base.displayName) changes.displayName = name;
  if (!sameSet(values.genreIds, base.genreIds)) changes.genreIds = values.genreIds;
  const intro = values.intro.trim();
  if (intro !== base.intro) changes.intro = intro;
  const synopsis = values.synopsis.trim();
  if (synopsis !== base.synopsis) changes.synopsis = synopsis;
  const tags = normaliseTags(values.tags);
  if (!sameList(tags, base.tags)) changes.tags = tags;
  if (values.serialStatus !== base.serialStatus) changes.serialStatus = values.serialStatus;
  return changes;
}

/** The target audience to PUT (its own endpoint), or null when it has not changed. */
export function audienceChange(values: WorkSettingValues, base: Title): TargetAudience | null {
  return values.targetAudience !== null && values.targetAudience !== base.targetAudience
    ? values.targetAudience
    : null;
}

export const hasChanges = (values: WorkSettingValues, base: Title) =>
  Object.keys(titleChanges(values, base)).length > 0 || audienceChange(values, base) !== null;

export type CoverProblem = 'coverWrongType' | 'coverTooLarge';

/** Checked before anything is sent (the server checks again): type and size of a cover. */
export function checkCoverFile(file: Pick<File, 'type' | 'size'>): CoverProblem | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return 'coverWrongType';
  if (file.size > COVER_MAX_BYTES) return 'coverTooLarge';
  return null;
}

const MB = 1024 * 1024;
export const COVER_MAX_MB = COVER_MAX_BYTES / MB;

/**
 * A file size for people: KB below 1 MB, else MB with two decimals, rounded up so a file just
 * over the limit never reads as exactly the limit (5 MB + 1 byte is "5.01 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(Math.ceil((bytes / MB) * 100) / 100).toFixed(2)} MB`;
}
