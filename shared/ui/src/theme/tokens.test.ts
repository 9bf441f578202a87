import antdTheme from 'antd/es/theme';
import { theme } from './theme';
import { THEME_TOKENS } from './tokens';

describe('THEME_TOKENS', () => {
  const derived = antdTheme.getDesignToken(theme) as unknown as Record<string, unknown>;
  const squeeze = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;

  it.each(Object.entries(THEME_TOKENS))('%s is what antd derives from the theme', (key, value) => {
    expect(squeeze(derived[key])).toEqual(value);
  });
});
