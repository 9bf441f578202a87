/**
 * The editor's safety net: what the author has typed and not yet saved, kept in this browser's
 * localStorage, one entry per chapter. It outlives a reload, a closed tab, a crash, an offline or
 * failed save, and is removed only after the server has the text (or the author discards it).
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

const LOCAL_DRAFT_KEY_PREFIX = 'creator.editor.draft.';

export const localDraftKey = (chapterId: string) => `${LOCAL_DRAFT_KEY_PREFIX}${chapterId}`;

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

/** The draft kept for this chapter, or null (none, unreadable, or storage unavailable). */
export function readLocalDraft(chapterId: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(localDraftKey(chapterId));
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

/** Writes the draft; never throws (a full or disabled storage is reported, not raised). */
export function writeLocalDraft(draft: LocalDraft): LocalDraftWriteResult {
  const target = storage();
  if (!target) return 'unavailable';
  try {
    target.setItem(localDraftKey(draft.chapterId), JSON.stringify(draft));
    return 'saved';
  } catch (error) {
    return isQuotaError(error) ? 'quota' : 'unavailable';
  }
}

export function clearLocalDraft(chapterId: string): void {
  try {
    storage()?.removeItem(localDraftKey(chapterId));
  } catch {
    // Nothing to do: a storage that cannot be written holds no draft of ours either.
  }
}
