/**
 * The design tokens the first screen reads (the shell's layout, the home page, @creator/ui's light
 * components), as antd derives them from the portal's theme, written out. Reading them from
 * antd (theme.useToken) would put antd's theme, cssinjs and ConfigProvider (~60 KiB gzip) into
 * every first load; with these, antd loads only where an antd component shows (AntdScope).
 * tokens.test.ts checks every value against antd's own derivation (theme.getDesignToken), so a
 * change to theme.ts or an antd upgrade that moves one fails there, naming it.
 */
export const THEME_TOKENS = {
  borderRadius: 8,
  borderRadiusLG: 10,
  borderRadiusSM: 6,
  boxShadowSecondary:
    '0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
  colorBgContainer: '#ffffff',
  colorBgElevated: '#ffffff',
  colorBgLayout: '#f5f5f5',
  colorBgSpotlight: 'rgba(0,0,0,0.85)',
  colorBgTextHover: 'rgba(0,0,0,0.06)',
  colorBgTextActive: 'rgba(0,0,0,0.15)',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorFill: 'rgba(0,0,0,0.15)',
  colorFillContent: 'rgba(0,0,0,0.06)',
  colorFillTertiary: 'rgba(0,0,0,0.04)',
  colorPrimary: '#c8350c',
  colorPrimaryHover: '#d4582f',
  colorPrimaryActive: '#a11f02',
  colorPrimaryBg: '#ffefe6',
  colorSplit: 'rgba(5,5,5,0.06)',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextDescription: 'rgba(0, 0, 0, 0.56)',
  colorTextDisabled: 'rgba(0,0,0,0.25)',
  colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
  colorTextHeading: 'rgba(0,0,0,0.88)',
  colorTextLightSolid: '#fff',
  controlHeight: 32,
  controlHeightLG: 40,
  controlHeightSM: 24,
  controlHeightXS: 16,
  controlItemBgHover: 'rgba(0,0,0,0.04)',
  controlOutline: 'rgba(255,95,5,0.1)',
  controlOutlineWidth: 2,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Noto Sans TC', 'Microsoft JhengHei', sans-serif",
  fontSize: 14,
  fontSizeHeading3: 24,
  fontSizeLG: 16,
  fontSizeSM: 12,
  fontWeightStrong: 600,
  lineHeight: 1.5714285714285714,
  lineHeightLG: 1.5,
  lineHeightSM: 1.6666666666666667,
  lineType: 'solid',
  lineWidth: 1,
  margin: 16,
  marginXL: 32,
  marginXS: 8,
  marginXXS: 4,
  motionDurationMid: '0.2s',
  opacityImage: 1,
  padding: 16,
  paddingLG: 24,
  paddingSM: 12,
  paddingXS: 8,
  paddingXXS: 4,
  paddingContentHorizontal: 16,
  sizeXS: 8,
  zIndexPopupBase: 1000,
  colorLink: '#c8350c',
  colorLinkHover: '#a11f02',
  colorLinkActive: '#a11f02',
  fontSizeHeading1: 38,
  fontSizeHeading2: 30,
  fontSizeHeading4: 20,
  fontSizeHeading5: 16,
  lineHeightHeading1: 1.2105263157894737,
  lineHeightHeading2: 1.2666666666666666,
  lineHeightHeading3: 1.3333333333333333,
  lineHeightHeading4: 1.4,
  lineHeightHeading5: 1.5,
  red1: '#fff1f0',
  red3: '#ffa39e',
  red7: '#cf1322',
} as const;

export type ThemeTokens = typeof THEME_TOKENS;

const STATIC_TOKEN = { token: THEME_TOKENS };

/**
 * The theme tokens, shaped like antd's `theme.useToken()` (`const { token } = useThemeToken()`)
 * for the components that must not load antd. The tokens do not change while the portal runs.
 */
export function useThemeToken(): { token: ThemeTokens } {
  return STATIC_TOKEN;
}
