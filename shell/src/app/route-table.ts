import { matchPath } from 'react-router';
import type { RemoteName } from '../federation/remotes-config';

/**
 * Routes as data (STYLE.md habit 6): the router, the side menu and the gate all read this table.
 * A row is owned either by a shell screen or by a remote that renders its own absolute paths.
 */
export type ShellScreen =
  'home' | 'announce' | 'verifiedBadge' | 'verifiedBadgeForm' | 'terms' | 'notFound';
export type RouteOwner = { shell: ShellScreen } | { remote: RemoteName };

/** public: reachable by anyone (spec §2: terms); gated: the spec §4 gate applies. */
export type RouteAccess = 'public' | 'gated';

export type MenuLabelId =
  | 'home'
  | 'myWorks'
  | 'dataCenter'
  | 'comments'
  | 'gifts'
  | 'revenue'
  | 'contests'
  | 'verifiedBadge';

export type MenuIcon =
  'home' | 'book' | 'chart' | 'comment' | 'gift' | 'wallet' | 'trophy' | 'safety';

export interface AppRoute {
  /** A react-router pattern; `/*` matches the prefix and everything under it. */
  path: string;
  access: RouteAccess;
  owner: RouteOwner;
  /** The side-menu entry this route belongs to (highlighted while it is open). */
  menuKey?: MenuLabelId;
  /** Present on the row that puts the entry in the side menu, in menu order. */
  menu?: { labelId: MenuLabelId; icon: MenuIcon; to: string };
}

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    access: 'gated',
    owner: { shell: 'home' },
    menuKey: 'home',
    menu: { labelId: 'home', icon: 'home', to: '/' },
  },
  {
    path: '/book',
    access: 'gated',
    owner: { remote: 'works' },
    menuKey: 'myWorks',
    menu: { labelId: 'myWorks', icon: 'book', to: '/book/all' },
  },
  { path: '/book/*', access: 'gated', owner: { remote: 'works' }, menuKey: 'myWorks' },
  { path: '/chapter/*', access: 'gated', owner: { remote: 'works' }, menuKey: 'myWorks' },
  {
    path: '/data-center',
    access: 'gated',
    owner: { remote: 'insights' },
    menuKey: 'dataCenter',
    menu: { labelId: 'dataCenter', icon: 'chart', to: '/data-center' },
  },
  { path: '/data-center/*', access: 'gated', owner: { remote: 'insights' }, menuKey: 'dataCenter' },
  {
    path: '/comments',
    access: 'gated',
    owner: { remote: 'community' },
    menuKey: 'comments',
    menu: { labelId: 'comments', icon: 'comment', to: '/comments' },
  },
  {
    path: '/gifts',
    access: 'gated',
    owner: { remote: 'community' },
    menuKey: 'gifts',
    menu: { labelId: 'gifts', icon: 'gift', to: '/gifts' },
  },
  {
    path: '/revenue/*',
    access: 'gated',
    owner: { remote: 'revenue' },
    menuKey: 'revenue',
    menu: { labelId: 'revenue', icon: 'wallet', to: '/revenue/detail' },
  },
  { path: '/withdraw/*', access: 'gated', owner: { remote: 'revenue' }, menuKey: 'revenue' },
  {
    path: '/contest/*',
    access: 'gated',
    owner: { remote: 'community' },
    menuKey: 'contests',
    menu: { labelId: 'contests', icon: 'trophy', to: '/contest/all' },
  },
  {
    path: '/verified-badge',
    access: 'gated',
    owner: { shell: 'verifiedBadge' },
    menuKey: 'verifiedBadge',
    menu: { labelId: 'verifiedBadge', icon: 'safety', to: '/verified-badge' },
  },
  {
    path: '/verified-badge/form',
    access: 'gated',
    owner: { shell: 'verifiedBadgeForm' },
    menuKey: 'verifiedBadge',
  },
  { path: '/announce', access: 'gated', owner: { shell: 'announce' } },
  { path: '/terms', access: 'public', owner: { shell: 'terms' } },
  { path: '/404', access: 'public', owner: { shell: 'notFound' } },
];

/** Where the not-found screen lives (spec §2 writes it with a trailing slash). */
export const NOT_FOUND_PATH = '/404/';

/** The table row that owns a pathname, or undefined (then the 404 screen shows). */
export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The side-menu entries in table (= spec) order. */
export const MENU_ENTRIES = APP_ROUTES.flatMap((route) => (route.menu ? [route.menu] : []));
