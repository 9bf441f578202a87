/** Where a work stands on the reader site: derived from listingFrom alone. */
export type ListingState = 'unlisted' | 'scheduled' | 'listed';

/**
 * No listingFrom means unlisted; a listingFrom at or before `now` means listed (the moment itself
 * counts as listed); a later one means scheduled. An unparsable time is treated as unlisted.
 */
export function deriveListingState(listingFrom: string | null, now: Date): ListingState {
  if (listingFrom === null) return 'unlisted';
  const from = Date.parse(listingFrom);
  if (Number.isNaN(from)) return 'unlisted';
  return from <= now.getTime() ? 'listed' : 'scheduled';
}
