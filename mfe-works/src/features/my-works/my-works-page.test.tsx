import { registerAnalyticsSink } from '@creator/analytics';
import type { AnalyticsSink } from '@creator/analytics';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { GenreList, TitleStat, TitleStatList } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { CreateWorkLauncherContext } from '@creator/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import MyWorksPage from './my-works-page';

const MINUTE = 60_000;

setupMswServer();

function work(overrides: Partial<TitleStat>): TitleStat {
  return {
    titleId: 't-1',
    displayName: '作品',
    genreIds: [],
    listingFrom: null,
    coverUrl: null,
    serialStatus: 'ONGOING',
    chapterCount: 0,
    wordCount: 0,
    readerCount: 0,
    favoriteCount: 0,
    updatedAt: '2026-01-10T04:00:00.000Z',
    ...overrides,
  };
}

const genres: GenreList = {
  genres: [
    { genreId: 'g-fantasy', displayName: '奇幻' },
    { genreId: 'g-romance', displayName: '愛情' },
  ],
};

function serve(titles: TitleStat[] | (() => TitleStat[])) {
  server.use(
    http.get(apiUrl(apiPaths.genres), () => HttpResponse.json(genres)),
    http.get(apiUrl(apiPaths.myTitleStats), () =>
      HttpResponse.json<TitleStatList>({
        titles: typeof titles === 'function' ? titles() : titles,
      }),
    ),
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('My works', () => {
  it('shows each work the API returns with its state, genres, counters and actions', async () => {
    serve([
      work({
        titleId: 'listed 1',
        displayName: '星河彼岸',
        genreIds: ['g-fantasy', 'g-romance'],
        listingFrom: '2025-06-01T00:00:00.000Z',
        coverUrl: 'https://img.test/cover.jpg',
        chapterCount: 42,
        wordCount: 123_456,
        readerCount: 9_870_000,
        favoriteCount: 999,
        updatedAt: '2026-01-10T16:30:00.000Z',
      }),
      work({
        titleId: 'scheduled',
        displayName: '明日之城',
        listingFrom: '2099-01-01T00:00:00.000Z',
      }),
      work({ titleId: 'draft', displayName: '未完的草稿' }),
    ]);
    renderWithProviders(<MyWorksPage />, { route: '/book/all' });

    const listed = await screen.findByRole('article', { name: '星河彼岸' });
    expect(within(listed).getByText('已上架')).toBeInTheDocument();
    expect(within(listed).getByText('奇幻')).toBeInTheDocument();
    expect(within(listed).getByText('愛情')).toBeInTheDocument();
    expect(within(listed).getByText('42')).toBeInTheDocument();
    expect(within(listed).getByText('123.5K')).toBeInTheDocument();
    expect(within(listed).getByText('9.9M')).toBeInTheDocument();
    expect(within(listed).getByText('999')).toBeInTheDocument();
    // 16:30 UTC is 00:30 the next day in Taipei.
    expect(within(listed).getByText('最後更新 2026/01/11 00:30')).toBeInTheDocument();
    expect(within(listed).getByRole('img', { name: '星河彼岸 的封面' })).toHaveAttribute(
      'src',
      'https://img.test/cover.jpg',
    );

    const actions = within(listed).getByRole('group', { name: '星河彼岸 的操作' });
    expect(within(actions).getByRole('link', { name: '開啟' })).toHaveAttribute(
      'href',
      '/book?titleId=listed%201',
    );
    expect(within(actions).getByRole('link', { name: '作品設定' })).toHaveAttribute(
      'href',
      '/book/setting?titleId=listed%201',
    );
    expect(within(actions).getByRole('link', { name: '閱讀券' })).toHaveAttribute(
      'href',
      '/book/uniticket?titleId=listed%201',
    );
    expect(within(actions).getByRole('link', { name: '數據' })).toHaveAttribute(
      'href',
      '/data-center/book?titleId=listed%201',
    );

    const scheduled = card('明日之城');
    expect(within(scheduled).getByText('排程上架')).toBeInTheDocument();
    expect(within(scheduled).getByText('將於 2099/01/01 08:00 上架')).toBeInTheDocument();

    const draft = card('未完的草稿');
    expect(within(draft).getByText('未上架')).toBeInTheDocument();
    expect(within(draft).getByRole('img', { name: '尚無封面' })).toBeInTheDocument();
    expect(screen.getByText('共 3 部作品')).toBeInTheDocument();
  });

  it('puts a work just past its listing time under listed and one just ahead under scheduled', async () => {
    const now = Date.now();
    serve([
      work({
        titleId: 'past',
        displayName: '剛上架',
        listingFrom: new Date(now - MINUTE).toISOString(),
      }),
      work({
        titleId: 'ahead',
        displayName: '快上架',
        listingFrom: new Date(now + 10 * MINUTE).toISOString(),
      }),
    ]);
    renderWithProviders(<MyWorksPage />, { route: '/book/all' });

    const past = await screen.findByRole('article', { name: '剛上架' });
    expect(within(past).getByText('已上架')).toBeInTheDocument();
    expect(within(past).queryByText('排程上架')).not.toBeInTheDocument();
    const ahead = card('快上架');
    expect(within(ahead).getByText('排程上架')).toBeInTheDocument();
    expect(within(ahead).queryByText('已上架')).not.toBeInTheDocument();
  });

  it('offers to create the first work with the shell’s create-work dialog', async () => {
    serve([]);
    const openCreateWork = jest.fn();
    const { user } = renderWithProviders(
      <CreateWorkLauncherContext.Provider value={openCreateWork}>
        <MyWorksPage />
      </CreateWorkLauncherContext.Provider>,
      { route: '/book/all' },
    );

    expect(await screen.findByText('還沒有作品')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // A button on the page itself: on a phone the side menu's is inside the closed drawer.
    await user.click(screen.getByRole('button', { name: /建立作品/ }));
    expect(openCreateWork).toHaveBeenCalledTimes(1);
  });

  it('points at the side menu where there is no dialog to open (outside the shell)', async () => {
    serve([]);
    renderWithProviders(<MyWorksPage />, { route: '/book/all' });

    expect(await screen.findByText('還沒有作品')).toBeInTheDocument();
    expect(
      screen.getByText('點選側邊選單的「建立作品」，開始寫你的第一部作品。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /建立作品/ })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the works', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.genres), () => HttpResponse.json(genres)),
      http.get(apiUrl(apiPaths.myTitleStats), () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(apiErrorBody('InternalFailure', '伺服器忙碌中'), {
            status: 500,
          });
        }
        return HttpResponse.json<TitleStatList>({
          titles: [work({ displayName: '重試之後' })],
        });
      }),
    );
    renderWithProviders(<MyWorksPage />, { route: '/book/all' });

    expect(await screen.findByText('伺服器忙碌中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByRole('article', { name: '重試之後' })).toBeInTheDocument();
  });

  it('deletes a work only after confirmation, then toasts and refreshes the list', async () => {
    let titles = [
      work({ titleId: 'keep', displayName: '留下來' }),
      work({ titleId: 'gone', displayName: '要刪掉' }),
    ];
    const deleted: string[] = [];
    serve(() => titles);
    server.use(
      http.delete(apiUrl(apiPaths.title('gone')), () => {
        deleted.push('gone');
        titles = titles.filter((t) => t.titleId !== 'gone');
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyWorksPage />, { route: '/book/all' });

    const target = await screen.findByRole('article', { name: '要刪掉' });
    await user.click(within(target).getByRole('button', { name: /刪除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/確定要刪除「要刪掉」嗎/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(card('要刪掉')).getByRole('button', { name: /刪除/ }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: /刪\s*除/ }));

    expect(await screen.findByText('已刪除「要刪掉」')).toBeInTheDocument();
    expect(deleted).toEqual(['gone']);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '要刪掉' })).not.toBeInTheDocument(),
    );
    expect(card('留下來')).toBeInTheDocument();
  });

  it('tracks the book-all click when opened through a link, not on a direct load', async () => {
    serve([]);
    const events: string[] = [];
    const sink: AnalyticsSink = {
      track: (name) => events.push(name),
      setUserId: () => {},
      reset: () => {},
    };
    const unregister = registerAnalyticsSink(sink);
    try {
      const direct = renderWithProviders(<MyWorksPage />, { route: '/book/all' });
      await screen.findByText('還沒有作品');
      expect(events).toEqual([]);
      direct.unmount();

      renderWithProviders(
        <Routes>
          <Route path="/" element={<Link to="/book/all">我的作品</Link>} />
          <Route path="/book/all" element={<MyWorksPage />} />
        </Routes>,
        { route: '/' },
      );
      await userEvent.click(screen.getByRole('link', { name: '我的作品' }));
      await screen.findByText('還沒有作品');
      expect(events).toEqual(['Book All Clicked']);
    } finally {
      unregister();
    }
  });
});
