import { contestsQuery } from '@creator/api';
import { NOT_FOUND_MESSAGE, apiErrorBody, apiPaths } from '@creator/api/contract';
import type { Contest, ContestIneligibleReason, ContestList } from '@creator/api/contract';
import { createPortalQueryClient } from '@creator/ui';
import {
  afterAPause,
  apiUrl,
  http,
  HttpResponse,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { contest, contestSummary, eligibility } from '../../shared/testing/fixtures';
import ContestPage from './contest-page';

setupMswServer();

const ROUTE = '/contest?contestId=contest-1';
const ENTRY = {
  titleId: 'title-1',
  titleName: '霧城夜話',
  submittedAt: '2026-06-15T04:00:00.000Z',
};

/** Serves one contest (and the genres); records every request to it. */
function serve(initial: Contest) {
  let current = initial;
  const requests: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.genres), () =>
      HttpResponse.json({
        genres: [
          { genreId: 'mystery', displayName: '懸疑' },
          { genreId: 'urban', displayName: '都市' },
        ],
      }),
    ),
    http.get(apiUrl(apiPaths.contest('contest-1')), () => {
      requests.push('GET');
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.contestEntry('contest-1')), async ({ request }) => {
      const { titleId, ...rest } = (await request.json()) as { titleId: string };
      requests.push(`POST ${titleId} ${JSON.stringify(rest)}`);
      current = { ...current, myEntry: { ...ENTRY, titleId } };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.delete(apiUrl(apiPaths.contestEntry('contest-1')), () => {
      requests.push('DELETE');
      current = { ...current, myEntry: null };
      return HttpResponse.json(current);
    }),
  );
  return requests;
}

const renderPage = (queryClient = createPortalQueryClient()) =>
  renderWithProviders(<ContestPage params={{ contestId: 'contest-1' }} />, {
    route: ROUTE,
    queryClient,
  });

