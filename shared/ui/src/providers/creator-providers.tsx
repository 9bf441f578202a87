import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { THEME_TOKENS as T, useThemeToken } from '../theme/tokens';
import { ToastBridge } from '../toast/toast';
import type { AntdProvidersProps } from './antd-providers';
import { AntdModeContext, type AntdMode } from './antd-scope';

/**
 * Links outside antd's components (the header, the home page, the footer, a screen's own links)
 * as antd draws those inside them: the theme's link colour, underlined while pointed at or
 * pressed, rather than the browser's blue. Element selectors only (the states inside `:where`, so
 * `a:hover` weighs no more than `a`): any class wins, so antd's link buttons, the side menu's
 * entries and the portal's link buttons keep their own colours, with no underline when pointed at.
 */
const LINK_CSS = `
a{color:${T.colorLink};text-decoration:none;transition:color ${T.motionDurationMid}}
a:where(:hover){color:${T.colorLinkHover};text-decoration:underline}
a:where(:active){color:${T.colorLinkActive};text-decoration:underline}
`;

/**
 * The text colour, size, line height and font that antd's App set on its wrapper, from the theme,
 * and its link colours. App itself is not used: it brings Modal, message and notification to
 * every first load, and the portal only needs toasts (ToastBridge).
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = useThemeToken();
  const style = useMemo<CSSProperties>(
    () => ({
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      fontFamily: token.fontFamily,
    }),
    [token.colorText, token.fontSize, token.lineHeight, token.fontFamily],
  );
  return (
    <div style={style}>
      <style href="creator-links" precedence="default">
        {LINK_CSS}
      </style>
      {children}
    </div>
  );
}

export interface CreatorProvidersProps {
  queryClient: QueryClient;
  /**
   * False turns antd's animations off, so that dialogs and toasts appear and leave at once in
   * tests. Nothing else differs from what an author sees.
   */
  motion?: boolean;
  /**
   * antd's providers (`AntdProviders` from '@creator/ui/antd') to render around everything, as
   * tests do. Without them (the shell) each part that shows antd sits in an AntdScope that loads
   * them, so a first screen without antd components never loads antd (see antd-scope.tsx).
   */
  antdProviders?: ComponentType<AntdProvidersProps>;
  children: ReactNode;
}

/**
 * Everything a screen runs inside: the portal's one QueryClient, antd's theme, locale and button
 * settings, the base text style antd's App gave, and the one toast holder (the `toast` facade).
 * The shell renders it once around its router; every test renderer renders the same component,
 * so tests see the labels, colours and spacing an author sees.
 */
export function CreatorProviders({
  queryClient,
  motion = true,
  antdProviders: RootAntdProviders,
  children,
}: CreatorProvidersProps) {
  const mode = useMemo<AntdMode>(
    () => (RootAntdProviders ? { kind: 'root' } : { kind: 'scoped', motion }),
    [RootAntdProviders, motion],
  );
  const content = (
    <BaseText>
      <ToastBridge />
      {children}
    </BaseText>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AntdModeContext value={mode}>
        {RootAntdProviders ? (
          <RootAntdProviders motion={motion}>{content}</RootAntdProviders>
        ) : (
          content
        )}
      </AntdModeContext>
    </QueryClientProvider>
  );
}
