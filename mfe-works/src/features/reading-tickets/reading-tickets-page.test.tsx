import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type {
  ApiErrorBody,
  ReadingTicketChapter,
  ReadingTicketSettings,
  ReadingTicketSettingsBody,
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
import { Link } from 'react-router-dom';
import { titleFixture } from '../../shared/testing/fixtures';
import ReadingTicketsPage from './reading-tickets-page';

setupMswServer();

// jsdom lays nothing out: give the list's scroll box a height so the virtualiser has a window.
const VIEWPORT = 640;
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());

const TITLE_ID = 't-1';
const ROUTE = `/book/uniticket?titleId=${TITLE_ID}`;
const PARAMS = { titleId: TITLE_ID };

const chapter = (
  order: number,
  overrides: Partial<ReadingTicketChapter> = {},
): ReadingTicketChapter => ({
  chapterId: `c-${order}`,
  displayName: `章節${order}`,
  order,
  isFree: false,
  ticketEnabled: false,
  ...overrides,
});

/** Two free chapters, then four paid ones of which c-3 and c-5 take tickets. */
const mixed = (): ReadingTicketChapter[] => [
  // Deliberately out of order: the screen sorts by `order`.
  chapter(4),
  chapter(1, { isFree: true, displayName: '序章' }),
  chapter(2, { isFree: true }),
  chapter(3, { ticketEnabled: true }),
  chapter(5, { ticketEnabled: true }),
  chapter(6),
];

const work = titleFixture({ titleId: TITLE_ID, displayName: '霧都' });

type PutReply = (body: ReadingTicketSettingsBody) => Response;

/** Serves GET (and PUT, answering like platform-api unless `reply` says otherwise). */
function serve(
  chapters: ReadingTicketChapter[],
  reply?: PutReply,
  selectionType: ReadingTicketSettings['selectionType'] = 'SINGLE',
) {
  let current: ReadingTicketSettings = { titleId: TITLE_ID, selectionType, chapters };
  const puts: ReadingTicketSettingsBody[] = [];
  server.use(
    http.get(apiUrl(apiPaths.title(TITLE_ID)), () => HttpResponse.json(work)),
    http.get(apiUrl(apiPaths.readingTicketSettings), ({ request }) => {
      expect(new URL(request.url).searchParams.get('titleId')).toBe(TITLE_ID);
      return HttpResponse.json(current);
    }),
    http.put(apiUrl(apiPaths.readingTicketSettings), async ({ request }) => {
      const body = (await request.json()) as ReadingTicketSettingsBody;
      puts.push(body);
      if (reply) return reply(body);
      const enabled = new Set(body.chapterIds);
      current = {
        titleId: TITLE_ID,
        selectionType: body.selectionType,
        chapters: current.chapters.map((c) => ({
          ...c,
          ticketEnabled: !c.isFree && (body.selectionType === 'ALL' || enabled.has(c.chapterId)),
        })),
      };
      return HttpResponse.json(current);
    }),
  );
  return { puts };
}

/** Every paid chapter takes tickets, saved as `selectionType`. */
const serveEveryPaidTicked = (selectionType: ReadingTicketSettings['selectionType']) =>
  serve(
    mixed().map((c) => ({ ...c, ticketEnabled: !c.isFree })),
    undefined,
    selectionType,
  );
/** The PUT body of every paid chapter with `selectionType`. */
const everyPaid = (selectionType: ReadingTicketSettings['selectionType']) => ({
  titleId: TITLE_ID,
  selectionType,
  chapterIds: ['c-3', 'c-4', 'c-5', 'c-6'],
});
const autoIncludeBox = () =>
  screen.getByRole('checkbox', { name: /之後改為付費的章節（包括新章節）/ });

const box = (name: string) => screen.getByRole('checkbox', { name });
const selectAll = () => screen.getByRole('checkbox', { name: '全選付費章節' });
const saveButton = () => screen.getByRole('button', { name: '儲存' });

