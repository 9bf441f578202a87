import type { ThemeConfig } from 'antd';
import { BREAKPOINTS } from '../layout/layout';

/**
 * The brand colour, a shade darker than the platform's #d4380d: that one reads at 4.3:1 on its own
 * light tint (the selected menu entry) and 4.4:1 on the layout's grey, under the 4.5:1 that normal
 * text needs. This one keeps the look and reaches 4.7:1 on both.
 */
const BRAND_COLOR = '#c8350c';

/**
 * Grey text between the body text (88 % black) and the disabled one: antd's 45 % reads at 3.4:1;
 * 56 % is the lightest that stays above 4.5:1 on white and on the layout's #f5f5f5.
 */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.56)';

/**
 * Status colours dark enough for text (status tags, form errors, danger buttons, typed text) on
 * white, on the layout's grey and on their own tints. Success and warning keep antd's light green
 * and orange tints: the palettes antd would derive from such dark seeds are muddy greys.
 */
const STATUS = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorSuccessHover: '#95de64',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fff7e6',
  colorWarningBgHover: '#ffe7ba',
  colorWarningBorder: '#ffd591',
  colorWarningBorderHover: '#ffc069',
  colorWarningHover: '#ffc069',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
} as const;

/**
 * The text colour of preset-colour tags (`<Tag color="green">`) is the palette's 7th shade on its
 * 1st; for these colours that is under 4.5:1, so their text takes a darker shade of the same hue.
 */
export const PRESET_TAG_TEXT = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  volcano: '#ad2102',
  cyan: '#006d75',
  lime: '#3f6600',
  yellow: '#876800',
} as const;

/**
 * antd keeps each palette shade under two names (`green7` and `green-7`) that share one CSS
 * variable (--ant-green-7), so both must carry the override.
 */
const presetTextTokens = Object.fromEntries(
  Object.entries(PRESET_TAG_TEXT).flatMap(([name, value]) => [
    [`${name}7`, value],
    [`${name}-7`, value],
  ]),
);

/**
 * antd's screen tokens at the portal's breakpoints (640/768/1024/1280), so Grid's xs..xl props and
 * Grid.useBreakpoint switch where the layout does. Each Max is one below the next Min.
 */
const SCREENS = {
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
} as const;

/**
 * A pointed-at link darkens rather than lightens: the shade antd derives from the brand colour
 * for hover (#e07d55) reads at 2.9:1 on white.
 */
const LINK_HOVER_COLOR = '#a11f02';

/** The portal's antd theme: the brand colour, readable text colours, the portal's breakpoints. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorLinkHover: LINK_HOVER_COLOR,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_TERTIARY,
    ...STATUS,
    ...presetTextTokens,
    ...SCREENS,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Noto Sans TC', 'Microsoft JhengHei', sans-serif",
  },
};

/** Labels are written as they should read: no space pushed between two CJK characters. */
export const BUTTON_CONFIG = { autoInsertSpace: false } as const;
