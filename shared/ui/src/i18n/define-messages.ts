import { getLocale, useLocale, type Locale } from './locale-store';

/** A message is plain text or a function that interpolates its arguments into text. */
export type MessageValue = string | ((...args: never[]) => string);
export type MessageDictionary = Record<string, MessageValue>;

/** One dictionary per locale; `en` must have exactly the keys and value types of `zh-TW`. */
export type MessageCatalogue<M extends MessageDictionary> = {
  'zh-TW': M;
  en: NoInfer<M>;
};

export interface MessagesHook<M extends MessageDictionary> {
  /** The current locale's dictionary (React hook: re-renders on a language change). */
  (): M;
  /** The same hook, so `const { useMessages } = defineMessages(...)` also works. */
  useMessages: () => M;
  /** The current locale's dictionary for code outside React (no re-render). */
  getMessages: () => M;
  /** The dictionary of a given locale. */
  forLocale: (locale: Locale) => M;
  catalogue: MessageCatalogue<M>;
}

/**
 * Declares a feature's messages in both languages and returns its `useMessages` hook.
 *
 *   const useMessages = defineMessages({
 *     'zh-TW': { title: '作品', count: (n: number) => `${n} 部作品` },
 *     en: { title: 'Works', count: (n: number) => `${n} works` },
 *   });
 */
export function defineMessages<M extends MessageDictionary>(
  catalogue: MessageCatalogue<M>,
): MessagesHook<M> {
  const forLocale = (locale: Locale): M => catalogue[locale];
  const useMessages = (() => forLocale(useLocale().locale)) as MessagesHook<M>;
  useMessages.useMessages = useMessages;
  useMessages.getMessages = () => forLocale(getLocale());
  useMessages.forLocale = forLocale;
  useMessages.catalogue = catalogue;
  return useMessages;
}
