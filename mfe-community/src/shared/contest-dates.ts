import type { ContestSummary } from '@creator/api/contract';
import { formatDateTime } from '@creator/ui';

/** The entry period as one line, in Taipei time. */
export const entryPeriod = (contest: Pick<ContestSummary, 'entryStartAt' | 'entryEndAt'>) =>
  `${formatDateTime(contest.entryStartAt)} – ${formatDateTime(contest.entryEndAt)}`;
