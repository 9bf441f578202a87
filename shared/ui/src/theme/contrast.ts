/**
 * WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them, so the
 * theme's text colours can be checked against the backgrounds they sit on.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` and `rgba(r, g, b, a)`. */
export function parseColor(input: string): Rgba {
  const value = input.trim();
  const hex = HEX.exec(value);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
    return {
      r: channel(0),
      g: channel(1),
      b: channel(2),
      a: digits.length === 8 ? channel(3) / 255 : 1,
    };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const alpha = rgb[4];
    let a = 1;
    if (alpha !== undefined) {
      a = alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha);
    }
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a };
  }
  throw new Error(`Not a colour this parser reads: ${input}`);
}

/** A translucent colour as it shows over an opaque background. */
export function composite(top: Rgba, background: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return {
    r: mix(top.r, background.r),
    g: mix(top.g, background.g),
    b: mix(top.b, background.b),
    a: 1,
  };
}

/** WCAG relative luminance of an opaque colour (0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1..21) of a text colour on a background. A translucent background is laid
 * on white first, a translucent text colour on the background, as a browser paints them.
 */
export function contrastRatio(foreground: string, background: string): number {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const back = composite(parseColor(background), white);
  const front = composite(parseColor(foreground), back);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
