import { defineMessages, formatNumber } from '@creator/ui';

export const useGiftsMessages = defineMessages({
  'zh-TW': {
    pageTitle: '禮物盒',
    received: '收到的禮物',
    totalValue: '禮物總價值',
    list: '禮物清單',
    time: '時間',
    sender: '送禮者',
    gift: '禮物',
    quantity: '數量',
    value: '價值',
    work: '作品',
    loadMore: '載入更多',
    loadingMore: '載入中…',
    end: '已經到底了',
    shown: (shown: number, total: number) => `已顯示 ${shown} / ${total} 筆`,
    notListed: (count: number) => `載入清單後又收到 ${formatNumber(count)} 筆禮物，尚未列出。`,
    showNewest: '列出最新禮物',
    emptyTitle: '還沒有收到禮物',
    emptyHint: '讀者送出的禮物會出現在這裡。',
  },
  en: {
    pageTitle: 'Gift box',
    received: 'Gifts received',
    totalValue: 'Total value',
    list: 'Gift list',
    time: 'Time',
    sender: 'Sender',
    gift: 'Gift',
    quantity: 'Quantity',
    value: 'Value',
    work: 'Work',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    end: 'You have reached the end',
    shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    notListed: (count: number) =>
      count === 1
        ? '1 gift arrived after this list was loaded and is not listed yet.'
        : `${formatNumber(count)} gifts arrived after this list was loaded and are not listed yet.`,
    showNewest: 'List the newest gifts',
    emptyTitle: 'No gifts yet',
    emptyHint: 'Gifts from your readers will appear here.',
  },
});
