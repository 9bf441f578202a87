/**
 * Whether text on `color` should be dark: what antd's Button and Tag styles ask
 * color-picker/components/ColorPresets for (the colour of text on a solid default button, on a
 * solid tag). That module also holds the colour picker's preset panel, which imports Collapse:
 * asked from there, every first screen with a button loaded Collapse and the presets (~5 KiB
 * gzip) and never showed them. The builds point those two imports here (share-keys.cjs,
 * REDIRECTED_IMPORTS); antd-is-bright.test.mjs checks that the answers are antd's.
 *
 * `color` is antd's colour object (toRgb() gives 0-255 channels and alpha 0-1); `background`
 * any colour string its constructor reads.
 */
export function isBright(color, background) {
  const { r, g, b, a } = color.toRgb();
  if (a > 0.5) {
    // Mostly opaque: perceived brightness (ITU-R BT.601 luma) against a fixed threshold.
    return r * 0.299 + g * 0.587 + b * 0.114 > 192;
  }
  // Mostly see-through (dark themes): the colour as it shows over the background, bright when
  // its HSV value is over one half.
  const under = new color.constructor(background).toRgb();
  const shown = (channel, base) => base + (channel - base) * a;
  return Math.max(shown(r, under.r), shown(g, under.g), shown(b, under.b)) / 255 > 0.5;
}
