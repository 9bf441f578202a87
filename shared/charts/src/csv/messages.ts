import { defineMessages } from '@creator/ui';

// Apart from the charts' messages, so that '@creator/charts/csv' does not carry them.
export const useCsvMessages = defineMessages({
  'zh-TW': { downloadCsv: '下載 CSV' },
  en: { downloadCsv: 'Download CSV' },
});
