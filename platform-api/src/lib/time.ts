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
