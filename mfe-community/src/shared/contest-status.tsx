import type { ContestStatus } from '@creator/api/contract';
import { defineMessages } from '@creator/ui';
import Tag from 'antd/es/tag';

/** The phases of a contest, as the author reads them. */
export const useContestStatusMessages = defineMessages({
  'zh-TW': {
    OPEN: '徵稿中',
    UPCOMING: '即將開始',
    JUDGING: '評選中',
    RESULTS: '已公布結果',
  },
  en: {
    OPEN: 'Open for entries',
    UPCOMING: 'Upcoming',
    JUDGING: 'Judging',
    RESULTS: 'Results announced',
  },
});

const STATUS_COLORS: Record<ContestStatus, string> = {
  OPEN: 'green',
  UPCOMING: 'blue',
  JUDGING: 'gold',
  RESULTS: 'default',
};

export function ContestStatusTag({ status }: { status: ContestStatus }) {
  const t = useContestStatusMessages();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t[status]}
    </Tag>
  );
}
