import { defineMessages } from '@creator/ui';

export const useRevenueReportMessages = defineMessages({
  'zh-TW': {
    pageTitle: '收益報表',
    from: '起始月份',
    to: '結束月份',
    presets: '快速選擇',
    last6: '近 6 個月',
    last12: '近 12 個月',
    thisYear: '今年',
    lastYear: '去年',
    adjusted: (from: string, to: string) =>
      `網址中的期間無法使用（報表最多涵蓋 36 個月，且不含未來月份），改為顯示 ${from} 至 ${to}。`,
    chartTitle: '每月收益（依來源）',
    net: '淨收益',
    tableTitle: '每月明細',
    month: '月份',
    gross: '總收益',
    platformShare: '平台分潤',
    settlement: '結算狀態',
    total: '合計',
    shareNote: (percent: string) =>
      `平台分潤為章節銷售、閱讀券與禮物的 ${percent}；投稿活動獎金與調整不分潤。`,
    csv: '匯出 CSV',
    emptyTitle: '這段期間沒有收益',
    emptyHint: '換一段期間看看，或到收益明細查看每一筆收益。',
  },
  en: {
    pageTitle: 'Revenue report',
    from: 'From',
    to: 'To',
    presets: 'Quick picks',
    last6: 'Last 6 months',
    last12: 'Last 12 months',
    thisYear: 'This year',
    lastYear: 'Last year',
    adjusted: (from: string, to: string) =>
      `The period in the address cannot be used (a report covers at most 36 months and no future months); showing ${from} to ${to}.`,
    chartTitle: 'Monthly revenue by source',
    net: 'Net revenue',
    tableTitle: 'Month by month',
    month: 'Month',
    gross: 'Gross',
    platformShare: 'Platform share',
    settlement: 'Settlement',
    total: 'Total',
    shareNote: (percent: string) =>
      `The platform keeps ${percent} of chapter sales, reading tickets and gifts; contest prizes and adjustments are not shared.`,
    csv: 'Export CSV',
    emptyTitle: 'No revenue in this period',
    emptyHint: 'Try another period, or see every line in the revenue details.',
  },
});
