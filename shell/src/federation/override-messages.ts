import { defineMessages } from '@creator/ui';
import { REMOTE_LABELS_EN, REMOTE_LABELS_ZH } from './messages';
import type { RefusalReason } from './override';

/**
 * The development override's words: its banner, its confirmation and its refusals. Apart from
 * the federation's other messages, since only the override banner (loaded on demand) uses them.
 */
const REFUSAL_ZH: Record<RefusalReason, string> = {
  syntax: '格式應為 名稱@網址',
  unknownRemote: '沒有這個模組',
  notLoopback: '只接受 localhost、127.0.0.1 或 [::1] 的網址',
  notPlainPath: '網址路徑不可包含「//」或編碼過的斜線',
  notManifest: '網址必須指向 .json 的 manifest 檔案',
  duplicate: '同一個模組重複指定',
};
const REFUSAL_EN: Record<RefusalReason, string> = {
  syntax: 'expected name@url',
  unknownRemote: 'no such module',
  notLoopback: 'only localhost, 127.0.0.1 or [::1] URLs are accepted',
  notPlainPath: 'the URL path must not contain “//” or an encoded slash',
  notManifest: 'the URL must point to a .json manifest',
  duplicate: 'the same module is given twice',
};

export const useOverrideMessages = defineMessages({
  'zh-TW': {
    overrideActive: (entries: string) => `開發覆寫中：${entries}`,
    overrideActiveHint: '這些模組從本機載入，不是正式版本。',
    overrideClear: '清除覆寫',
    overrideRefused: '已拒絕 mf-override 參數，沒有載入任何覆寫。',
    overrideConfirmTitle: '要從開發伺服器載入模組嗎？',
    overrideConfirmBody: '這個連結要求改從下列網址載入模組，取代正式版本：',
    overrideConfirmEntry: (remote: string, url: string) =>
      `${REMOTE_LABELS_ZH[remote] ?? remote}（${remote}）：${url}`,
    overrideConfirmWarning:
      '請只在這是你自己啟動的開發伺服器時載入。載入後 12 小時內有效，重新整理也會沿用，隨時可按「清除覆寫」取消。',
    overrideConfirmOk: '載入',
    overrideConfirmCancel: '不要載入',
    overrideRefusedEntry: (entry: string, reason: RefusalReason) =>
      `${entry}：${REFUSAL_ZH[reason]}`,
  },
  en: {
    overrideActive: (entries: string) => `Development override: ${entries}`,
    overrideActiveHint: 'These modules load from your machine, not the released version.',
    overrideClear: 'Clear override',
    overrideRefused: 'The mf-override parameter was refused; no override was loaded.',
    overrideConfirmTitle: 'Load modules from a development server?',
    overrideConfirmBody:
      'This link asks to load these modules from the addresses below instead of the released version:',
    overrideConfirmEntry: (remote: string, url: string) =>
      `${REMOTE_LABELS_EN[remote] ?? remote} (${remote}): ${url}`,
    overrideConfirmWarning:
      'Load them only if you started this development server yourself. The override then lasts 12 hours, across reloads; Clear override ends it at any time.',
    overrideConfirmOk: 'Load',
    overrideConfirmCancel: 'Don’t load',
    overrideRefusedEntry: (entry: string, reason: RefusalReason) =>
      `${entry}: ${REFUSAL_EN[reason]}`,
  },
});
