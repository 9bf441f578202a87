import { REVENUE_REPORT_MONTHS_MAX } from '@creator/api/contract';
import { addMonths, isMonth, monthSpan } from '../../lib/months';

/** The months a report shows, both ends included (YYYY-MM, Asia/Taipei). */
export interface ReportRange {
  from: string;
  to: string;
}

/** The default: the twelve months up to the current one. */
export const lastMonths = (count: number, current: string): ReportRange => ({
  from: addMonths(current, -(count - 1)),
  to: current,
});

/** Why the range in an address could not be shown as asked, as the data center says it. */
export type ReportRangeProblem = 'invalidMonth' | 'future' | 'reversed' | 'tooLong';

/**
 * The range in the address, made valid: ends in the wrong order are swapped, then the future is
 * cut at the current month (both ends, so a start in the future cannot become the end), missing
 * ends take the default's and a range longer than the server allows keeps its last months.
 * `problems` says what the address asked for that could not be shown (none: shown as asked).
 */
export function readRange(
  from: string | null,
  to: string | null,
  current: string,
): ReportRange & { problems: ReportRangeProblem[] } {
  const fallback = lastMonths(12, current);
  const problems: ReportRangeProblem[] = [];
  if ((from !== null && !isMonth(from)) || (to !== null && !isMonth(to))) {
    problems.push('invalidMonth');
  }
  let start = isMonth(from) ? from : null;
  let end = isMonth(to) ? to : current;
  if ((start !== null && start > current) || end > current) problems.push('future');
  if (start !== null && isMonth(to) && start > end) {
    problems.push('reversed');
    [start, end] = [end, start];
  }
  if (end > current) end = current;
  if (start !== null && start > current) start = current;
  if (start === null) start = end === current ? fallback.from : addMonths(end, -11);
  if (monthSpan(start, end) > REVENUE_REPORT_MONTHS_MAX) {
    problems.push('tooLong');
    start = addMonths(end, -(REVENUE_REPORT_MONTHS_MAX - 1));
  }
  return { from: start, to: end, problems };
}

/** The presets offered beside the pickers. */
export function presets(current: string): Array<{ key: string; range: ReportRange }> {
  const year = current.slice(0, 4);
  const lastYear = String(Number(year) - 1).padStart(4, '0');
  return [
    { key: 'last6', range: lastMonths(6, current) },
    { key: 'last12', range: lastMonths(12, current) },
    { key: 'thisYear', range: { from: `${year}-01`, to: current } },
    { key: 'lastYear', range: { from: `${lastYear}-01`, to: `${lastYear}-12` } },
  ];
}