async function renderPage(route = ROUTE) {
  const result = renderWithProviders(
    <>
      <Link to="/elsewhere">elsewhere</Link>
      <ReadingTicketsPage params={PARAMS} />
    </>,
    { route },
  );
  await screen.findByRole('list', { name: '章節' });
  return result;
}

describe('Reading tickets', () => {
  it('explains tickets and lists every chapter in order; free ones are disabled and say why', async () => {
    serve(mixed());
    await renderPage();

    expect(screen.getByRole('heading', { name: '閱讀券設定' })).toBeInTheDocument();
    expect(screen.getByText(/用一張閱讀券解鎖付費章節，不必花點數/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '回到作品：霧都' })).toHaveAttribute(
      'href',
      `/book?titleId=${TITLE_ID}`,
    );

    const names = within(screen.getByRole('list', { name: '章節' }))
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')?.textContent);
    expect(names).toEqual(['1. 序章', '2. 章節2', '3. 章節3', '4. 章節4', '5. 章節5', '6. 章節6']);

    for (const name of ['1. 序章', '2. 章節2']) {
      expect(box(name)).toBeDisabled();
      expect(box(name)).not.toBeChecked();
      expect(box(name)).toHaveAccessibleDescription('免費章節不需要閱讀券');
    }
    expect(box('3. 章節3')).toBeEnabled();
    expect(box('3. 章節3')).toBeChecked();
    expect(box('4. 章節4')).not.toBeChecked();
    expect(box('5. 章節5')).toBeChecked();
    expect(box('6. 章節6')).not.toBeChecked();
    expect(box('4. 章節4')).not.toHaveAccessibleDescription();
    expect(screen.getByText('已選 2 / 4 個付費章節')).toBeInTheDocument();
  });

  it('select-all is indeterminate for a partial choice and covers only the paid chapters', async () => {
    serve(mixed());
    const { user } = await renderPage();

    expect(selectAll()).toBePartiallyChecked();
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    for (const name of ['3. 章節3', '4. 章節4', '5. 章節5', '6. 章節6']) {
      expect(box(name)).toBeChecked();
    }
    expect(box('1. 序章')).not.toBeChecked();
    expect(screen.getByText('已選 4 / 4 個付費章節')).toBeInTheDocument();
    expect(screen.getByText(/全部付費章節接受閱讀券，之後改為付費的章節/)).toBeInTheDocument();

    await user.click(selectAll());
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    expect(box('3. 章節3')).not.toBeChecked();
    expect(screen.getByText('已選 0 / 4 個付費章節')).toBeInTheDocument();

    await user.click(box('6. 章節6'));
    expect(selectAll()).toBePartiallyChecked();
  });

  it('sends ALL with every paid chapter once all are ticked, and nothing before Save', async () => {
    const { puts } = serve(mixed());
    const { user } = await renderPage();

    await user.click(box('4. 章節4'));
    await user.click(box('6. 章節6'));
    expect(selectAll()).toBeChecked();
    expect(puts).toEqual([]);

    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      titleId: TITLE_ID,
      selectionType: 'ALL',
      chapterIds: ['c-3', 'c-4', 'c-5', 'c-6'],
    });
    expect(await screen.findByText('已儲存閱讀券設定')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('sends SINGLE with just the ticked chapters when not every paid chapter is chosen', async () => {
    const { puts } = serve(mixed());
    const { user } = await renderPage();

    await user.click(box('3. 章節3'));
    await user.click(box('6. 章節6'));
    expect(screen.getByText(/只有勾選的章節接受閱讀券/)).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.click(saveButton());

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      titleId: TITLE_ID,
      selectionType: 'SINGLE',
      chapterIds: ['c-5', 'c-6'],
    });
    // The saved answer is now what the screen shows.
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(box('3. 章節3')).not.toBeChecked();
    expect(box('6. 章節6')).toBeChecked();
  });

  it('shows a SINGLE work with every paid chapter ticked as SINGLE, and can switch it to ALL', async () => {
    const { puts } = serveEveryPaidTicked('SINGLE');
    const { user } = await renderPage();

    expect(selectAll()).toBeChecked();
    const autoInclude = autoIncludeBox();
    expect(autoInclude).not.toBeChecked();
    expect(screen.getByText(/只有勾選的章節接受閱讀券/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(autoInclude);
    expect(screen.getByText(/全部付費章節接受閱讀券，之後改為付費的章節/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual(everyPaid('ALL'));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(autoInclude).toBeChecked();
  });

  it('takes an ALL work back to SINGLE with the same chapters', async () => {
    const { puts } = serveEveryPaidTicked('ALL');
    const { user } = await renderPage();
    const autoInclude = autoIncludeBox();
    expect(autoInclude).toBeChecked();
    expect(saveButton()).toBeDisabled();

    await user.click(autoInclude);
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual(everyPaid('SINGLE'));
  });

  it('keeps Save disabled until something changes, and again once it is changed back', async () => {
    serve(mixed());
    const { user } = await renderPage();

    expect(saveButton()).toBeDisabled();
    await user.click(box('4. 章節4'));
    expect(saveButton()).toBeEnabled();
    await user.click(box('4. 章節4'));
    expect(saveButton()).toBeDisabled();

    await user.click(box('4. 章節4'));
    await user.click(screen.getByRole('button', { name: '還原' }));
    expect(box('4. 章節4')).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('a failed save keeps the selection and shows the mapped error', async () => {
    const { puts } = serve(mixed(), () =>
      HttpResponse.json<ApiErrorBody>(apiErrorBody('InternalFailure', '伺服器忙碌中'), {
        status: 500,
      }),
    );
    const { user } = await renderPage();

    await user.click(box('4. 章節4'));
    await user.click(saveButton());

    expect(await screen.findByText(/儲存失敗：伺服器忙碌中/)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(box('4. 章節4')).toBeChecked();
    expect(box('3. 章節3')).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(screen.getByText('已選 3 / 4 個付費章節')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    serve(mixed());
    const { user, location } = await renderPage();

    await user.click(box('4. 章節4'));
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留下' }));
    expect(location().pathname).toBe('/book/uniticket');
    expect(box('4. 章節4')).toBeChecked();

    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(location().pathname).toBe('/elsewhere');
    expect(screen.queryByText('尚未儲存')).not.toBeInTheDocument();
  });

  it('can show the paid chapters only', async () => {
    serve(mixed());
    const { user } = await renderPage();

    await user.click(screen.getByRole('switch', { name: '只顯示付費章節' }));
    expect(screen.queryByRole('checkbox', { name: '1. 序章' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '章節' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('renders only a window of a work of thousands of chapters, and select-all covers them all', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => chapter(i + 1, { isFree: i < 1000 }));
    const { puts } = serve(many);
    const { user } = await renderPage();

    const rows = within(screen.getByRole('list', { name: '章節' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByText('已選 0 / 4000 個付費章節')).toBeInTheDocument();

    await user.click(selectAll());
    expect(screen.getByText('已選 4000 / 4000 個付費章節')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.selectionType).toBe('ALL');
    expect(puts[0]?.chapterIds).toHaveLength(4000);
    expect(puts[0]?.chapterIds[0]).toBe('c-1001');
  });

  it('says so when the work has no paid chapters, with a way to the work page', async () => {
    serve([chapter(1, { isFree: true }), chapter(2, { isFree: true })]);
    renderWithProviders(<ReadingTicketsPage params={PARAMS} />, { route: ROUTE });

    expect(await screen.findByText('這部作品還沒有付費章節')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往作品頁' })).toHaveAttribute(
      'href',
      `/book?titleId=${TITLE_ID}`,
    );
    expect(screen.queryByRole('button', { name: '儲存' })).not.toBeInTheDocument();
  });
});
