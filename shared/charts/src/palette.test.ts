import theme from 'antd/es/theme';
import { chartTheme } from './palette';

// The portal's brand colour (the shell's theme) on antd's default algorithm.
const token = theme.getDesignToken({ token: { colorPrimary: '#d4380d' } });
const chart = chartTheme(token);

type Rgb = [number, number, number];

/** A CSS colour ('#rrggbb' or 'rgba(r, g, b, a)') painted over white, in 0-1 sRGB. */
function onWhite(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16) / 255) as Rgb;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`unexpected colour ${color}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b].map((c) => (c / 255) * a + (1 - a)) as Rgb;
}

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

// Colour-vision deficiency simulation (Machado et al. 2009, full severity), on linear RGB.
const VISION: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** CIE Lab of a colour as seen with the given vision. */
function lab(rgb: Rgb, vision: number[][]): Rgb {
  const lin = rgb.map(linear);
  const [r, g, b] = vision.map((row) =>
    Math.min(1, Math.max(0, row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])),
  );
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe('chart palette', () => {
  const white = onWhite(chart.background);

  it('starts with the brand colour and has five series colours', () => {
    expect(chart.series).toHaveLength(5);
    expect(chart.series[0]).toBe('#d4380d');
    expect(new Set(chart.series).size).toBe(5);
  });

  it('gives every series at least 3:1 against the background', () => {
    for (const color of chart.series) {
      expect(contrast(onWhite(color), white)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(Object.keys(VISION))('keeps every pair of series apart with %s', (vision) => {
    const colors = chart.series.map((color) => lab(onWhite(color), VISION[vision]));
    for (let i = 0; i < colors.length; i += 1) {
      for (let j = i + 1; j < colors.length; j += 1) {
        const [a, b] = [colors[i], colors[j]];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('writes axis and legend text at 4.5:1 or more', () => {
    expect(contrast(onWhite(chart.axisText), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onWhite(chart.text), white)).toBeGreaterThanOrEqual(4.5);
  });
});
