import { defineMessages } from '@creator/ui';

export const useReadingTicketsMessages = defineMessages({
  'zh-TW': {
    pageTitle: '閱讀券設定',
    backToWork: (name: string) => `回到作品：${name}`,
    backToWorkPlain: '回到作品',
    introTitle: '什麼是閱讀券？',
    introBody:
      '讀者可以用一張閱讀券解鎖付費章節，不必花點數。你決定作品的哪些付費章節接受閱讀券；免費章節本來就能直接閱讀，不需要閱讀券。',
    listLabel: '章節',
    selectAll: '全選付費章節',
    paidOnly: '只顯示付費章節',
    selectedCount: (selected: number, paid: number) => `已選 ${selected} / ${paid} 個付費章節`,
    paid: '付費',
    free: '免費',
    freeReason: '免費章節不需要閱讀券',
    chapterLabel: (order: number, name: string) => `${order}. ${name}`,
    typeAll: '儲存後：全部付費章節接受閱讀券，之後改為付費的章節（包括新章節）也會自動接受。',
    typeSingle:
      '儲存後：只有勾選的章節接受閱讀券；之後改為付費的章節不會自動加入，需要回到這裡勾選。',
    autoInclude: '之後改為付費的章節（包括新章節）也自動接受閱讀券',
    autoIncludeNeedsAll: '勾選全部付費章節後，才能設定自動接受。',
    save: '儲存',
    discard: '還原',
    saved: '已儲存閱讀券設定',
    saveFailed: (message: string) => `儲存失敗：${message}。你的勾選仍保留，可以再試一次。`,
    noPaidTitle: '這部作品還沒有付費章節',
    noPaidHint: '閱讀券只能用在付費章節。到作品頁開啟章節設定，把章節改為付費後再回來設定。',
    toWorkPage: '前往作品頁',
  },
  en: {
    pageTitle: 'Reading tickets',
    backToWork: (name: string) => `Back to the work: ${name}`,
    backToWorkPlain: 'Back to the work',
    introTitle: 'What are reading tickets?',
    introBody:
      'Readers can unlock a paid chapter with a reading ticket instead of spending points. You choose which paid chapters of this work accept tickets; free chapters can be read without one.',
    listLabel: 'Chapters',
    selectAll: 'Select all paid chapters',
    paidOnly: 'Paid chapters only',
    selectedCount: (selected: number, paid: number) =>
      `${selected} of ${paid} paid ${paid === 1 ? 'chapter' : 'chapters'} selected`,
    paid: 'Paid',
    free: 'Free',
    freeReason: 'Free chapters need no ticket',
    chapterLabel: (order: number, name: string) => `${order}. ${name}`,
    typeAll:
      'On save: every paid chapter accepts tickets, and chapters made paid later (new ones included) accept them too.',
    typeSingle:
      'On save: only the ticked chapters accept tickets; chapters made paid later are not added until you tick them here.',
    autoInclude: 'Chapters made paid later (new ones included) accept tickets too',
    autoIncludeNeedsAll: ' Tick every paid chapter to turn this on.',
    save: 'Save',
    discard: 'Discard changes',
    saved: 'Reading ticket settings saved',
    saveFailed: (message: string) =>
      `Could not save: ${message}. Your selection is kept; you can try again.`,
    noPaidTitle: 'This work has no paid chapters yet',
    noPaidHint:
      'Reading tickets only apply to paid chapters. Open a chapter’s settings from the work page, make it paid, then come back.',
    toWorkPage: 'Go to the work page',
  },
});
