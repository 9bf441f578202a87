import {
  MENU_KEYS,
  MENU_TARGETS,
  SCREENS,
  SCREEN_IDS,
  hrefs,
  screenAt,
  screenHref,
  screensOf,
  type ScreenDefinition,
} from './registry';

describe('the screen registry', () => {
  it('lists the 23 screens once each, at distinct paths', () => {
    expect(SCREEN_IDS).toHaveLength(23);
    const paths = SCREEN_IDS.map((id) => SCREENS[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every app its screens', () => {
    expect(screensOf('shell')).toEqual([
      'home',
      'announce',
      'verifiedBadge',
      'verifiedBadgeForm',
      'terms',
      'notFound',
    ]);
    expect(screensOf('works')).toHaveLength(7);
    expect(screensOf('revenue')).toEqual([
      'revenueDetail',
      'revenueReport',
      'withdrawalRecord',
      'withdrawForm',
    ]);
    expect(screensOf('insights')).toEqual(['dataCenter', 'workData']);
    expect(screensOf('community')).toEqual(['contests', 'contest', 'comments', 'gifts']);
  });

  it('leaves only the terms and the 404 page open without signing in', () => {
    expect(SCREEN_IDS.filter((id) => SCREENS[id].access === 'public')).toEqual([
      'terms',
      'notFound',
    ]);
  });

  it('sends a screen without its id back to a screen that needs none', () => {
    for (const id of SCREEN_IDS) {
      const { params, back } = SCREENS[id] as ScreenDefinition;
      if (params.length === 0) continue;
      expect(back).toBeDefined();
      expect(SCREENS[back as keyof typeof SCREENS].params).toEqual([]);
    }
  });

  it('opens each menu entry on a screen that needs no id and belongs to that entry', () => {
    for (const key of MENU_KEYS) {
      const target: ScreenDefinition = SCREENS[MENU_TARGETS[key]];
      expect(target.params).toEqual([]);
      expect(target.menu).toBe(key);
    }
  });

  it('finds the screen at a path, with or without a trailing slash, and nothing else', () => {
    expect(screenAt('/')).toBe('home');
    expect(screenAt('/book')).toBe('work');
    expect(screenAt('/book/all/')).toBe('myWorks');
    expect(screenAt('/404')).toBe('notFound');
    expect(screenAt('/404/')).toBe('notFound');
    expect(screenAt('/book/all/extra')).toBeUndefined();
    expect(screenAt('/Book/all')).toBeUndefined();
  });
});

describe('hrefs', () => {
  it('puts the ids in the query string, encoded', () => {
    expect(hrefs.work({ titleId: 'a b&c' })).toBe('/book?titleId=a%20b%26c');
    expect(hrefs.editor({ chapterId: 'c-1' })).toBe('/chapter/editor?chapterId=c-1');
    expect(hrefs.myWorks()).toBe('/book/all');
    expect(hrefs.notFound()).toBe('/404/');
  });

  it('keeps the filters a screen declares and leaves out cleared ones', () => {
    expect(hrefs.revenueDetail({ month: '2026-10', titleId: 't1', page: 2 })).toBe(
      '/revenue/detail?month=2026-10&titleId=t1&page=2',
    );
    expect(hrefs.comments({ unreplied: true, titleId: '' })).toBe('/comments?unreplied=true');
    expect(hrefs.comments({ unreplied: false, chapterId: null })).toBe('/comments');
  });

  it('ignores names the screen does not declare', () => {
    const values = { titleId: 't1', evil: 'x' } as Parameters<typeof hrefs.work>[0];
    expect(screenHref('work', values)).toBe('/book?titleId=t1');
  });
});
