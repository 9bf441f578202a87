import { defineMessages } from '@creator/ui';

export const useDataCenterMessages = defineMessages({
  'zh-TW': {
    pageTitle: '數據中心',
    downloadPerWork: '下載各作品每日數據（CSV）',
    perWork: '各作品累計數據',
    perWorkTable: '各作品累計數據表',
    work: '作品',
    noWorks: '還沒有作品數據',
  },
  en: {
    pageTitle: 'Data center',
    downloadPerWork: 'Download daily data per work (CSV)',
    perWork: 'All-time data per work',
    perWorkTable: 'Table of all-time data per work',
    work: 'Work',
    noWorks: 'No data for any work yet',
  },
});
