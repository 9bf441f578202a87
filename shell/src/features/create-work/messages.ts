import { defineMessages } from '@creator/ui';

export const useCreateWorkMessages = defineMessages({
  'zh-TW': {
    title: '建立作品',
    nameLabel: '作品名稱',
    namePlaceholder: '請輸入作品名稱',
    nameRequired: '請輸入作品名稱',
    nameTooLong: (max: number) => `作品名稱最多 ${max} 個字`,
    genresLabel: '分類',
    genresTooFew: '至少需選擇一個分類',
    genresTooMany: '最多選擇三個分類',
    confirm: '建立',
    cancel: '取消',
    createFailed: '抱歉，建立作品時發生了一點問題，請再試一次',
  },
  en: {
    title: 'Create a work',
    nameLabel: 'Work name',
    namePlaceholder: 'Enter the name of the work',
    nameRequired: 'Please enter a name',
    nameTooLong: (max: number) => `A work name has at most ${max} characters`,
    genresLabel: 'Categories',
    genresTooFew: 'At least one category must be chosen',
    genresTooMany: 'Most three categories',
    confirm: 'Create',
    cancel: 'Cancel',
    createFailed: 'Sorry, a small problem occurred while creating; please try again',
  },
});
