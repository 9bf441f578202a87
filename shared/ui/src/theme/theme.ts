import type { ThemeConfig } from 'antd';

/** The portal's antd theme: the platform's brand colour, otherwise antd defaults. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#d4380d',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Noto Sans TC', 'Microsoft JhengHei', sans-serif",
  },
};

/** Labels are written as they should read: no space pushed between two CJK characters. */
export const BUTTON_CONFIG = { autoInsertSpace: false } as const;
