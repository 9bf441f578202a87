import { registerAnalyticsSink } from '@creator/analytics';
import type { AnalyticsSink } from '@creator/analytics';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type {
  Chapter,
  ChapterList,
  ChapterSummary,
  Collection,
  Title,
} from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import WorkPage from './work-page';
import {
  FIXTURE_TITLE_ID,
  chapterFixture as chapter,
  collectionFixture as collection,
  titleFixture as title,
} from '../../shared/testing/fixtures';

setupMswServer();
// The list follows the window's scroll; jsdom has no scrolling, only a stub that complains.
window.scrollTo = () => undefined;

const TITLE_ID = FIXTURE_TITLE_ID;

function serve({
  work = title(),
  chapters = [],
  collections = [],
}: {
  work?: Title | (() => Title);
  chapters?: ChapterSummary[] | (() => ChapterSummary[]);
  collections?: Collection[] | (() => Collection[]);
} = {}) {
  const read = <T,>(value: T | (() => T)) =>
    typeof value === 'function' ? (value as () => T)() : value;
  server.use(
    http.get(apiUrl(apiPaths.title(TITLE_ID)), () => HttpResponse.json(read(work))),
    http.get(apiUrl(apiPaths.titleChapters(TITLE_ID)), () =>
      HttpResponse.json<ChapterList>({
        titleId: TITLE_ID,
        chapters: read(chapters),
        collections: read(collections),
      }),
    ),
  );
}

const ROUTE = `/book?titleId=${TITLE_ID}`;
const PARAMS = { titleId: TITLE_ID };
const row = (name: string) => screen.getByRole('article', { name });

describe('Work page header', () => {
  it('shows the name as the heading, text only, and a placeholder cover when there is none', async () => {
    serve({ work: title({ displayName: '<b>粗體</b> & 名稱' }) });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(
      await screen.findByRole('heading', { level: 1, name: '<b>粗體</b> & 名稱' }),
    ).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: '尚無封面' })).toBeInTheDocument();
    expect(screen.getByText('未上架')).toBeInTheDocument();
  });

  it('shows the cover, and a scheduled work with its Taipei time', async () => {
    serve({
      work: title({ coverUrl: 'https://img.test/c.jpg', listingFrom: '2099-01-01T04:00:00.000Z' }),
    });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByRole('img', { name: '星河彼岸 的封面' })).toHaveAttribute(
      'src',
      'https://img.test/c.jpg',
    );
    expect(screen.getByText('排程上架')).toBeInTheDocument();
    expect(screen.getByText('將於 2099/01/01 12:00 上架')).toBeInTheDocument();
  });

  it('shows a listed work and links to its other pages', async () => {
    serve({ work: title({ listingFrom: '2025-06-01T00:00:00.000Z' }) });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByText('已上架')).toBeInTheDocument();
    expect(screen.getByText('2025/06/01 08:00 起上架')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '作品相關頁面' });
    expect(within(nav).getByRole('link', { name: '作品設定' })).toHaveAttribute(
      'href',
      '/book/setting?titleId=t-1',
    );
    expect(within(nav).getByRole('link', { name: '閱讀券' })).toHaveAttribute(
      'href',
      '/book/uniticket?titleId=t-1',
    );
    expect(within(nav).getByRole('link', { name: '章節排序' })).toHaveAttribute(
      'href',
      '/chapter/sorting?titleId=t-1',
    );
    expect(within(nav).getByRole('link', { name: '數據' })).toHaveAttribute(
      'href',
      '/data-center/book?titleId=t-1',
    );
  });

  it("shows the API's error with Retry", async () => {
    server.use(
      http.get(apiUrl(apiPaths.title(TITLE_ID)), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', '系統忙碌中'), { status: 500 }),
      ),
    );
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent('系統忙碌中');
    expect(screen.getByRole('button', { name: /重\s*試/ })).toBeInTheDocument();
  });
});

