import { defineMessages } from './i18n/define-messages';

/** Text of the shared components and the error catalogue (docs/error-policy.md). */
export const useUiMessages = defineMessages({
  'zh-TW': {
    siteName: '創作者後台',
    loading: '載入中',
    retry: '重試',
    genresLoadFailed: '無法載入分類',
    empty: '目前沒有資料',
    confirm: '確定',
    cancel: '取消',
    textTooLong: (max: string, over: string) =>
      `最多 ${max} 個字，目前多了 ${over} 個字。內容都保留著，請刪減後再繼續。`,
    textControlCharacters: (codes: string) =>
      `文字裡有看不見的控制字元或文字方向符號（${codes}），常見於從其他程式貼上的內容，請刪除後再繼續。`,
    textLineBreaks: '這裡只能有一行文字，請刪除換行或定位字元（Tab）。',
    listSeparator: '、',
    errorNetwork: '請確認網路狀態後再試一次',
    errorFallback: '發生錯誤，請稍後再試',
    errorForbidden: '登入憑證無效',
    errorDuplicateTitleName: '作品名稱重複',
    errorConflict: '這份資料已在別處更新，請重新整理後再試一次',
    errorEmptyChapter: '章節還沒有內容，無法發佈或排程',
    errorThrottled: (seconds?: number) =>
      seconds === undefined ? '操作太頻繁，請稍候再試' : `操作太頻繁，請稍候 ${seconds} 秒再試`,
    /** A deleted work, named where its history stays (revenue lines, gifts, contest entries). */
    deletedWork: (name: string | null) => (name ? `${name}（已刪除）` : '已刪除的作品'),
    leaveTitle: '尚未儲存',
    leaveBody: '這個頁面有尚未儲存的變更，離開後這些變更會遺失。確定要離開嗎？',
    leaveConfirm: '離開',
    stay: '留下',
  },
  en: {
    siteName: 'Creator Studio',
    loading: 'Loading',
    retry: 'Retry',
    genresLoadFailed: 'Could not load the categories',
    empty: 'No data yet',
    confirm: 'OK',
    cancel: 'Cancel',
    textTooLong: (max: string, over: string) =>
      `At most ${max} characters; this is ${over} over. Your text is kept: shorten it to continue.`,
    textControlCharacters: (codes: string) =>
      `The text has invisible control or text-direction characters (${codes}), often pasted in from another program; remove them to continue.`,
    textLineBreaks: 'This must be one line: remove the line breaks or tabs.',
    listSeparator: ', ',
    errorNetwork: 'Please check your network status and try again',
    errorFallback: 'An error occurred, please try later',
    errorForbidden: 'Login credential invalid',
    errorDuplicateTitleName: 'Work name duplicated',
    errorConflict: 'This was changed elsewhere first; reload and try again',
    errorEmptyChapter: 'The chapter has no text yet; it cannot be published or scheduled',
    errorThrottled: (seconds?: number) =>
      seconds === undefined
        ? 'Too many requests; please wait a moment and try again'
        : `Too many requests; please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again`,
    deletedWork: (name: string | null) => (name ? `${name} (deleted)` : 'A deleted work'),
    leaveTitle: 'Unsaved changes',
    leaveBody:
      'This page has changes that are not saved; they are lost if you leave. Leave anyway?',
    leaveConfirm: 'Leave',
    stay: 'Stay',
  },
});
