import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locale';
import { BUTTON_CONFIG, theme } from '../theme/theme';
import { ToastBridge } from '../toast/toast';

export interface CreatorProvidersProps {
  queryClient: QueryClient;
  /**
   * False turns antd's animations off, so that dialogs and toasts appear and leave at once in
   * tests. Nothing else differs from what an author sees.
   */
  motion?: boolean;
  children: ReactNode;
}

/**
 * Everything a screen runs inside: the portal's one QueryClient, antd's theme, locale and button
 * settings, and the antd App that holds toasts (bridged to the `toast` facade). The shell renders
 * it once around its router; every test renderer renders the same component, so tests see the
 * labels, colours and spacing an author sees.
 */
export function CreatorProviders({ queryClient, motion = true, children }: CreatorProvidersProps) {
  const locale = useAntdLocale();
  const themeConfig = useMemo<ThemeConfig>(
    () => (motion ? theme : { ...theme, token: { ...theme.token, motion: false } }),
    [motion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={themeConfig} button={BUTTON_CONFIG}>
        <AntdApp>
          <ToastBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
