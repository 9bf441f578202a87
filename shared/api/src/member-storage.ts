/**
 * Browser storage that belongs to one member (the editor's unsaved chapter text). Every such key
 * starts with the member's prefix, so that what one member left is never read for another on the
 * same browser, and the shell's logout clears a member's keys by that prefix without knowing what
 * a remote keeps under it. Screens write through memberStorageKey; the shell calls
 * clearMemberStorage. Nothing here throws: a storage that is off or full holds nothing of ours.
 */

const MEMBER_PREFIX = 'creator.member.';
/**
 * Keys written before storage was scoped by member (the editor's drafts, by chapter alone): whose
 * they were is unknown, so every logout clears them.
 */
const UNSCOPED_PREFIXES = ['creator.editor.draft.'] as const;

/** The prefix of every key of one member. */
export const memberStoragePrefix = (memberId: string) =>
  `${MEMBER_PREFIX}${encodeURIComponent(memberId)}.`;

/** A localStorage key that holds `name` for one member. */
export const memberStorageKey = (memberId: string, name: string) =>
  `${memberStoragePrefix(memberId)}${name}`;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Some privacy settings throw on the mere access.
    return null;
  }
}

/** Removes every key of the member, and the unscoped keys of before (at logout). */
export function clearMemberStorage(memberId: string): void {
  const storage = localStorageOrNull();
  if (!storage) return;
  const prefixes = [memberStoragePrefix(memberId), ...UNSCOPED_PREFIXES];
  try {
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // A storage that refuses reads or writes: nothing more to do.
  }
}
