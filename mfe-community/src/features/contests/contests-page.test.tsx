import { apiPaths } from '@creator/api/contract';
import type { ContestList } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, within } from '@testing-library/react';
import { contestSummary } from '../../shared/testing/fixtures';
import ContestsPage from './contests-page';

setupMswServer();

const LIST: ContestList = {
  contests: [
    contestSummary({
      contestId: 'wuxia',
      displayName: '武俠新秀獎',
      status: 'RESULTS',
      myEntry: { titleId: 't2', titleName: '劍影江湖錄', submittedAt: '2026-01-10T00:00:00Z' },
    }),
    contestSummary({
      contestId: 'spring',
      displayName: '春季奇幻徵文',
      status: 'UPCOMING',
      entryStartAt: '2026-07-05T04:00:00.000Z',
    }),
    contestSummary({ contestId: 'mystery', displayName: '都市懸疑短篇大賞' }),
    contestSummary({ contestId: 'romance', displayName: '第三屆言情小說獎', status: 'JUDGING' }),
  ],
};

function serve(list: ContestList = LIST) {
  server.use(http.get(apiUrl(apiPaths.contests), () => HttpResponse.json(list)));
}

const cards = () => screen.getAllByRole('listitem');
/** antd's radio buttons take the click on their label, as a person clicks them. */
const statusOption = async (name: string) =>
  within(await screen.findByRole('radiogroup', { name: '依狀態篩選' })).getByText(name);

describe('Contests', () => {
  it('shows each contest with its status, entry period and results date, open ones first', async () => {
    serve();
    renderWithProviders(<ContestsPage />, { route: '/contest/all' });

    const link = await screen.findByRole('link', { name: '都市懸疑短篇大賞' });
    expect(link).toHaveAttribute('href', '/contest?contestId=mystery');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '都市懸疑短篇大賞',
      '春季奇幻徵文',
      '第三屆言情小說獎',
      '武俠新秀獎',
    ]);
    const open = cards()[0] as HTMLElement;
    expect(within(open).getByText('徵稿中')).toBeInTheDocument();
    // Taipei time, whatever the machine's zone.
    expect(within(open).getByText('2026/05/16 08:00 – 2026/07/15 08:00')).toBeInTheDocument();
    expect(within(open).getByText('2026/08/14 08:00')).toBeInTheDocument();
    const upcoming = cards()[1] as HTMLElement;
    expect(within(upcoming).getByText('即將開始')).toBeInTheDocument();
    expect(within(upcoming).getByText('2026/07/05 12:00 開始收件')).toBeInTheDocument();
    expect(within(cards()[2] as HTMLElement).getByText('評選中')).toBeInTheDocument();
    expect(within(cards()[3] as HTMLElement).getByText('已公布結果')).toBeInTheDocument();
  });

  it('marks the contests I entered, with the work', async () => {
    serve();
    renderWithProviders(<ContestsPage />, { route: '/contest/all' });

    await screen.findByRole('link', { name: '武俠新秀獎' });
    expect(screen.getAllByText(/^已投稿：/)).toHaveLength(1);
    expect(within(cards()[3] as HTMLElement).getByText('已投稿：劍影江湖錄')).toBeInTheDocument();
  });

  it('marks the work of an entry as deleted once it is, as the contest page does', async () => {
    serve({
      contests: [
        contestSummary({
          contestId: 'wuxia',
          displayName: '武俠新秀獎',
          status: 'RESULTS',
          myEntry: {
            titleId: 't2',
            titleName: '劍影江湖錄',
            submittedAt: '2026-01-10T00:00:00Z',
            titleDeleted: true,
          },
        }),
      ],
    });
    renderWithProviders(<ContestsPage />, { route: '/contest/all' });

    expect(await screen.findByText('已投稿：劍影江湖錄（已刪除）')).toBeInTheDocument();
  });

  it('filters by status and keeps the filter in the address', async () => {
    serve();
    const { user, location } = renderWithProviders(<ContestsPage />, { route: '/contest/all' });

    await screen.findByRole('link', { name: '第三屆言情小說獎' });
    await user.click(await statusOption('評選中'));
    expect(location().search).toBe('?status=judging');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: '第三屆言情小說獎' })).toBeInTheDocument();

    await user.click(await statusOption('全部'));
    expect(location().search).toBe('');
    expect(cards()).toHaveLength(4);
  });

  it('opens with the filter of the address', async () => {
    serve();
    renderWithProviders(<ContestsPage />, { route: '/contest/all?status=upcoming' });

    expect(await screen.findByRole('link', { name: '春季奇幻徵文' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '即將開始' })).toBeChecked();
  });

  it('says when no contest has the chosen status, and offers all of them', async () => {
    serve({ contests: [contestSummary()] });
    const { user, location } = renderWithProviders(<ContestsPage />, {
      route: '/contest/all?status=results',
    });

    expect(await screen.findByText('沒有這個狀態的活動')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '顯示全部活動' }));
    expect(location().search).toBe('');
    expect(screen.getByRole('link', { name: '都市懸疑短篇大賞' })).toBeInTheDocument();
  });

  it('says when there are no contests at all', async () => {
    serve({ contests: [] });
    renderWithProviders(<ContestsPage />, { route: '/contest/all' });
    expect(await screen.findByText('目前沒有投稿活動')).toBeInTheDocument();
  });
});
