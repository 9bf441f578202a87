import { defineMessages } from '@creator/ui';

export const useGatingMessages = defineMessages({
  'zh-TW': {
    loginTitle: '請先登入',
    loginBody: '登入後即可管理你的作品、收益與數據。',
    loginButton: '登入',
    welcomeTitle: '歡迎加入創作者行列',
    welcomeBody: '開始創作之前，請先閱讀並同意創作者條款。',
    agreePrefix: '我已閱讀並同意',
    termsLink: '創作者條款',
    next: '下一步',
    agreeRequired: '請同意創作者條款',
    unverifiedTitle: '電子郵件尚未驗證',
    unverifiedBody: (email: string) =>
      `你的電子郵件（${email}）尚未完成驗證。完成驗證後即可開始使用創作者後台。`,
    verifyNow: '立即驗證',
    loading: '載入中',
    loadFailed: '無法載入會員資料',
    retry: '重試',
  },
  en: {
    loginTitle: 'Please sign in',
    loginBody: 'Sign in to manage your works, revenue and statistics.',
    loginButton: 'Sign in',
    welcomeTitle: 'Welcome, creator',
    welcomeBody: 'Before you start writing, please read and agree to the creator terms.',
    agreePrefix: 'I have read and agree to the ',
    termsLink: 'creator terms',
    next: 'Next',
    agreeRequired: 'Please agree to the creator terms',
    unverifiedTitle: 'Your email is not verified',
    unverifiedBody: (email: string) =>
      `Your email (${email}) has not been verified yet. Verify it to start using the creator portal.`,
    verifyNow: 'Verify now',
    loading: 'Loading',
    loadFailed: 'Could not load your member details',
    retry: 'Retry',
  },
});