describe('Work page chapters', () => {
  it('shows each chapter with its order, state, price, numbers and actions', async () => {
    serve({
      chapters: [
        chapter({
          chapterId: 'c-2',
          displayName: '第二章 暗湧',
          order: 2,
          state: 'SCHEDULED',
          isFree: false,
          price: 30,
          wordCount: 4321,
          publishAt: '2099-02-01T12:00:00.000Z',
        }),
        chapter({
          chapterId: 'c 1',
          displayName: '第一章 啟程',
          order: 1,
          state: 'PUBLISHED',
          wordCount: 1200,
          publishAt: '2026-01-01T16:00:00.000Z',
          readerCount: 12_345,
          commentCount: 67,
        }),
        chapter({ chapterId: 'c-3', displayName: '第三章', order: 3 }),
      ],
    });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });

    const first = await screen.findByRole('article', { name: '第一章 啟程' });
    const rows = screen.getAllByRole('article');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(first);
    expect(within(first).getByText('#1')).toBeInTheDocument();
    expect(within(first).getByText('已發布')).toBeInTheDocument();
    expect(within(first).getByText('免費')).toBeInTheDocument();
    expect(within(first).getByText('1,200')).toBeInTheDocument();
    expect(within(first).getByText('2026/01/02 00:00')).toBeInTheDocument();
    expect(within(first).getByText('12.3K')).toBeInTheDocument();
    expect(within(first).getByText('67')).toBeInTheDocument();
    const actions = within(first).getByRole('group', { name: '第一章 啟程 的操作' });
    expect(within(actions).getByRole('link', { name: /編輯/ })).toHaveAttribute(
      'href',
      '/chapter/editor?chapterId=c%201',
    );
    expect(within(actions).getByRole('link', { name: /設定/ })).toHaveAttribute(
      'href',
      '/chapter/setting?chapterId=c%201',
    );

    const second = row('第二章 暗湧');
    expect(within(second).getByText('排程發布')).toBeInTheDocument();
    expect(within(second).getByText('付費 30 點')).toBeInTheDocument();
    expect(within(second).getByText('2099/02/01 20:00')).toBeInTheDocument();

    const third = row('第三章');
    expect(within(third).getByText('草稿')).toBeInTheDocument();
    expect(within(third).getByText('尚未發布')).toBeInTheDocument();

    expect(screen.getByText('共 3 章')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '章節' });
    expect(within(section).getByRole('link', { name: /排\s*序/ })).toHaveAttribute(
      'href',
      '/chapter/sorting?titleId=t-1',
    );
  });

  it('groups chapters by collection, in collection order, with the rest last', async () => {
    serve({
      collections: [
        collection({ collectionId: 'k-2', displayName: '第二卷', order: 2 }),
        collection({ collectionId: 'k-1', displayName: '第一卷', order: 1 }),
        collection({ collectionId: 'k-3', displayName: '空的卷', order: 3 }),
      ],
      chapters: [
        chapter({ chapterId: 'a', displayName: '序章', order: 1, collectionId: null }),
        chapter({ chapterId: 'b', displayName: '初遇', order: 2, collectionId: 'k-1' }),
        chapter({ chapterId: 'c', displayName: '再會', order: 3, collectionId: 'k-2' }),
        chapter({ chapterId: 'd', displayName: '別離', order: 4, collectionId: 'k-1' }),
      ],
    });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await screen.findByRole('article', { name: '序章' });

    // Headings and rows in document order.
    const sequence = Array.from(
      document.querySelectorAll<HTMLElement>('h3, article, .work-empty-collection'),
    ).map((el) =>
      el.tagName === 'ARTICLE'
        ? `  ${el.querySelector(`[id="${el.getAttribute('aria-labelledby')}"]`)?.textContent}`
        : el.textContent,
    );
    expect(sequence).toEqual([
      '第一卷',
      '  初遇',
      '  別離',
      '第二卷',
      '  再會',
      '空的卷',
      '這一卷還沒有章節',
      '未分卷',
      '  序章',
    ]);
  });

  it('keeps a work of thousands of chapters light: only rows near the viewport are drawn', async () => {
    serve({
      chapters: Array.from({ length: 5000 }, (_, i) =>
        chapter({ chapterId: `c-${i + 1}`, displayName: `章節 ${i + 1}`, order: i + 1 }),
      ),
    });
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByRole('article', { name: '章節 1' })).toBeInTheDocument();
    expect(screen.getByText('共 5000 章')).toBeInTheDocument();
    const drawn = screen.getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.queryByRole('article', { name: '章節 5000' })).not.toBeInTheDocument();
  });

  it('invites the author to write the first chapter of an empty work', async () => {
    serve();
    renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByText('這部作品還沒有章節')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /寫第一章/ })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '章節' });
    expect(within(section).queryByRole('link', { name: /排\s*序/ })).not.toBeInTheDocument();
  });
});

