import { taipeiWallClock } from '@creator/ui';

/** A calendar month as the API writes it: YYYY-MM, in Asia/Taipei. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && MONTH.test(value);

/**
 * The Taipei month of an instant (now by default), whatever the browser's zone; '' for an invalid
 * one. Through Intl (taipeiWallClock), so that the revenue screens do not load dayjs.
 */
export const taipeiMonth = (at: number | Date = Date.now()) =>
  taipeiWallClock(at)?.day.slice(0, 7) ?? '';

/** The month `delta` months after (or before, when negative) a YYYY-MM. */
export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted (1 for the same month). */
export function monthSpan(from: string, to: string): number {
  const index = (month: string) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    return year * 12 + monthNumber;
  };
  return index(to) - index(from) + 1;
}

/** Every month from `from` to `to`, newest first; empty when `from` is after `to`. */
export function monthsDescending(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = to; month >= from; month = addMonths(month, -1)) months.push(month);
  return months;
}

/** How a month reads on screen: 2026/05. */
export const formatMonth = (month: string) => month.replace('-', '/');
