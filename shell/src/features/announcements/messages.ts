import { defineMessages } from '@creator/ui';

export const useAnnouncementMessages = defineMessages({
  'zh-TW': {
    pageTitle: '公告',
    empty: '目前沒有公告',
    pinned: '置頂',
    close: '關閉',
  },
  en: {
    pageTitle: 'Announcements',
    empty: 'No announcements yet',
    pinned: 'Pinned',
    close: 'Close',
  },
});