/** A chapter list that follows rename, delete and create like platform-api does. */
function serveEditable(initial: { chapters: ChapterSummary[]; collections?: Collection[] }) {
  let chapters = initial.chapters;
  let collections = initial.collections ?? [];
  const sent = {
    renamed: [] as Array<{ chapterId: string; body: unknown }>,
    deleted: [] as string[],
    deletedCollections: [] as string[],
    created: [] as unknown[],
    tracked: [] as unknown[],
  };
  serve({ chapters: () => chapters, collections: () => collections });
  server.use(
    http.put(
      apiUrl(decodeURIComponent(apiPaths.chapterName(':chapterId'))),
      async ({ params, request }) => {
        const chapterId = decodeURIComponent(String(params.chapterId));
        const body = (await request.json()) as { displayName: string };
        sent.renamed.push({ chapterId, body });
        chapters = chapters.map((c) =>
          c.chapterId === chapterId ? { ...c, displayName: body.displayName } : c,
        );
        return HttpResponse.json(chapters.find((c) => c.chapterId === chapterId));
      },
    ),
    http.delete(apiUrl(decodeURIComponent(apiPaths.chapter(':chapterId'))), ({ params }) => {
      const chapterId = decodeURIComponent(String(params.chapterId));
      sent.deleted.push(chapterId);
      chapters = chapters.filter((c) => c.chapterId !== chapterId);
      return HttpResponse.json({ ok: true });
    }),
    http.delete(apiUrl(decodeURIComponent(apiPaths.collection(':collectionId'))), ({ params }) => {
      const collectionId = decodeURIComponent(String(params.collectionId));
      sent.deletedCollections.push(collectionId);
      collections = collections.filter((c) => c.collectionId !== collectionId);
      chapters = chapters.map((c) =>
        c.collectionId === collectionId ? { ...c, collectionId: null } : c,
      );
      return HttpResponse.json({ ok: true });
    }),
    http.post(apiUrl(apiPaths.titleChapters(TITLE_ID)), async ({ request }) => {
      const body = (await request.json()) as { displayName: string };
      sent.created.push(body);
      const created: Chapter = {
        ...chapter({ chapterId: 'new 1', displayName: body.displayName, order: 99 }),
        content: '',
        authorNote: '',
        commentsEnabled: true,
        version: 0,
      };
      chapters = [...chapters, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(apiUrl(apiPaths.chapterCreatedTrack), async ({ request }) => {
      sent.tracked.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

const action = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('Work page chapter actions', () => {
  it('renames a chapter; confirm stays disabled while the name is empty or blank', async () => {
    const sent = serveEditable({ chapters: [chapter({ chapterId: 'c-1', displayName: '舊名' })] });
    const { user } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await user.click(action(await screen.findByRole('article', { name: '舊名' }), '重新命名'));

    const dialog = await screen.findByRole('dialog', { name: '重新命名章節' });
    const input = within(dialog).getByLabelText('章節名稱');
    expect(input).toHaveValue('舊名');
    const save = action(dialog, '儲存');
    await user.clear(input);
    expect(save).toBeDisabled();
    await user.type(input, '   ');
    expect(save).toBeDisabled();
    await user.type(input, '新的名字 ');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByRole('article', { name: '新的名字' })).toBeInTheDocument();
    expect(screen.getByText('已改名為「新的名字」')).toBeInTheDocument();
    expect(sent.renamed).toEqual([{ chapterId: 'c-1', body: { displayName: '新的名字' } }]);
  });

  it('deletes a chapter after confirming', async () => {
    const sent = serveEditable({
      chapters: [
        chapter({ chapterId: 'c-1', displayName: '留下的章節' }),
        chapter({ chapterId: 'c-2', displayName: '要刪的章節', order: 2 }),
      ],
    });
    const { user } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await user.click(action(await screen.findByRole('article', { name: '要刪的章節' }), '刪除'));
    const dialog = await screen.findByRole('dialog', { name: '刪除章節' });
    expect(dialog).toHaveTextContent('確定要刪除「要刪的章節」嗎？');
    await user.click(action(dialog, '刪除'));

    expect(await screen.findByText('已刪除「要刪的章節」')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '要刪的章節' })).not.toBeInTheDocument(),
    );
    expect(row('留下的章節')).toBeInTheDocument();
    expect(sent.deleted).toEqual(['c-2']);
  });

  it('keeps the chapter when deleting fails, and says why', async () => {
    serveEditable({ chapters: [chapter({ chapterId: 'c-1', displayName: '第一章' })] });
    server.use(
      http.delete(apiUrl(apiPaths.chapter('c-1')), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', '系統忙碌中'), { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await user.click(action(await screen.findByRole('article', { name: '第一章' }), '刪除'));
    await user.click(action(await screen.findByRole('dialog', { name: '刪除章節' }), '刪除'));
    expect(await screen.findByText('系統忙碌中')).toBeInTheDocument();
    expect(row('第一章')).toBeInTheDocument();
  });

  it('deletes a collection; its chapters stay, out of any collection', async () => {
    const sent = serveEditable({
      collections: [collection({ collectionId: 'k-1', displayName: '第一卷' })],
      chapters: [chapter({ chapterId: 'c-1', displayName: '初遇', collectionId: 'k-1' })],
    });
    const { user } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await screen.findByRole('heading', { level: 3, name: '第一卷' });
    await user.click(screen.getByRole('button', { name: '刪除分卷「第一卷」' }));
    const dialog = await screen.findByRole('dialog', { name: '刪除分卷' });
    expect(dialog).toHaveTextContent('分卷內的章節不會刪除，會移到「未分卷」');
    await user.click(action(dialog, '刪除'));

    expect(await screen.findByText('已刪除分卷「第一卷」')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: '第一卷' })).not.toBeInTheDocument(),
    );
    expect(row('初遇')).toBeInTheDocument();
    expect(sent.deletedCollections).toEqual(['k-1']);
  });

  it('creates a chapter, tracks it, and opens it in the editor', async () => {
    const sent = serveEditable({ chapters: [chapter()] });
    const events: Array<[string, Record<string, unknown>]> = [];
    const sink: AnalyticsSink = {
      track: (name, properties) => events.push([name, properties]),
      setUserId: () => {},
      reset: () => {},
    };
    const unregister = registerAnalyticsSink(sink);
    try {
      const { user, location } = renderWithProviders(<WorkPage params={PARAMS} />, {
        route: ROUTE,
      });
      const section = await screen.findByRole('region', { name: '章節' });
      await user.click(action(section, '新增章節'));
      const dialog = await screen.findByRole('dialog', { name: '新增章節' });
      const create = action(dialog, '建立並開始寫作');
      expect(create).toBeDisabled();
      await user.type(within(dialog).getByLabelText('章節名稱'), '  第二章 風起  ');
      await user.click(create);

      await waitFor(() => expect(location().pathname).toBe('/chapter/editor'));
      expect(location().search).toBe('?chapterId=new%201');
      expect(sent.created).toEqual([{ displayName: '第二章 風起' }]);
      await waitFor(() => expect(sent.tracked).toEqual([{ chapterId: 'new 1' }]));
      expect(events).toEqual([['Chapter Created', { chapterId: 'new 1', titleId: TITLE_ID }]]);
    } finally {
      unregister();
    }
  });

  it('names a control character pasted into a new chapter’s name and creates nothing', async () => {
    const sent = serveEditable({ chapters: [] });
    const { user } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: /寫第一章/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增章節' });
    const input = within(dialog).getByLabelText('章節名稱');
    await user.click(input);
    await user.paste('序章\u202E');
    expect(
      within(dialog).getByText(
        '文字裡有看不見的控制字元或文字方向符號（U+202E），常見於從其他程式貼上的內容，請刪除後再繼續。',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveValue('序章\u202E');
    expect(action(dialog, '建立並開始寫作')).toBeDisabled();
    expect(sent.created).toEqual([]);
  });

  it('stays on the work with the typed name when creating fails', async () => {
    serveEditable({ chapters: [] });
    server.use(
      http.post(apiUrl(apiPaths.titleChapters(TITLE_ID)), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', '系統忙碌中'), { status: 500 }),
      ),
    );
    const { user, location } = renderWithProviders(<WorkPage params={PARAMS} />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: /寫第一章/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增章節' });
    const input = within(dialog).getByLabelText('章節名稱');
    await user.type(input, '序章');
    await user.click(action(dialog, '建立並開始寫作'));
    expect(await screen.findByText('系統忙碌中')).toBeInTheDocument();
    expect(input).toHaveValue('序章');
    expect(location().pathname).toBe('/book');
  });
});
