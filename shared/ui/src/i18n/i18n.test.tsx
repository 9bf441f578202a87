import { act, render, renderHook, screen } from '@testing-library/react';
import { dayjs } from '../dates';
import { useAntdLocale } from './antd-locale';
import { defineMessages } from './define-messages';
import type * as localeStore from './locale-store';
import { LOCALE_STORAGE_KEY, getLocale, setLocale, useLocale } from './locale-store';

const useMessages = defineMessages({
  'zh-TW': { title: '我的作品', count: (n: number) => `共 ${n} 部` },
  en: { title: 'My works', count: (n: number) => `${n} works` },
});

function Heading() {
  const m = useMessages();
  return (
    <h1>
      {m.title} {m.count(3)}
    </h1>
  );
}

afterEach(() => {
  act(() => setLocale('zh-TW'));
  localStorage.clear();
});

describe('locale', () => {
  it('starts in Traditional Chinese with dayjs and <html lang> following', () => {
    expect(getLocale()).toBe('zh-TW');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('switches to English, persists the choice, and moves dayjs along', () => {
    const { result } = renderHook(() => useLocale());
    act(() => result.current.setLocale('en'));

    expect(result.current.locale).toBe('en');
    expect(getLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a value that is not a supported locale', () => {
    act(() => setLocale('fr' as never));
    expect(getLocale()).toBe('zh-TW');
  });

  it.each([
    ['en', 'en'],
    ['zh-TW', 'zh-TW'],
    ['klingon', 'zh-TW'],
  ])('reads a stored %p at start-up as %p', (stored, expected) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, stored);
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof localeStore>('./locale-store');
      expect(fresh.getLocale()).toBe(expected);
    });
  });
});

describe('defineMessages', () => {
  it('renders the current locale and re-renders when it changes', () => {
    render(<Heading />);
    expect(screen.getByRole('heading', { name: '我的作品 共 3 部' })).toBeInTheDocument();

    act(() => setLocale('en'));
    expect(screen.getByRole('heading', { name: 'My works 3 works' })).toBeInTheDocument();
  });

  it('gives the same dictionaries outside React', () => {
    expect(useMessages.getMessages().title).toBe('我的作品');
    act(() => setLocale('en'));
    expect(useMessages.getMessages().title).toBe('My works');
    expect(useMessages.forLocale('zh-TW').count(2)).toBe('共 2 部');
  });

  it('can be destructured as { useMessages, getMessages }', () => {
    const { useMessages: hook, getMessages } = useMessages;
    const { result } = renderHook(() => hook());
    expect(result.current.title).toBe(getMessages().title);
  });
});

describe('useAntdLocale', () => {
  it('follows the UI language', () => {
    const { result } = renderHook(() => useAntdLocale());
    expect(result.current.locale).toBe('zh-tw');
    act(() => setLocale('en'));
    expect(result.current.locale).toBe('en');
  });
});

// Compile-time checks: the English dictionary must match the Chinese one (tsc covers tests).
export const typeChecks = [
  defineMessages({
    'zh-TW': { a: '甲', b: '乙' },
    // @ts-expect-error missing key 'b'
    en: { a: 'A' },
  }),
  defineMessages({
    'zh-TW': { a: '甲' },
    // @ts-expect-error extra key 'c'
    en: { a: 'A', c: 'C' },
  }),
  defineMessages({
    'zh-TW': { n: (count: number) => `${count}` },
    // @ts-expect-error a string where zh-TW has a function
    en: { n: 'n' },
  }),
];
