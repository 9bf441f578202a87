import { act } from '@testing-library/react';
import { setLocale } from './i18n/locale-store';
import type * as Dates from './dates';
import { TAIPEI_TZ, dayjs, toTaipei } from './dates';
import type * as LocaleStore from './i18n/locale-store';

afterEach(() => {
  act(() => setLocale('zh-TW'));
});

describe('@creator/ui/dates', () => {
  it('toTaipei gives the Taipei wall-clock parts of an instant', () => {
    const taipei = toTaipei('2024-02-29T20:15:00Z');
    expect(taipei.date()).toBe(1);
    expect(taipei.month()).toBe(2); // March (0-based)
    expect(taipei.hour()).toBe(4);
    expect(taipei.utcOffset()).toBe(480);
  });

  it('reads a plain day as that day in Taipei', () => {
    expect(dayjs.tz('2026-11-01', TAIPEI_TZ).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it("keeps dayjs' locale on the UI language", () => {
    expect(dayjs.locale()).toBe('zh-tw');
    act(() => setLocale('en'));
    expect(dayjs.locale()).toBe('en');
  });

  it('starts in the language chosen before dayjs was loaded', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry
      const store = require('./i18n/locale-store') as typeof LocaleStore;
      store.setLocale('en');
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the switch
      const dates = require('./dates') as typeof Dates;
      expect(dates.dayjs.locale()).toBe('en');
      // and zh-TW's week days once switched back (2026-11-02 is a Monday)
      store.setLocale('zh-TW');
      expect(dates.dayjs('2026-11-02').format('dd')).toBe('一');
    });
  });
});
