import { defineMessages } from '@creator/ui';

/** Texts used by more than one works screen. */
export const useWorksSharedMessages = defineMessages({
  'zh-TW': {
    leaveTitle: '尚未儲存',
    leaveBody: '這個頁面有尚未儲存的變更，離開後這些變更會遺失。確定要離開嗎？',
    leaveConfirm: '離開',
    stay: '留下',
    missingTitleId: '網址缺少作品編號',
    missingChapterId: '網址缺少章節編號',
    missingHint: '請從「我的作品」重新開啟。',
    backToMyWorks: '回到我的作品',
  },
  en: {
    leaveTitle: 'Unsaved changes',
    leaveBody:
      'This page has changes that are not saved; they are lost if you leave. Leave anyway?',
    leaveConfirm: 'Leave',
    stay: 'Stay',
    missingTitleId: 'The address has no work id',
    missingChapterId: 'The address has no chapter id',
    missingHint: 'Open it again from My works.',
    backToMyWorks: 'Back to my works',
  },
});
