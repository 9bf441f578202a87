import { defineMessages } from '@creator/ui';

export const useNotFoundMessages = defineMessages({
  'zh-TW': {
    title: '找不到這個頁面',
    body: '你要找的頁面不存在，或已經移除。',
    home: '回到首頁',
  },
  en: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has been removed.',
    home: 'Back to home',
  },
});
