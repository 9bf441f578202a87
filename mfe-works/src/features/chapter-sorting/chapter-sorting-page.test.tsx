import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { ChapterList, ChapterSummary, Collection, Title } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  delay,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { setLocale } from '@creator/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { ROW_HEIGHT } from './chapter-sort-row';
import ChapterSortingPage from './chapter-sorting-page';

setupMswServer();

const TITLE_ID = 't-sort';
const ROUTE = `/chapter/sorting?titleId=${TITLE_ID}`;
const PARAMS = { titleId: TITLE_ID };
const VIEWPORT_HEIGHT = 600;

/*
 * jsdom lays nothing out. The list needs a height to know which rows to render, and dnd-kit needs
 * rectangles to know where rows are: each row stands at its index times the row height (minus how
 * far the list has scrolled); dnd-kit's fixed drag overlay stands where its inline style puts it.
 */
function layout(this: Element) {
  const element = this as HTMLElement;
  const row = element.closest<HTMLElement>('[data-index]');
  // dnd-kit measures the first child of its fixed overlay.
  const overlay = [element, element.parentElement].find(
    (node) => node?.style?.position === 'fixed',
  );
  let rect = { left: 0, top: 0, width: 800, height: VIEWPORT_HEIGHT };
  if (row) {
    const scroller = row.closest('[role="list"]')?.parentElement;
    rect = {
      left: 0,
      top: Number(row.dataset.index) * ROW_HEIGHT - (scroller?.scrollTop ?? 0),
      width: 800,
      height: ROW_HEIGHT,
    };
  } else if (overlay) {
    const px = (value: string) => Number.parseFloat(value) || 0;
    rect = {
      left: px(overlay.style.left),
      top: px(overlay.style.top),
      width: px(overlay.style.width),
      height: px(overlay.style.height),
    };
  }
  const { left, top, width, height } = rect;
  return {
    ...rect,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
    toJSON: () => rect,
  } as DOMRect;
}

beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layout);
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => setLocale('zh-TW'));

