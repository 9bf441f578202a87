import { composite, contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('parseColor', () => {
  it('reads hex colours in all four lengths', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#d4380d')).toEqual({ r: 212, g: 56, b: 13, a: 1 });
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0x88 / 255 });
    expect(parseColor('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
  });

  it('reads rgb() and rgba() with a fraction or a percentage', () => {
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.45)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
    expect(parseColor('rgba(0,0,0,45%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => parseColor('red')).toThrow('red');
    expect(() => parseColor('#12345')).toThrow();
  });
});

describe('relativeLuminance and composite', () => {
  it('gives 0 for black and 1 for white', () => {
    expect(relativeLuminance(parseColor('#000'))).toBe(0);
    expect(relativeLuminance(parseColor('#fff'))).toBe(1);
  });

  it('lays a translucent colour over its background', () => {
    const grey = composite(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#fff'));
    expect(grey).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d4380d', '#d4380d')).toBe(1);
  });

  it('matches published WCAG figures', () => {
    // antd's default primary and secondary-text grey, as measured by axe and WebAIM.
    expect(contrastRatio('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8c8c8c', '#fff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('measures translucent text as painted on its background', () => {
    // 45 % black on white paints #8c8c8c.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#fff')).toBeCloseTo(
      contrastRatio('#8c8c8c', '#fff'),
      1,
    );
    // The same text is weaker on the layout's grey than on white.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#f5f5f5')).toBeLessThan(
      contrastRatio('rgba(0, 0, 0, 0.45)', '#fff'),
    );
  });
});
