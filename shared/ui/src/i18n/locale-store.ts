import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type Locale = 'zh-TW' | 'en';

export const LOCALES: readonly Locale[] = ['zh-TW', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-TW';
/** localStorage key; the value is the bare locale string ('zh-TW' or 'en'). */
export const LOCALE_STORAGE_KEY = 'creator.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames): fall back to the default.
    return DEFAULT_LOCALE;
  }
}

function writeStoredLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the choice still applies to this page.
  }
}

/**
 * <html lang> is global, so it follows the store rather than any component (dayjs' locale follows
 * it too, from '@creator/ui/dates', once a screen that needs dayjs has loaded it).
 */
function applyLocaleSideEffects(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const localeStore = createStore<LocaleState>()((set) => ({
  locale: readStoredLocale(),
  setLocale: (locale) => {
    if (!isLocale(locale)) return;
    writeStoredLocale(locale);
    set({ locale });
  },
}));

applyLocaleSideEffects(localeStore.getState().locale);
localeStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) applyLocaleSideEffects(state.locale);
});

/** The UI language and its setter; re-renders when the language changes. */
export function useLocale(): LocaleState {
  const locale = useStore(localeStore, (state) => state.locale);
  const setLocale = useStore(localeStore, (state) => state.setLocale);
  return { locale, setLocale };
}

/** The current UI language, for code outside React. */
export function getLocale(): Locale {
  return localeStore.getState().locale;
}

/** Changes the UI language everywhere (persisted; antd, and dayjs once loaded, follow). */
export function setLocale(locale: Locale): void {
  localeStore.getState().setLocale(locale);
}

/** Subscribe to language changes outside React; returns the unsubscribe function. */
export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  return localeStore.subscribe((state, previous) => {
    if (state.locale !== previous.locale) listener(state.locale);
  });
}
