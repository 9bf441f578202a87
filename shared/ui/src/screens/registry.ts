/**
 * Every screen of the portal, in one table: where it lives, which app serves it, who may open it,
 * which query parameters it needs, and which side-menu entry it belongs to. The shell's router and
 * side menu are derived from it, each remote builds its routes from it (`defineRemoteRoutes` from `@creator/remote-kit`), and
 * every link is written with `hrefs` so that no URL is spelt by hand. See docs/screen-registry.md.
 */

/** The remotes, by their Module Federation names. */
export const REMOTE_NAMES = ['works', 'revenue', 'insights', 'community'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type ScreenOwner = 'shell' | RemoteName;

/** public: anyone, signed in or not (the terms, the 404 page); gated: the access gate applies. */
export type ScreenAccess = 'public' | 'gated';

/** The side-menu entries, in menu order. */
export const MENU_KEYS = [
  'home',
  'myWorks',
  'dataCenter',
  'comments',
  'gifts',
  'revenue',
  'contests',
  'verifiedBadge',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The ids a screen can need in its query string. */
export type ScreenParam = 'titleId' | 'chapterId' | 'contestId';

export interface ScreenDefinition {
  path: string;
  owner: ScreenOwner;
  access: ScreenAccess;
  /** Query parameters without which the screen has nothing to show. */
  params: readonly ScreenParam[];
  /** Query parameters the screen reads when present (filters, page): kept in the URL. */
  optional: readonly string[];
  /** The side-menu entry highlighted while this screen is open. */
  menu?: MenuKey;
  /** Where "missing parameter" sends the author: a screen id without params (checked by a test). */
  back?: string;
}

type ScreenInput = Omit<ScreenDefinition, 'params' | 'optional'> &
  Partial<Pick<ScreenDefinition, 'params' | 'optional'>>;

/** A definition with its literal types kept, and no params / optional meaning none. */
type Filled<D extends ScreenInput> = Omit<D, 'params' | 'optional'> & {
  params: D extends { params: infer P } ? P : readonly [];
  optional: D extends { optional: infer O } ? O : readonly [];
};

const screen = <const D extends ScreenInput>(definition: D): Filled<D> =>
  ({ params: [], optional: [], ...definition }) as unknown as Filled<D>;

export const SCREENS = {
  home: screen({ path: '/', owner: 'shell', access: 'gated', menu: 'home' }),
  announce: screen({
    path: '/announce',
    owner: 'shell',
    access: 'gated',
    optional: ['announcementId'],
  }),
  verifiedBadge: screen({
    path: '/verified-badge',
    owner: 'shell',
    access: 'gated',
    menu: 'verifiedBadge',
  }),
  verifiedBadgeForm: screen({
    path: '/verified-badge/form',
    owner: 'shell',
    access: 'gated',
    menu: 'verifiedBadge',
  }),
  terms: screen({ path: '/terms', owner: 'shell', access: 'public' }),
  notFound: screen({ path: '/404/', owner: 'shell', access: 'public' }),

  myWorks: screen({ path: '/book/all', owner: 'works', access: 'gated', menu: 'myWorks' }),
  work: screen({
    path: '/book',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['titleId'],
    back: 'myWorks',
  }),
  workSetting: screen({
    path: '/book/setting',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['titleId'],
    back: 'myWorks',
  }),
  readingTickets: screen({
    path: '/book/uniticket',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['titleId'],
    back: 'myWorks',
  }),
  chapterSetting: screen({
    path: '/chapter/setting',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['chapterId'],
    back: 'myWorks',
  }),
  chapterSorting: screen({
    path: '/chapter/sorting',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['titleId'],
    back: 'myWorks',
  }),
  editor: screen({
    path: '/chapter/editor',
    owner: 'works',
    access: 'gated',
    menu: 'myWorks',
    params: ['chapterId'],
    back: 'myWorks',
  }),

  revenueDetail: screen({
    path: '/revenue/detail',
    owner: 'revenue',
    access: 'gated',
    menu: 'revenue',
    optional: ['month', 'titleId', 'page'],
  }),
  revenueReport: screen({
    path: '/revenue/report',
    owner: 'revenue',
    access: 'gated',
    menu: 'revenue',
    optional: ['from', 'to'],
  }),
  withdrawalRecord: screen({
    path: '/revenue/withdrawal-record',
    owner: 'revenue',
    access: 'gated',
    menu: 'revenue',
    optional: ['page'],
  }),
  withdrawForm: screen({
    path: '/withdraw/form',
    owner: 'revenue',
    access: 'gated',
    menu: 'revenue',
  }),

  dataCenter: screen({
    path: '/data-center',
    owner: 'insights',
    access: 'gated',
    menu: 'dataCenter',
    optional: ['range', 'from', 'to', 'metrics'],
  }),
  workData: screen({
    path: '/data-center/book',
    owner: 'insights',
    access: 'gated',
    menu: 'dataCenter',
    params: ['titleId'],
    optional: ['range', 'from', 'to', 'metrics', 'sort'],
    back: 'dataCenter',
  }),

  contests: screen({
    path: '/contest/all',
    owner: 'community',
    access: 'gated',
    menu: 'contests',
    optional: ['status'],
  }),
  contest: screen({
    path: '/contest',
    owner: 'community',
    access: 'gated',
    menu: 'contests',
    params: ['contestId'],
    back: 'contests',
  }),
  comments: screen({
    path: '/comments',
    owner: 'community',
    access: 'gated',
    menu: 'comments',
    optional: ['titleId', 'chapterId', 'unreplied', 'page'],
  }),
  gifts: screen({ path: '/gifts', owner: 'community', access: 'gated', menu: 'gifts' }),
} as const;

export type Screens = typeof SCREENS;
export type ScreenId = keyof Screens;

/** The screens a given app serves. */
export type ScreenIdOf<Owner extends ScreenOwner> = {
  [Id in ScreenId]: Screens[Id]['owner'] extends Owner ? Id : never;
}[ScreenId];

/** The required query parameters of a screen, as an object. */
export type ScreenParams<Id extends ScreenId> = {
  [K in Screens[Id]['params'][number]]: string;
};

/** The optional query parameters of a screen. */
export type ScreenQuery<Id extends ScreenId> = {
  [K in Screens[Id]['optional'][number]]?: string | number | boolean | null;
};

type HrefArgs<Id extends ScreenId> = Screens[Id]['params'] extends readonly []
  ? [query?: ScreenQuery<Id>]
  : [params: ScreenParams<Id> & ScreenQuery<Id>];

export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/**
 * The URL of a screen: its path plus its parameters in the query string. Empty, null and false
 * values are left out, so a filter that is cleared disappears from the address.
 */
export function screenHref<Id extends ScreenId>(id: Id, ...[values]: HrefArgs<Id>): string {
  const { path, params, optional } = SCREENS[id] as ScreenDefinition;
  const given = (values ?? {}) as Record<string, unknown>;
  const pairs: string[] = [];
  for (const name of [...params, ...optional]) {
    const value = given[name];
    if (value === undefined || value === null || value === false || value === '') continue;
    // encodeURIComponent, not URLSearchParams: a space reads as %20 in links, not '+'.
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** One builder per screen: `hrefs.work({ titleId })`, `hrefs.revenueDetail({ month })`. */
export const hrefs = Object.fromEntries(
  SCREEN_IDS.map((id) => [
    id,
    (values?: Record<string, unknown>) => screenHref(id, values as never),
  ]),
) as unknown as { [Id in ScreenId]: (...args: HrefArgs<Id>) => string };

const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

const BY_PATH = new Map<string, ScreenId>(
  SCREEN_IDS.map((id) => [normalise(SCREENS[id].path), id]),
);

/** The screen at a pathname (a trailing slash is ignored), or undefined: the 404 screen. */
export function screenAt(pathname: string): ScreenId | undefined {
  return BY_PATH.get(normalise(pathname));
}

/** The screen each side-menu entry opens. */
export const MENU_TARGETS: Record<MenuKey, ScreenId> = {
  home: 'home',
  myWorks: 'myWorks',
  dataCenter: 'dataCenter',
  comments: 'comments',
  gifts: 'gifts',
  revenue: 'revenueDetail',
  contests: 'contests',
  verifiedBadge: 'verifiedBadge',
};

/** The screens an app serves, in table order. */
export function screensOf<Owner extends ScreenOwner>(owner: Owner): ScreenIdOf<Owner>[] {
  return SCREEN_IDS.filter((id) => SCREENS[id].owner === owner) as ScreenIdOf<Owner>[];
}