function chapter(index: number, overrides: Partial<ChapterSummary> = {}): ChapterSummary {
  return {
    chapterId: `c${index}`,
    titleId: TITLE_ID,
    collectionId: null,
    displayName: `第${'一二三四五六七八九十'[index - 1]}章`,
    order: index,
    state: 'PUBLISHED',
    isFree: true,
    price: 0,
    wordCount: 1000,
    publishAt: '2026-01-01T00:00:00.000Z',
    readerCount: 0,
    commentCount: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const FIVE = [1, 2, 3, 4, 5].map((index) => chapter(index));

const title: Title = {
  titleId: TITLE_ID,
  displayName: '星河彼岸',
} as Title;

interface Served {
  puts: string[][];
}

/** Serves the work and its chapters; records every order the screen PUTs. */
function serve(
  chapters: ChapterSummary[] = FIVE,
  {
    collections = [],
    put,
  }: { collections?: Collection[]; put?: (ids: string[]) => Response | Promise<Response> } = {},
): Served {
  const served: Served = { puts: [] };
  let current = chapters;
  server.use(
    http.get(apiUrl(apiPaths.title(TITLE_ID)), () => HttpResponse.json(title)),
    http.get(apiUrl(apiPaths.titleChapters(TITLE_ID)), () =>
      HttpResponse.json<ChapterList>({ titleId: TITLE_ID, collections, chapters: current }),
    ),
    http.put(apiUrl(apiPaths.chapterOrder(TITLE_ID)), async ({ request }) => {
      const { chapterIds } = (await request.json()) as { chapterIds: string[] };
      served.puts.push(chapterIds);
      if (put) return put(chapterIds);
      const byId = new Map(current.map((ch) => [ch.chapterId, ch]));
      current = chapterIds.map((id, index) => ({ ...byId.get(id)!, order: index + 1 }));
      return HttpResponse.json<ChapterList>({ titleId: TITLE_ID, collections, chapters: current });
    }),
  );
  return served;
}

/** Chapter names in the order the list shows them. */
function shownOrder(): string[] {
  const list = screen.getByRole('list', { name: '章節順序' });
  return within(list)
    .getAllByRole('listitem')
    .sort(
      (a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')),
    )
    .map((item) => within(item).getByRole('button', { name: /^拖曳/ }).getAttribute('aria-label'))
    .map((label) => label!.replace(/^拖曳「(.*)」$/, '$1'));
}

async function renderPage(route = ROUTE) {
  const result = renderWithProviders(<ChapterSortingPage params={PARAMS} />, { route });
  await screen.findByRole('list', { name: '章節順序' });
  return result;
}

const saveButton = () => screen.getByRole('button', { name: /儲存順序/ });

describe('Chapter sorting', () => {
  it('lists every chapter in its saved order, with nothing to save yet', async () => {
    serve([chapter(2, { order: 2 }), chapter(1, { order: 1 }), chapter(3, { order: 3 })]);
    await renderPage();
    expect(shownOrder()).toEqual(['第一章', '第二章', '第三章']);
    expect(screen.getByText('共 3 章')).toBeInTheDocument();
    expect(screen.getByText('已移動 0 章')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: '還原順序' })).toBeDisabled();
    expect(await screen.findByText('作品：星河彼岸')).toBeInTheDocument();
  });

  it('moves a chapter with the keyboard on its handle (Space, ArrowDown, Space)', async () => {
    serve();
    const { user } = await renderPage();
    screen.getByRole('button', { name: '拖曳「第一章」' }).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('「第一章」移到第 1 位。')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('「第一章」移到第 2 位。')).toBeInTheDocument();
    // Nothing moves until the chapter is dropped.
    expect(shownOrder()).toEqual(['第一章', '第二章', '第三章', '第四章', '第五章']);
    await user.keyboard('[Space]');
    expect(await screen.findByText('已將「第一章」放在第 2 位。')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownOrder()).toEqual(['第二章', '第一章', '第三章', '第四章', '第五章']),
    );
    expect(screen.getByText('已移動 1 章')).toBeInTheDocument();
    expect(screen.getByText('原第 1 位 → 第 2 位')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('Escape during a keyboard drag leaves the order as it was', async () => {
    serve();
    const { user } = await renderPage();
    screen.getByRole('button', { name: '拖曳「第二章」' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    expect(await screen.findByText(/已取消移動/)).toBeInTheDocument();
    expect(shownOrder()).toEqual(['第一章', '第二章', '第三章', '第四章', '第五章']);
    expect(saveButton()).toBeDisabled();
  });

  it('moves a chapter one place with the up and down buttons', async () => {
    serve();
    const { user } = await renderPage();
    expect(screen.getByRole('button', { name: '上移「第一章」' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移「第五章」' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下移「第一章」' }));
    expect(shownOrder()).toEqual(['第二章', '第一章', '第三章', '第四章', '第五章']);
    await user.click(screen.getByRole('button', { name: '上移「第五章」' }));
    expect(shownOrder()).toEqual(['第二章', '第一章', '第三章', '第五章', '第四章']);
    expect(screen.getByText('已移動 2 章')).toBeInTheDocument();
    expect(screen.getByText('已將「第五章」移到第 4 位。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '上移「第一章」' }));
    expect(screen.getByText('已移動 1 章')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '還原順序' }));
    expect(shownOrder()).toEqual(['第一章', '第二章', '第三章', '第四章', '第五章']);
    expect(saveButton()).toBeDisabled();
  });

  it('moves a chapter to a typed position', async () => {
    serve();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '移動「第五章」到指定位置' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('目前在第 5 位。')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('新的位置（1 到 5）'), '2');
    await user.click(within(dialog).getByRole('button', { name: '確定移動' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownOrder()).toEqual(['第一章', '第五章', '第二章', '第三章', '第四章']);
    expect(screen.getByText('原第 5 位 → 第 2 位')).toBeInTheDocument();
  });

  it('refuses a position outside 1..N or one that is not a number, and changes nothing', async () => {
    serve();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '移動「第二章」到指定位置' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('新的位置（1 到 5）');

    await user.type(input, '6{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('位置必須介於 1 到 5 之間。');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(dialog).getByRole('button', { name: '確定移動' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('位置必須介於 1 到 5 之間。');

    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請輸入 1 到 5 之間的整數。');

    await user.clear(input);
    await user.type(input, '2.5{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請輸入 1 到 5 之間的整數。');

    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: '確定移動' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請輸入位置。');

    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownOrder()).toEqual(['第一章', '第二章', '第三章', '第四章', '第五章']);
    expect(saveButton()).toBeDisabled();
  });

  it('sends nothing until Save, then the full id list in the new order', async () => {
    const served = serve();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '下移「第一章」' }));
    await user.click(screen.getByRole('button', { name: '移動「第五章」到指定位置' }));
    await user.type(await screen.findByLabelText('新的位置（1 到 5）'), '1{Enter}');
    await waitFor(() =>
      expect(shownOrder()).toEqual(['第五章', '第二章', '第一章', '第三章', '第四章']),
    );
    expect(served.puts).toEqual([]);

    await user.click(saveButton());
    expect(await screen.findByText('章節順序已儲存', { selector: '.ant-message *' })).toBeVisible();
    expect(served.puts).toEqual([['c5', 'c2', 'c1', 'c3', 'c4']]);
    expect(shownOrder()).toEqual(['第五章', '第二章', '第一章', '第三章', '第四章']);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByText('已移動 0 章')).toBeInTheDocument();
    const alert = screen.getByText('新的順序已經生效。').closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('link', { name: '回到作品頁' })).toHaveAttribute(
      'href',
      `/book?titleId=${TITLE_ID}`,
    );
  });

  it('keeps the new order and says why when saving fails', async () => {
    const served = serve(FIVE, {
      put: () =>
        HttpResponse.json(apiErrorBody('ServiceUnavailable', '系統維護中，請稍後再試'), {
          status: 503,
        }),
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '下移「第三章」' }));
    await user.click(saveButton());
    expect(await screen.findByText('系統維護中，請稍後再試')).toBeInTheDocument();
    expect(served.puts).toEqual([['c1', 'c2', 'c4', 'c3', 'c5']]);
    expect(shownOrder()).toEqual(['第一章', '第二章', '第四章', '第三章', '第五章']);
    expect(saveButton()).toBeEnabled();
    expect(screen.getByText('已移動 1 章')).toBeInTheDocument();
  });

  it('keeps Save busy while the order is being saved', async () => {
    serve(FIVE, {
      put: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '下移「第三章」' }));
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: '還原順序' })).toBeDisabled();
  });

  it('asks before leaving with an unsaved order, and not once it is saved', async () => {
    serve();
    const { user, location } = await renderPage();
    await user.click(screen.getByRole('button', { name: '下移「第一章」' }));
    const back = screen.getAllByRole('link', { name: '回到作品頁' })[0]!;
    await user.click(back);
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留下' }));
    expect(location().pathname).toBe('/chapter/sorting');
    expect(shownOrder()[0]).toBe('第二章');

    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(back);
    expect(location().pathname).toBe('/book');
    expect(screen.queryByText('尚未儲存')).not.toBeInTheDocument();
  });

  it('names each chapter’s collection and says the order is global', async () => {
    serve(
      [
        chapter(1, { collectionId: 'v1' }),
        chapter(2, { collectionId: 'v1' }),
        chapter(3, { collectionId: 'v2' }),
        chapter(4),
      ],
      {
        collections: [
          { collectionId: 'v1', titleId: TITLE_ID, displayName: '第一卷', order: 1 },
          { collectionId: 'v2', titleId: TITLE_ID, displayName: '第二卷', order: 2 },
        ],
      },
    );
    await renderPage();
    expect(screen.getByText(/排序是全書統一的章節順序/)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '章節順序' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('第一卷')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('第二卷')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('未分卷')).toBeInTheDocument();
  });

  it('speaks English, drag announcements included, when the author chose it', async () => {
    setLocale('en');
    serve();
    const { user } = renderWithProviders(<ChapterSortingPage params={PARAMS} />, { route: ROUTE });
    await screen.findByRole('list', { name: 'Chapter order' });
    await user.click(screen.getByRole('button', { name: 'Move "第二章" down' }));
    expect(screen.getByText('Was 2 → now 3')).toBeInTheDocument();
    expect(screen.getByText('1 moved')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Drag "第一章"' }).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('"第一章" moved to position 1.')).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(
      await screen.findByText(/Move cancelled; "第一章" is back at position 1/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save order' })).toBeEnabled();
  });

  it('says so when the work has no chapters', async () => {
    serve([]);
    renderWithProviders(<ChapterSortingPage params={PARAMS} />, { route: ROUTE });
    expect(await screen.findByText('這部作品還沒有章節')).toBeInTheDocument();
  });

  it('renders only the rows in view of a 5,000-chapter work, and moves there too', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      chapter(1, { chapterId: `c${index + 1}`, displayName: `章 ${index + 1}`, order: index + 1 }),
    );
    const served = serve(many);
    const { user } = await renderPage();
    expect(screen.getByText('共 5,000 章')).toBeInTheDocument();
    const rendered = within(screen.getByRole('list', { name: '章節順序' })).getAllByRole(
      'listitem',
    );
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '5000');

    await user.click(screen.getByRole('button', { name: '移動「章 1」到指定位置' }));
    await user.type(await screen.findByLabelText('新的位置（1 到 5,000）'), '5000{Enter}');
    await waitFor(() => expect(screen.getByText('已移動 1 章')).toBeInTheDocument());
    await user.click(saveButton());
    await waitFor(() => expect(served.puts).toHaveLength(1));
    const sent = served.puts[0]!;
    expect(sent).toHaveLength(5000);
    expect(sent[0]).toBe('c2');
    expect(sent[4999]).toBe('c1');
  });
});