describe('Contest', () => {
  it('shows the theme, schedule, length and synopsis rules, genres, prizes and rules', async () => {
    serve(contest());
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: '都市懸疑短篇大賞' }),
    ).toBeVisible();
    expect(screen.getByText('「城市的祕密」：藏在日常裡的謎團。')).toBeInTheDocument();
    expect(screen.getByText('2026/05/16 08:00 – 2026/07/15 08:00')).toBeInTheDocument();
    expect(screen.getByText('2026/08/14 08:00')).toBeInTheDocument();
    expect(screen.getByText('至少 10,000 字')).toBeInTheDocument();
    expect(screen.getByText('必須填寫作品簡介')).toBeInTheDocument();
    expect(await screen.findByText('懸疑、都市')).toBeInTheDocument();
    expect(screen.getByText('首獎')).toBeInTheDocument();
    expect(screen.getByText('新台幣 50,000 元')).toBeInTheDocument();
    expect(screen.getByText(/每位作者限投一部作品/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '所有投稿活動' })).toHaveAttribute(
      'href',
      '/contest/all',
    );
  });

  it('lets only eligible works be picked, and says why each other one cannot enter', async () => {
    serve(
      contest({
        eligibility: [
          eligibility(),
          eligibility({
            titleId: 'title-2',
            titleName: '轉學生是魔王大人',
            eligible: false,
            reasons: ['NOT_LISTED', 'GENRE_MISMATCH'],
          }),
          eligibility({
            titleId: 'title-3',
            titleName: '短篇',
            eligible: false,
            reasons: ['TOO_FEW_WORDS', 'SYNOPSIS_MISSING'],
            wordCount: 3_200,
          }),
          eligibility({
            titleId: 'title-4',
            titleName: '新規則',
            eligible: false,
            reasons: ['SOMETHING_NEW' as ContestIneligibleReason],
          }),
        ],
      }),
    );
    renderPage();

    const picker = await screen.findByRole('radiogroup', { name: '選擇要投稿的作品' });
    expect(within(picker).getByRole('radio', { name: /霧城夜話/ })).toBeEnabled();
    const demon = within(picker).getByRole('radio', { name: /轉學生是魔王大人/ });
    expect(demon).toBeDisabled();
    expect(demon).toHaveAccessibleDescription(
      '作品尚未上架，上架後才能投稿。 作品分類不符合本活動（限：懸疑、都市）。',
    );
    const short = within(picker).getByRole('radio', { name: /短篇/ });
    expect(short).toBeDisabled();
    expect(short).toHaveAccessibleDescription(
      '字數不足：已發布 3,200 字，至少需要 10,000 字（草稿和排程中的章節不計）。 作品還沒有簡介，本活動需要填寫作品簡介。',
    );
    expect(within(picker).getByRole('radio', { name: /新規則/ })).toHaveAccessibleDescription(
      '作品不符合本活動的參賽資格。',
    );
  });

  it('enters the chosen work once the rules are agreed, one request for a double click', async () => {
    const requests = serve(contest());
    const queryClient = createPortalQueryClient();
    queryClient.setQueryData<ContestList>(contestsQuery().queryKey, {
      contests: [contestSummary(), contestSummary({ contestId: 'other', status: 'RESULTS' })],
    });
    const { user } = renderPage(queryClient);

    const submit = await screen.findByRole('button', { name: '確認投稿' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('請先選擇一部符合資格的作品。')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /霧城夜話/ }));
    expect(submit).toBeDisabled();
    expect(screen.getByText('請先確認並同意活動規則。')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '我已閱讀並同意活動規則' }));
    expect(submit).toBeEnabled();

    await user.dblClick(submit);

    expect(await screen.findByText('你已投稿《霧城夜話》')).toBeInTheDocument();
    expect(screen.getByText('投稿時間：2026/06/15 12:00')).toBeInTheDocument();
    expect(await screen.findByText('已投稿《霧城夜話》')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回投稿' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    // One entry, and the server's answer is used as it is: no request after it.
    // The tick goes with the entry: the server refuses one without it.
    expect(requests).toEqual(['GET', 'POST title-1 {"agreedToRules":true}']);
    const list = queryClient.getQueryData<ContestList>(contestsQuery().queryKey);
    expect(list?.contests.map((c) => c.myEntry?.titleName ?? null)).toEqual(['霧城夜話', null]);
  });

  it('shows a refused entry above the button, keeps the choice and reloads the contest', async () => {
    const requests = serve(contest());
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiUrl(apiPaths.contestEntry('contest-1')), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(apiErrorBody('ValidationError', '投稿已截止'), { status: 400 });
      }),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('radio', { name: /霧城夜話/ }));
    await user.click(screen.getByRole('checkbox', { name: '我已閱讀並同意活動規則' }));
    await user.click(screen.getByRole('button', { name: '確認投稿' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('投稿已截止');
    expect(screen.getByRole('radio', { name: /霧城夜話/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '我已閱讀並同意活動規則' })).toBeChecked();
    await waitFor(() => expect(requests).toEqual(['GET', 'GET']));

    // Trying the same again is the same intent: the server may answer it with its first answer.
    afterAPause();
    await user.click(screen.getByRole('button', { name: '確認投稿' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('withdraws the entry after a confirmation, one request for a double click', async () => {
    const requests = serve(contest({ myEntry: ENTRY }));
    const { user } = renderPage();

    expect(await screen.findByText('你已投稿《霧城夜話》')).toBeInTheDocument();
    expect(
      screen.getByText('截稿（2026/07/15 08:00）前都可以撤回投稿，撤回後可改投其他作品。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤回投稿' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回投稿？' });
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: '撤回投稿' }));
    await user.dblClick(
      within(await screen.findByRole('dialog', { name: '撤回投稿？' })).getByRole('button', {
        name: '撤回',
      }),
    );

    expect(await screen.findByRole('radiogroup', { name: '選擇要投稿的作品' })).toBeInTheDocument();
    expect(await screen.findByText('已撤回投稿')).toBeInTheDocument();
    expect(requests).toEqual(['GET', 'DELETE']);
  });

  it('after the deadline, says why the entry can no longer be withdrawn', async () => {
    serve(contest({ status: 'JUDGING', myEntry: ENTRY }));
    renderPage();

    expect(await screen.findByText('你已投稿《霧城夜話》')).toBeInTheDocument();
    expect(
      screen.getByText('投稿已於 2026/07/15 08:00 截止，作品已進入評選，無法再撤回或更換。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回投稿' })).not.toBeInTheDocument();
  });

  it('names an entered work deleted since the deadline by the name it had, marked deleted', async () => {
    serve(contest({ status: 'JUDGING', myEntry: { ...ENTRY, titleDeleted: true } }));
    renderPage();

    expect(await screen.findByText('你已投稿《霧城夜話（已刪除）》')).toBeInTheDocument();
  });

  it('after the deadline without an entry, says that entries are closed', async () => {
    serve(contest({ status: 'RESULTS' }));
    renderPage();

    expect(
      await screen.findByText('投稿已於 2026/07/15 08:00 截止，無法再投稿。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認投稿' })).not.toBeInTheDocument();
  });

  it('before entries open, says when they will', async () => {
    serve(contest({ status: 'UPCOMING' }));
    renderPage();

    expect(
      await screen.findByText('投稿將於 2026/05/16 08:00 開始，屆時即可在這裡選擇作品投稿。'),
    ).toBeInTheDocument();
    expect(screen.getByText('即將開始')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認投稿' })).not.toBeInTheDocument();
  });

  it('sends an author without works to their works', async () => {
    serve(contest({ eligibility: [] }));
    renderPage();

    expect(await screen.findByText('你還沒有作品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往我的作品' })).toHaveAttribute('href', '/book/all');
  });

  it('hands an unknown contest to the 404 screen', async () => {
    serve(contest());
    server.use(
      http.get(apiUrl(apiPaths.contest('contest-1')), () =>
        HttpResponse.json(apiErrorBody('NotFound', NOT_FOUND_MESSAGE), { status: 404 }),
      ),
    );
    const onNotFound = jest.fn();
    renderPage(createPortalQueryClient({ onNotFound }));

    await waitFor(() => expect(onNotFound).toHaveBeenCalledTimes(1));
  });
});
