import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locale';
import { BUTTON_CONFIG, theme } from '../theme/theme';

export interface AntdProvidersProps {
  /** False turns antd's animations off (tests). */
  motion: boolean;
  children: ReactNode;
}

/**
 * antd's theme, locale and button settings. One fixed CSS-variable key: where the shell renders
 * several of these (one per antd scope, see antd-scope.tsx) they share one set of variables and
 * one copy of each component's styles instead of one per instance.
 */
export function AntdProviders({ motion, children }: AntdProvidersProps) {
  const locale = useAntdLocale();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      ...theme,
      token: motion ? theme.token : { ...theme.token, motion: false },
      cssVar: { key: 'creator' },
    }),
    [motion],
  );
  return (
    <ConfigProvider locale={locale} theme={themeConfig} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
