import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import type { ThemeConfig } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locale';
import { BUTTON_CONFIG, theme } from '../theme/theme';
import { ToastBridge } from '../toast/toast';

/**
 * The text colour, size, line height and font that antd's App set on its wrapper, from the theme.
 * App itself is not used: it brings Modal, message and notification to every first load, and the
 * portal only needs toasts (ToastBridge).
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = useMemo<CSSProperties>(
    () => ({
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      fontFamily: token.fontFamily,
    }),
    [token.colorText, token.fontSize, token.lineHeight, token.fontFamily],
  );
  return <div style={style}>{children}</div>;
}

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
 * settings, the base text style antd's App gave, and the one toast holder (the `toast` facade). The shell renders
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
        <BaseText>
          <ToastBridge />
          {children}
        </BaseText>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
