import { badRequest } from './errors';

/** Asia/Taipei is UTC+8 all year (no daylight saving), so plain arithmetic is exact. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant, in Asia/Taipei. */
export function taipeiDate(instant: Date): string {
  return new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM of an instant, in Asia/Taipei. */
export function taipeiMonth(instant: Date): string {
  return taipeiDate(instant).slice(0, 7);
}

/** The UTC instant at which a Taipei calendar day (YYYY-MM-DD) begins. */
export function taipeiDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - TAIPEI_OFFSET_MS);
}

/** Every YYYY-MM-DD from start to end inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The month before / after a YYYY-MM. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * How far before our clock a new publish time may be. The portal refuses a past time and sends its
 * own clock's "now" to publish now; an author's clock may run a little behind ours.
 */
export const PUBLISH_PAST_TOLERANCE_MS = 15 * 60 * 1000;
/** A time within this of the stored one is the stored one sent back (a picker drops seconds). */
const UNCHANGED_WITHIN_MS = 60 * 1000;

/**
 * The publish time to store for a requested one (ISO with offset, already validated): refuses a
 * new time clearly in the past with a 400 naming `field`; a time the author sent back unchanged
 * keeps the stored value, however old.
 */
export function publishTime(
  field: string,
  requested: string,
  stored: string | null,
  now: Date,
): string {
  const at = Date.parse(requested);
  if (stored !== null && Math.abs(at - Date.parse(stored)) < UNCHANGED_WITHIN_MS) return stored;
  if (at < now.getTime() - PUBLISH_PAST_TOLERANCE_MS) {
    throw badRequest(
      `${field}: a time in the past cannot be scheduled; to publish now, send the current time`,
    );
  }
  return new Date(at).toISOString();
}
