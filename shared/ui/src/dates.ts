/**
 * dayjs in Asia/Taipei, for the screens that compute with dates or give them to antd's date
 * pickers. Apart from '@creator/ui' so that a first screen that only shows dates (formatDate,
 * formatDateTime) does not load dayjs, its utc and timezone plugins and its locales.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-tw';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
// By the package's own name, not relatively: the build then takes these from the one shared
// '@creator/ui' module instead of bundling a second locale store into this share key.
import { TAIPEI_TZ, getLocale, subscribeLocale, type DateInput, type Locale } from '@creator/ui';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-TW': 'zh-tw', en: 'en' };

// dayjs' locale is global (date pickers read it for week days and month names): it follows the
// UI language from the moment dayjs is loaded.
dayjs.locale(DAYJS_LOCALES[getLocale()]);
subscribeLocale((locale) => dayjs.locale(DAYJS_LOCALES[locale]));

export { TAIPEI_TZ, dayjs };
export type { DateInput, Dayjs };

/** The instant as a Dayjs in Asia/Taipei, whatever the browser's own time zone. */
export function toTaipei(value: DateInput): Dayjs {
  return dayjs(value).tz(TAIPEI_TZ);
}
