import { defineMessages } from '@creator/ui';

export const useRemoteKitMessages = defineMessages({
  'zh-TW': {
    missingTitleId: '網址缺少作品編號',
    missingChapterId: '網址缺少章節編號',
    missingContestId: '網址缺少活動編號',
    missingHint: (where: string) => `請從「${where}」重新開啟。`,
    backTo: (where: string) => `回到${where}`,
    'where.home': '首頁',
    'where.myWorks': '我的作品',
    'where.dataCenter': '數據中心',
    'where.contests': '投稿活動',
    standaloneTitle: (name: string, version: string) => `「${name}」模組 ${version}`,
    standaloneIntro:
      '這個模組在創作者後台（shell）裡執行。用下面的連結在本機的 shell 開啟這個版本：',
    standaloneScreens: '提供的畫面',
  },
  en: {
    missingTitleId: 'The address has no work id',
    missingChapterId: 'The address has no chapter id',
    missingContestId: 'The address has no contest id',
    missingHint: (where: string) => `Open it again from ${where}.`,
    backTo: (where: string) => `Back to ${where}`,
    'where.home': 'Home',
    'where.myWorks': 'My works',
    'where.dataCenter': 'Data center',
    'where.contests': 'Contests',
    standaloneTitle: (name: string, version: string) => `"${name}" remote ${version}`,
    standaloneIntro:
      'This remote runs inside the creator portal shell. Open this build in the local shell:',
    standaloneScreens: 'Screens it serves',
  },
});
