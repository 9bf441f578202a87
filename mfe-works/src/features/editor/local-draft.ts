import { memberStorageKey } from '@creator/api';

/**
 * The editor's safety net: what the author has typed and not yet saved, kept in this browser's
 * localStorage, one entry per member and chapter. It outlives a reload, a closed tab, a crash, an
 * offline or failed save, and is removed once the server has the text, when the author discards
 * it, or when they sign out (the shell clears the member's storage, see @creator/api's
 * member-storage.ts): a chapter's text is not left in the browser for the next person.
 */
export interface LocalDraft {
  chapterId: string;
  /** The server version the text was based on (a newer server version means a conflict). */
  baseVersion: number;
  /** When it was written (ISO). */
  savedAt: string;
  displayName: string;
  /** The editor's HTML. */
  content: string;
}

/** Where one member's draft of one chapter is kept. */
export const localDraftKey = (memberId: string, chapterId: string) =>
  memberStorageKey(memberId, `editor.draft.${chapterId}`);

/** 'quota': the browser's storage is full; 'unavailable': storage is off or refuses writes. */
export type LocalDraftWriteResult = 'saved' | 'quota' | 'unavailable';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Some privacy settings throw on the mere access.
    return null;
  }
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.chapterId === 'string' &&
    typeof draft.baseVersion === 'number' &&
    typeof draft.savedAt === 'string' &&
    typeof draft.displayName === 'string' &&
    typeof draft.content === 'string'
  );
}

/** The member's draft of this chapter, or null (none, unreadable, or storage unavailable). */
export function readLocalDraft(memberId: string, chapterId: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(localDraftKey(memberId, chapterId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isLocalDraft(value) && value.chapterId === chapterId ? value : null;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/** Writes the member's draft; never throws (a full or disabled storage is reported, not raised). */
export function writeLocalDraft(memberId: string, draft: LocalDraft): LocalDraftWriteResult {
  const target = storage();
  if (!target) return 'unavailable';
  try {
    target.setItem(localDraftKey(memberId, draft.chapterId), JSON.stringify(draft));
    return 'saved';
  } catch (error) {
    return isQuotaError(error) ? 'quota' : 'unavailable';
  }
}

export function clearLocalDraft(memberId: string, chapterId: string): void {
  try {
    storage()?.removeItem(localDraftKey(memberId, chapterId));
  } catch {
    // Nothing to do: a storage that cannot be written holds no draft of ours either.
  }
}
