import { CONTEST_STATUSES } from '@creator/api/contract';
import type { ContestStatus, ContestSummary } from '@creator/api/contract';

/** What the list shows first: what the author can enter now, then what comes next. */
const PHASE_ORDER: Record<ContestStatus, number> = {
  OPEN: 0,
  UPCOMING: 1,
  JUDGING: 2,
  RESULTS: 3,
};

const time = (iso: string) => Date.parse(iso);

/** Within a phase, the date that matters next comes first; finished contests, newest first. */
const WITHIN_PHASE: Record<ContestStatus, (a: ContestSummary, b: ContestSummary) => number> = {
  OPEN: (a, b) => time(a.entryEndAt) - time(b.entryEndAt),
  UPCOMING: (a, b) => time(a.entryStartAt) - time(b.entryStartAt),
  JUDGING: (a, b) => time(a.resultsAt) - time(b.resultsAt),
  RESULTS: (a, b) => time(b.resultsAt) - time(a.resultsAt),
};

/** Open contests first (closing soonest on top), then upcoming, judging, and past ones. */
export function orderContests(contests: readonly ContestSummary[]): ContestSummary[] {
  return [...contests].sort(
    (a, b) =>
      PHASE_ORDER[a.status] - PHASE_ORDER[b.status] ||
      WITHIN_PHASE[a.status](a, b) ||
      a.contestId.localeCompare(b.contestId),
  );
}

/** The status filter as the address writes it (?status=open). */
export type StatusFilter = Lowercase<ContestStatus>;

export const STATUS_FILTERS = CONTEST_STATUSES.map((s) => s.toLowerCase() as StatusFilter);

/** The filter in the address, or null (all contests) for none or an unknown value. */
export function parseStatusFilter(value: string | null): StatusFilter | null {
  const normalised = value?.trim().toLowerCase();
  return STATUS_FILTERS.find((filter) => filter === normalised) ?? null;
}

export const matchesFilter = (contest: ContestSummary, filter: StatusFilter | null) =>
  filter === null || contest.status.toLowerCase() === filter;
