import type { RevenueSource, SettlementState } from '@creator/api/contract';
import { defineMessages } from '@creator/ui';

/** The words every revenue screen shares: the sub-navigation, sources, settlement, balance. */
export const useRevenueMessages = defineMessages({
  'zh-TW': {
    nav: '收益選單',
    'nav.revenueDetail': '收益明細',
    'nav.revenueReport': '收益報表',
    'nav.withdrawalRecord': '提領紀錄',
    withdraw: '申請提領',
    belowMinimum: (minimum: string) => `可提領金額未達最低提領金額 ${minimum}，暫時無法提領`,
    'source.CHAPTER_SALES': '章節銷售',
    'source.READING_TICKETS': '閱讀券',
    'source.GIFTS': '禮物',
    'source.CONTEST_PRIZES': '投稿活動獎金',
    'source.ADJUSTMENTS': '調整',
    'settlement.SETTLED': '已結算',
    'settlement.PENDING': '結算中',
    settlementHint: '每月結束後結算；結算後的淨收益才可以提領。',
    withdrawable: '可提領金額',
    pending: '處理中金額',
    minimum: '最低提領金額',
    feePerWithdrawal: '每次手續費',
    balanceUnavailable: '暫時無法取得可提領金額',
    allMonths: '全部月份',
  },
  en: {
    nav: 'Revenue menu',
    'nav.revenueDetail': 'Revenue details',
    'nav.revenueReport': 'Revenue report',
    'nav.withdrawalRecord': 'Withdrawal record',
    withdraw: 'Withdraw',
    belowMinimum: (minimum: string) =>
      `Your withdrawable balance is under the ${minimum} minimum, so you cannot withdraw yet`,
    'source.CHAPTER_SALES': 'Chapter sales',
    'source.READING_TICKETS': 'Reading tickets',
    'source.GIFTS': 'Gifts',
    'source.CONTEST_PRIZES': 'Contest prizes',
    'source.ADJUSTMENTS': 'Adjustments',
    'settlement.SETTLED': 'Settled',
    'settlement.PENDING': 'Settling',
    settlementHint:
      'A month is settled once it is over; only settled net revenue can be withdrawn.',
    withdrawable: 'Withdrawable',
    pending: 'In progress',
    minimum: 'Minimum withdrawal',
    feePerWithdrawal: 'Fee per withdrawal',
    balanceUnavailable: 'The withdrawable balance is unavailable right now',
    allMonths: 'All months',
  },
});

export type RevenueMessages = ReturnType<typeof useRevenueMessages>;

export const sourceLabel = (t: RevenueMessages, source: RevenueSource) => t[`source.${source}`];
export const settlementLabel = (t: RevenueMessages, state: SettlementState) =>
  t[`settlement.${state}`];
