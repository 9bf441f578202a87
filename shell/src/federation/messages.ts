import { defineMessages } from '@creator/ui';

export const REMOTE_LABELS_ZH: Record<string, string> = {
  works: '作品管理',
  revenue: '收益',
  insights: '數據中心',
  community: '活動與互動',
};
export const REMOTE_LABELS_EN: Record<string, string> = {
  works: 'Works',
  revenue: 'Revenue',
  insights: 'Data center',
  community: 'Contests and community',
};

export const useFederationMessages = defineMessages({
  'zh-TW': {
    loading: '載入中…',
    remoteFailedTitle: (remote: string) => `「${REMOTE_LABELS_ZH[remote] ?? remote}」暫時無法載入`,
    remoteFailedBody: '可能是網路不穩或服務正在更新。選單與其他功能仍可使用。',
    remoteCrashedTitle: (remote: string) => `「${REMOTE_LABELS_ZH[remote] ?? remote}」發生錯誤`,
    remoteCrashedBody: '這個頁面無法顯示。請重試，若問題持續請稍後再來。',
    retry: '重試',
    bootFailedTitle: '創作者後台無法啟動',
    bootFailedBody: '讀取設定檔時發生問題，請稍後重新整理。',
    reload: '重新整理',
  },
  en: {
    loading: 'Loading…',
    remoteFailedTitle: (remote: string) =>
      `${REMOTE_LABELS_EN[remote] ?? remote} could not be loaded`,
    remoteFailedBody:
      'The network may be unstable or the service is being updated. The menu and the rest of the portal still work.',
    remoteCrashedTitle: (remote: string) =>
      `${REMOTE_LABELS_EN[remote] ?? remote} ran into an error`,
    remoteCrashedBody:
      'This page cannot be shown. Please retry; if it keeps failing, come back later.',
    retry: 'Retry',
    bootFailedTitle: 'The creator portal could not start',
    bootFailedBody: 'Its configuration could not be read. Please reload in a moment.',
    reload: 'Reload',
  },
});
