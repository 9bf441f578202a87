import type { Announcement } from '@creator/api/contract';

/** Pinned first, then newest first. */
export function orderAnnouncements(list: readonly Announcement[]): Announcement[] {
  return [...list].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt.localeCompare(a.publishedAt),
  );
}
