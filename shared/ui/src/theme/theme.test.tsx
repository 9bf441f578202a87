import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import Tag from 'antd/es/tag';
import antdTheme from 'antd/es/theme';
import { BREAKPOINTS } from '../layout/layout';
import { AntdProviders } from '../providers/antd-providers';
import { CreatorProviders } from '../providers/creator-providers';
import { MIN_TEXT_CONTRAST, contrastRatio } from './contrast';
import { PRESET_TAG_TEXT, theme } from './theme';

/**
 * The colours as a browser gets them: antd writes every token as a CSS variable (--ant-*) of the
 * portal's providers, and components read those variables. Reading them back (rather than antd's
 * computed token object) catches an override that never reaches the stylesheet.
 */
function renderedTokens(): Map<string, string> {
  render(
    <CreatorProviders queryClient={new QueryClient()} motion={false} antdProviders={AntdProviders}>
      <Tag color="green">tag</Tag>
    </CreatorProviders>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const tokens = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/--ant-([a-z0-9-]+):\s*([^;}]+)[;}]/g)) {
    if (!tokens.has(name!)) tokens.set(name!, value!.trim());
  }
  return tokens;
}

/** colorTextTertiary -> color-text-tertiary, green7 -> green-7 (antd's variable names). */
const variableName = (token: string) => token.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** Where any text may sit: cards, dialogs and inputs (white) and the page itself (layout grey). */
const SURFACES = ['colorBgContainer', 'colorBgElevated', 'colorBgLayout'];

/** Each text colour of the theme, with the extra backgrounds antd puts it on. */
const TEXT_COLORS: Array<[text: string, extraBackgrounds: string[]]> = [
  ['colorText', ['colorFillAlter']],
  ['colorTextHeading', []],
  ['colorTextLabel', []],
  ['colorTextSecondary', ['colorFillAlter']],
  ['colorTextTertiary', ['colorFillAlter']],
  ['colorTextDescription', ['colorFillAlter']],
  ['colorTextPlaceholder', []],
  // Selected menu entries and primary-coloured text on its own light tint.
  ['colorPrimary', ['colorPrimaryBg']],
  ['colorPrimaryText', ['colorPrimaryBg']],
  ['colorLink', []],
  // A link while pointed at or pressed.
  ['colorLinkHover', []],
  ['colorLinkActive', []],
  // Status text: typed text, form errors, danger buttons, status tags on their tints.
  ['colorSuccess', ['colorSuccessBg']],
  ['colorSuccessText', ['colorSuccessBg']],
  ['colorWarning', ['colorWarningBg']],
  ['colorWarningText', ['colorWarningBg']],
  ['colorError', ['colorErrorBg']],
  ['colorErrorText', ['colorErrorBg']],
  ['colorInfo', ['colorInfoBg']],
  ['colorInfoText', ['colorInfoBg']],
];

/** Every preset colour a tag can take: its text (shade 7) sits on its tint (shade 1). */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

/** Filled controls with white text: primary and danger buttons, solid tags. */
const FILLS = ['colorPrimary', 'colorError', 'colorSuccess', 'colorInfo', 'colorWarning'];

describe('the portal theme, as rendered', () => {
  let tokens = new Map<string, string>();
  beforeAll(() => {
    tokens = renderedTokens();
  });
  const color = (token: string): string => {
    const value = tokens.get(variableName(token));
    if (!value) throw new Error(`no CSS variable for ${token}`);
    return value;
  };
  const measure = (text: string, background: string) =>
    [text, background, contrastRatio(color(text), color(background))] as const;

  const pairs = () => [
    ...TEXT_COLORS.flatMap(([text, extra]) =>
      [...SURFACES, ...extra].map((background) => measure(text, background)),
    ),
    ...PRESETS.flatMap((preset) =>
      [`${preset}1`, 'colorBgContainer'].map((background) => measure(`${preset}7`, background)),
    ),
    ...FILLS.map((fill) => measure('colorTextLightSolid', fill)),
  ];

  it('paints the page white and grey as antd does', () => {
    expect(color('colorBgContainer')).toBe('#ffffff');
    expect(color('colorBgLayout')).toBe('#f5f5f5');
  });

  it('keeps every text colour at 4.5:1 or more on the backgrounds it sits on', () => {
    const measured = pairs();
    expect(measured.length).toBeGreaterThan(80);
    const failing = measured
      .filter(([, , ratio]) => ratio < MIN_TEXT_CONTRAST)
      .map(([text, background, ratio]) => `${text} on ${background}: ${ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });

  it('gives preset tags the darker text shades in the stylesheet', () => {
    for (const [preset, value] of Object.entries(PRESET_TAG_TEXT)) {
      expect(color(`${preset}7`)).toBe(value);
    }
  });
});

describe('links outside antd components', () => {
  it("take the theme's link colour instead of the browser's blue, under any class's own", () => {
    render(
      <CreatorProviders queryClient={new QueryClient()} motion={false}>
        <a href="#announcements">查看全部</a>
        <a href="#menu" className="own-colour">
          我的作品
        </a>
        <style>{'.own-colour{color:rgb(1, 2, 3)}'}</style>
      </CreatorProviders>,
    );
    const link = screen.getByRole('link', { name: '查看全部' });
    expect(link).toHaveStyle({ color: 'rgb(200, 53, 12)', textDecoration: 'none' });
    expect(theme.token?.colorLink).toBe('#c8350c');
    expect(screen.getByRole('link', { name: '我的作品' })).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  });
});

describe("the portal theme's screen tokens", () => {
  const token = antdTheme.getDesignToken(theme) as unknown as Record<string, number>;

  it("sit at the portal's breakpoints, in the order antd requires", () => {
    expect(token.screenSM).toBe(BREAKPOINTS.sm);
    expect(token.screenMD).toBe(BREAKPOINTS.md);
    expect(token.screenLG).toBe(BREAKPOINTS.lg);
    expect(token.screenXL).toBe(BREAKPOINTS.xl);
    expect(token.screenXSMax).toBe(BREAKPOINTS.sm - 1);
    expect(token.screenLGMax).toBe(BREAKPOINTS.xl - 1);
    const order = ['XS', 'SM', 'MD', 'LG', 'XL', 'XXL'];
    for (let i = 0; i < order.length - 1; i++) {
      const [current, next] = [order[i]!, order[i + 1]!];
      expect(token[`screen${current}Min`]).toBeLessThanOrEqual(token[`screen${current}`]!);
      expect(token[`screen${current}`]).toBeLessThanOrEqual(token[`screen${current}Max`]!);
      expect(token[`screen${current}Max`]).toBeLessThan(token[`screen${next}Min`]!);
    }
  });
});
