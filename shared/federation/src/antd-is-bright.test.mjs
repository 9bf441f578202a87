import { createRequire } from 'node:module';
import path from 'node:path';
import { isBright } from './antd-is-bright.mjs';

// antd as the shell installs it (CommonJS build), for its own answers.
const shellDir = path.join(__dirname, '..', '..', '..', 'shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const { AggregationColor } = fromShell('antd/lib/color-picker/color');
const antdIsBright = fromShell('antd/lib/color-picker/components/ColorPresets').isBright;
const { antdChunkNamer } = fromShell(path.join(__dirname, 'share-keys.cjs'));

describe('isBright, for the Button and Tag styles', () => {
  it.each([
    ['#ffffff', '#fff'],
    ['#000000', '#fff'],
    ['#c8350c', '#fff'],
    ['#fadb14', '#fff'],
    ['#d9d9d9', '#fff'],
    ['#bfbfbf', '#fff'],
    ['rgba(0, 0, 0, 0.88)', '#fff'],
    ['rgba(0, 0, 0, 0.3)', '#fff'],
    ['rgba(255, 255, 255, 0.2)', '#000'],
    ['rgba(200, 53, 12, 0.5)', '#141414'],
    ['rgba(200, 53, 12, 0.4)', '#ffffff'],
  ])('%s on %s answers as antd does', (color, background) => {
    const value = new AggregationColor(color);
    expect(isBright(value, background)).toBe(antdIsBright(value, background));
  });
});

describe('the redirect', () => {
  it("keeps the colour picker's presets (and their Collapse) out of a first screen with a Button", () => {
    const namer = antdChunkNamer(shellDir, {
      isHost: true,
      firstScreen: new Set(['antd/es/button', 'antd/es/tag']),
    });
    const presets = fromShell.resolve('antd/es/color-picker/components/ColorPresets.js');
    expect(namer({ resource: presets })).not.toBe('antd-core');
  });
});
