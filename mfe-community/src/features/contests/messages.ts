import { defineMessages } from '@creator/ui';

export const useContestsMessages = defineMessages({
  'zh-TW': {
    pageTitle: '投稿活動',
    filterLabel: '依狀態篩選',
    all: '全部',
    entryPeriod: '投稿期間',
    resultsAt: '結果公布',
    opensAt: (time: string) => `${time} 開始收件`,
    entered: (work: string) => `已投稿：${work}`,
    emptyTitle: '目前沒有投稿活動',
    emptyHint: '新的活動公布後會出現在這裡。',
    emptyFilteredTitle: '沒有這個狀態的活動',
    emptyFilteredHint: '換個狀態看看，或顯示全部活動。',
    showAll: '顯示全部活動',
  },
  en: {
    pageTitle: 'Contests',
    filterLabel: 'Filter by status',
    all: 'All',
    entryPeriod: 'Entry period',
    resultsAt: 'Results',
    opensAt: (time: string) => `Opens ${time}`,
    entered: (work: string) => `Entered: ${work}`,
    emptyTitle: 'No contests right now',
    emptyHint: 'New contests will appear here once they are announced.',
    emptyFilteredTitle: 'No contests with this status',
    emptyFilteredHint: 'Try another status, or show every contest.',
    showAll: 'Show all contests',
  },
});
