import { deriveListingState } from './listing-state';

describe('deriveListingState', () => {
  const now = new Date('2026-03-01T04:00:00.000Z');

  it('is unlisted without a listing time', () => {
    expect(deriveListingState(null, now)).toBe('unlisted');
  });

  it('is unlisted when the listing time cannot be read', () => {
    expect(deriveListingState('not a date', now)).toBe('unlisted');
  });

  it('is scheduled while the listing time is still ahead, even by a millisecond', () => {
    expect(deriveListingState('2026-03-01T04:00:00.001Z', now)).toBe('scheduled');
    expect(deriveListingState('2027-01-01T00:00:00.000Z', now)).toBe('scheduled');
  });

  it('is listed from the listing time itself onwards', () => {
    expect(deriveListingState('2026-03-01T04:00:00.000Z', now)).toBe('listed');
    expect(deriveListingState('2026-03-01T03:59:59.999Z', now)).toBe('listed');
  });

  it('compares instants, not wall-clock text (offsets are honoured)', () => {
    // 12:00 in Taipei is 04:00 UTC: the same instant as now.
    expect(deriveListingState('2026-03-01T12:00:00+08:00', now)).toBe('listed');
    expect(deriveListingState('2026-03-01T12:00:01+08:00', now)).toBe('scheduled');
  });
});
