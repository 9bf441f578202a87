import type { GlobalToken } from 'antd';

/**
 * Series colours, in order, from the antd token (so a theme or the dark algorithm carries over):
 * the brand colour first, then four of antd's preset palettes. Chosen so that every colour has at
 * least 3:1 contrast against a white background and every pair stays apart (CIE Lab distance
 * >= 26) for normal vision and under simulated protanopia, deuteranopia and tritanopia, with the
 * brand volcano #d4380d first. Lines also differ by dash pattern, so colour is never the only cue.
 */
const PALETTE_TOKENS = ['geekblue5', 'cyan9', 'magenta5', 'purple7'] as const;

/** Dash patterns of line series, in the same order as the colours (solid first). */
const LINE_DASHES = [undefined, '8 4', '2 3', '10 3 2 3', '4 4'] as const;

export interface ChartTheme {
  /** Series colours, in series order (cycled past the fifth). */
  series: string[];
  /** The colour of a total drawn over stacked bars: the body text colour, apart from all series. */
  total: string;
  /** Axis labels and legend text: >= 4.5:1 on the container background. */
  text: string;
  /** Axis ticks and labels. */
  axisText: string;
  axisLine: string;
  grid: string;
  background: string;
  tooltipBackground: string;
  tooltipShadow: string;
  placeholder: string;
  fontFamily: string;
  fontSize: number;
  fontSizeSM: number;
  borderRadius: number;
}

export function chartTheme(token: GlobalToken): ChartTheme {
  return {
    series: [token.colorPrimary, ...PALETTE_TOKENS.map((key) => token[key])],
    total: token.colorText,
    text: token.colorText,
    // colorTextSecondary is 65% black: about 7:1 on white, where colorTextTertiary is under 4.5:1.
    axisText: token.colorTextSecondary,
    axisLine: token.colorBorder,
    grid: token.colorBorderSecondary,
    background: token.colorBgContainer,
    tooltipBackground: token.colorBgElevated,
    tooltipShadow: token.boxShadowSecondary,
    placeholder: token.colorFillQuaternary,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    fontSizeSM: token.fontSizeSM,
    borderRadius: token.borderRadius,
  };
}

export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length];
}

export function seriesDash(index: number): string | undefined {
  return LINE_DASHES[index % LINE_DASHES.length];
}
