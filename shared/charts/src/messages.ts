import { defineMessages } from '@creator/ui';

/** Text of the charts, in both UI languages. */
export const useChartMessages = defineMessages({
  'zh-TW': {
    empty: '這段期間沒有資料',
    loading: '圖表載入中',
    loadFailed: '圖表無法載入，請確認網路狀態後再試一次',
    retry: '重試',
    legend: '圖例',
    tooltip: '圖表提示',
    summaryOf: (title: string) => `${title}重點`,
    lineChart: (title: string, from: string, to: string) => `${title}，折線圖，${from} 至 ${to}`,
    stackedBarChart: (title: string, from: string, to: string) =>
      `${title}，堆疊長條圖，${from} 至 ${to}`,
    seriesLine: (name: string, parts: string[]) => `${name}：${parts.join('，')}。`,
    total: (value: string) => `總計 ${value}`,
    highest: (label: string, value: string) => `最高在 ${label}（${value}）`,
    halvesUp: (change: string) => `後半段比前半段增加 ${change}`,
    halvesDown: (change: string) => `後半段比前半段減少 ${change}`,
    halvesLevel: '前後半段持平',
    periodTotal: (count: number, total: string) => `${count} 個月總計 ${total}`,
    highestMonth: (label: string, value: string) => `最高的月份是 ${label}（${value}）`,
    largestPart: (name: string, value: string, share: string) =>
      `${name}占比最高：${value}，占 ${share}。`,
    latestUp: (label: string, previous: string, change: string) =>
      `${label} 比 ${previous} 增加 ${change}`,
    latestDown: (label: string, previous: string, change: string) =>
      `${label} 比 ${previous} 減少 ${change}`,
    latestLevel: (label: string, previous: string) => `${label} 與 ${previous} 持平`,
    ordinalRange: (first: string, firstValue: string, last: string, lastValue: string) =>
      `${first} ${firstValue}，${last} ${lastValue}`,
    largestDrop: (from: string, to: string, drop: string) =>
      `最大降幅在 ${from} 到 ${to}（減少 ${drop}）`,
    noDrop: '沒有下降',
    percentagePoints: (value: string) => `${value} 個百分點`,
  },
  en: {
    empty: 'No data for this period',
    loading: 'Loading chart',
    loadFailed: 'The chart could not be loaded. Please check your network status and try again',
    retry: 'Retry',
    legend: 'Legend',
    tooltip: 'Chart tooltip',
    summaryOf: (title: string) => `${title}: summary`,
    lineChart: (title: string, from: string, to: string) =>
      `${title}, line chart, ${from} to ${to}`,
    stackedBarChart: (title: string, from: string, to: string) =>
      `${title}, stacked bar chart, ${from} to ${to}`,
    seriesLine: (name: string, parts: string[]) => `${name}: ${parts.join(', ')}.`,
    total: (value: string) => `total ${value}`,
    highest: (label: string, value: string) => `highest on ${label} (${value})`,
    halvesUp: (change: string) => `the second half is ${change} above the first`,
    halvesDown: (change: string) => `the second half is ${change} below the first`,
    halvesLevel: 'the two halves are level',
    periodTotal: (count: number, total: string) =>
      `total over ${count} ${count === 1 ? 'month' : 'months'} ${total}`,
    highestMonth: (label: string, value: string) => `highest month ${label} (${value})`,
    largestPart: (name: string, value: string, share: string) =>
      `The largest part is ${name}: ${value}, ${share} of the whole.`,
    latestUp: (label: string, previous: string, change: string) =>
      `${label} is ${change} above ${previous}`,
    latestDown: (label: string, previous: string, change: string) =>
      `${label} is ${change} below ${previous}`,
    latestLevel: (label: string, previous: string) => `${label} is level with ${previous}`,
    ordinalRange: (first: string, firstValue: string, last: string, lastValue: string) =>
      `${firstValue} at ${first}, ${lastValue} at ${last}`,
    largestDrop: (from: string, to: string, drop: string) =>
      `largest drop from ${from} to ${to} (down ${drop})`,
    noDrop: 'no drop',
    percentagePoints: (value: string) => `${value} percentage points`,
  },
});

export type ChartMessages = ReturnType<typeof useChartMessages.getMessages>;
