import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { useLocale, type Locale } from './locale-store';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export const antdLocales: Record<Locale, AntdLocale> = { 'zh-TW': zhTW, en: enUS };

/** antd's locale object for the current UI language (pass it to ConfigProvider). */
export function useAntdLocale(): AntdLocale {
  return antdLocales[useLocale().locale];
}
