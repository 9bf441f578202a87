import { badRequest } from './errors';
import { MESSAGES } from './messages';

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

/**
 * How many days from start to end inclusive (YYYY-MM-DD, already validated), by arithmetic: a
 * route checks this against its limit before it builds anything for the range.
 */
function daysInRange(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/**
 * Every YYYY-MM-DD from start to end inclusive. Refuses (rather than builds) more than `maxDays`:
 * the caller's limit, so that a forgotten check cannot make the server build millions of dates.
 */
export function datesBetween(start: string, end: string, maxDays: number): string[] {
  const count = daysInRange(start, end);
  if (count > maxDays) throw badRequest(MESSAGES.rangeTooLong(maxDays));
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A YYYY-MM (month 01-12, already validated) as a count of months since year 0, and back. Month
 * arithmetic on these numbers is exact for every four-digit year; string comparison and Date are
 * not (year 10000 prints as "+010000", which sorts before "9999").
 */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthAt(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * How far before our clock a new publish time may be. The portal checks a scheduled time against
 * the author's clock, which may run a little behind ours. Publishing now needs no time at all
 * (publishNow: our clock decides, see publishNowTime).
 */
const PUBLISH_PAST_TOLERANCE_MS = 15 * 60 * 1000;
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
    throw badRequest(MESSAGES.publishInPast(field));
  }
  return new Date(at).toISOString();
}

/**
 * The publish time to store for "publish now": our clock's now. Something already published keeps
 * its time, so a repeat of the same publish (a retry after a lost answer) changes nothing.
 */
export function publishNowTime(stored: string | null, now: Date): string {
  if (stored !== null && Date.parse(stored) <= now.getTime()) return stored;
  return now.toISOString();
}
