import {
  CHAPTER_PAID_PRICE_MIN,
  CHAPTER_PRICE_MAX,
  authorNoteProblem,
  chapterNameProblem,
} from '@creator/api/contract';
import type { Chapter, CharacterProblem, UpdateChapterBody } from '@creator/api/contract';

/**
 * How the chapter is published after Save. `keep` exists only for a chapter already published
 * (its time stays as it is); a published chapter may otherwise only go back to `draft`.
 */
export type PublishMode = 'keep' | 'draft' | 'now' | 'schedule';

export interface ChapterSettingValues {
  displayName: string;
  pricing: 'free' | 'paid';
  /** Points; null while the field is empty. */
  price: number | null;
  publishMode: PublishMode;
  /** The scheduled time (ISO with offset) while publishMode is `schedule`. */
  publishAt: string | null;
  authorNote: string;
  commentsEnabled: boolean;
}

export function toFormValues(chapter: Chapter): ChapterSettingValues {
  return {
    displayName: chapter.displayName,
    pricing: chapter.isFree ? 'free' : 'paid',
    // A free chapter has price 0: leave the field empty so the author sets a real price.
    price: chapter.isFree ? null : chapter.price,
    publishMode:
      chapter.state === 'PUBLISHED' ? 'keep' : chapter.state === 'SCHEDULED' ? 'schedule' : 'draft',
    publishAt: chapter.state === 'SCHEDULED' ? chapter.publishAt : null,
    authorNote: chapter.authorNote,
    commentsEnabled: chapter.commentsEnabled,
  };
}

/** The publish modes a chapter in this state may choose from, in the order they are offered. */
export function publishModesFor(chapter: Chapter): PublishMode[] {
  return chapter.state === 'PUBLISHED' ? ['keep', 'draft'] : ['draft', 'now', 'schedule'];
}

/**
 * True when the chapter has no text to publish (platform-api refuses to publish or schedule it,
 * as the editor does): publishing now and scheduling are offered but off until it has some.
 */
export const hasNoText = (chapter: Chapter) => chapter.wordCount === 0;

/** The contract's chapterNameProblem; a problem of its characters is worded by useCharacterMessage. */
export type NameError = 'nameRequired' | 'nameTooLong' | CharacterProblem;
export function validateName(value: string | undefined): NameError | null {
  const problem = chapterNameProblem(value ?? '');
  if (problem === 'required') return 'nameRequired';
  if (problem === 'tooLong') return 'nameTooLong';
  return problem;
}

export type PriceError = 'priceRequired' | 'priceWhole' | 'priceRange';
export function validatePrice(value: number | null | undefined): PriceError | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'priceRequired';
  if (!Number.isInteger(value)) return 'priceWhole';
  if (value < CHAPTER_PAID_PRICE_MIN || value > CHAPTER_PRICE_MAX) return 'priceRange';
  return null;
}

/** The contract's authorNoteProblem: counted trimmed, as the author sees the characters. */
export const validateAuthorNote = (value: string | undefined) => authorNoteProblem(value ?? '');

export type ChapterChanges = Omit<UpdateChapterBody, 'baseVersion' | 'content'>;

/**
 * Only what the author changed against `base`, as PUT fields. Sending no more than that means a
 * save after a conflict applies these changes on top of the newer version instead of reverting
 * what was changed elsewhere. Publishing now sends `publishNow`: the server's clock decides.
 */
export function chapterChanges(values: ChapterSettingValues, base: Chapter): ChapterChanges {
  const changes: ChapterChanges = {};
  const name = values.displayName.trim();
  if (name !== base.displayName) changes.displayName = name;

  if (values.pricing === 'free') {
    if (!base.isFree) changes.isFree = true;
  } else {
    if (base.isFree) changes.isFree = false;
    if (base.isFree || values.price !== base.price) changes.price = values.price ?? undefined;
  }

  switch (values.publishMode) {
    case 'keep':
      break;
    case 'draft':
      if (base.state !== 'DRAFT') changes.publishAt = null;
      break;
    case 'now':
      changes.publishNow = true;
      break;
    case 'schedule':
      if (
        base.state !== 'SCHEDULED' ||
        values.publishAt === null ||
        base.publishAt === null ||
        Date.parse(values.publishAt) !== Date.parse(base.publishAt)
      ) {
        changes.publishAt = values.publishAt;
      }
      break;
  }

  // Sent trimmed, as platform-api keeps it.
  const authorNote = values.authorNote.trim();
  if (authorNote !== base.authorNote) changes.authorNote = authorNote;
  if (values.commentsEnabled !== base.commentsEnabled) {
    changes.commentsEnabled = values.commentsEnabled;
  }
  return changes;
}

export const hasChanges = (changes: ChapterChanges) => Object.keys(changes).length > 0;
