import { titleQuery } from '@creator/api';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { PublishTitleBody, Title } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  fixClock,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { deriveListingState } from './listing-state';
import { TitlePublishControl } from './title-publish-control';
import { FIXTURE_TITLE_ID, titleFixture as title } from './testing/fixtures';

setupMswServer();

const TITLE_ID = FIXTURE_TITLE_ID;

/**
 * Serves one work whose listingFrom follows publish and unpublish, like platform-api, and
 * records what the portal sent.
 */
function serveWork(initial: Title) {
  let current = initial;
  const sent = { publish: [] as unknown[], unpublish: 0, tracked: [] as unknown[] };
  server.use(
    http.get(apiUrl(apiPaths.title(TITLE_ID)), () => HttpResponse.json(current)),
    http.post(apiUrl(apiPaths.publishTitle(TITLE_ID)), async ({ request }) => {
      const body = (await request.json()) as PublishTitleBody;
      sent.publish.push(body);
      // "Now" is the server's clock.
      const at = 'publishNow' in body ? new Date() : new Date(body.listingFrom);
      current = { ...current, listingFrom: at.toISOString() };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.unpublishTitle(TITLE_ID)), () => {
      sent.unpublish += 1;
      current = { ...current, listingFrom: null };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.titlePublishedTrack), async ({ request }) => {
      sent.tracked.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

/** The control as a screen uses it: fed by the work's query, so it follows the new state. */
function Harness() {
  const work = useQuery(titleQuery(TITLE_ID));
  if (!work.data) return null;
  return (
    <>
      <p>state: {deriveListingState(work.data.listingFrom, new Date())}</p>
      <TitlePublishControl title={work.data} />
    </>
  );
}

const controls = () => screen.getByRole('group', { name: '上架設定' });
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

async function openSchedule() {
  const { user } = renderWithProviders(<Harness />);
  await screen.findByText('state: unlisted');
  await user.click(button(controls(), '排程上架'));
  const dialog = await screen.findByRole('dialog', { name: '排程上架' });
  const input = within(dialog).getByLabelText('上架時間');
  return { user, dialog, input };
}

describe('TitlePublishControl', () => {
  afterEach(() => jest.useRealTimers());

  it('publishes an unlisted work now after confirming, and tracks it', async () => {
    const sent = serveWork(title());
    const { user } = renderWithProviders(<Harness />);
    await screen.findByText('state: unlisted');
    expect(within(controls()).queryByRole('button', { name: /下\s*架/ })).not.toBeInTheDocument();

    await user.click(button(controls(), '立即上架'));
    const dialog = await screen.findByRole('dialog', { name: '立即上架' });
    expect(dialog).toHaveTextContent('確定要讓「星河彼岸」立即上架嗎？');
    await user.click(button(dialog, '上架'));

    expect(await screen.findByText('「星河彼岸」已上架')).toBeInTheDocument();
    expect(await screen.findByText('state: listed')).toBeInTheDocument();
    // No time of this browser's clock: the server lists it by its own.
    expect(sent.publish).toEqual([{ publishNow: true }]);
    await waitFor(() => expect(sent.tracked).toEqual([{ titleId: TITLE_ID }]));
  });

  it('does nothing when the author backs out of publishing', async () => {
    const sent = serveWork(title());
    const { user } = renderWithProviders(<Harness />);
    await screen.findByText('state: unlisted');
    await user.click(button(controls(), '立即上架'));
    await user.click(button(await screen.findByRole('dialog'), '返回'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.publish).toHaveLength(0);
    expect(sent.tracked).toHaveLength(0);
  });

  it('schedules at a chosen Taipei time, and tracks it', async () => {
    const sent = serveWork(title());
    const { user, dialog, input } = await openSchedule();
    await user.click(input);
    await user.type(input, '2099/12/31 23:45{Enter}');
    await user.click(button(dialog, '排程'));

    expect(await screen.findByText('「星河彼岸」將於 2099/12/31 23:45 上架')).toBeInTheDocument();
    expect(sent.publish).toEqual([{ listingFrom: '2099-12-31T23:45:00+08:00' }]);
    expect(await screen.findByText('state: scheduled')).toBeInTheDocument();
    await waitFor(() => expect(sent.tracked).toEqual([{ titleId: TITLE_ID }]));
  });

  it('asks for a time before scheduling', async () => {
    const sent = serveWork(title());
    const { user, dialog } = await openSchedule();
    await user.click(button(dialog, '排程'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('請選擇時間');
    expect(sent.publish).toHaveLength(0);
  });

  it('refuses a time that has passed by the moment of confirming, with a message', async () => {
    fixClock('2099-06-01T15:00:00+08:00');
    const sent = serveWork(title());
    const { user, dialog, input } = await openSchedule();
    await user.click(input);
    await user.type(input, '2099/06/01 15:30{Enter}');
    expect(input).toHaveValue('2099/06/01 15:30');

    jest.setSystemTime(new Date('2099-06-01T15:31:00+08:00'));
    await user.click(button(dialog, '排程'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '這個時間已經過去，請選擇未來的時間',
    );
    expect(sent.publish).toHaveLength(0);
  });

  it('refuses a time less than a minute ahead', async () => {
    fixClock('2099-06-01T15:00:30+08:00');
    const sent = serveWork(title());
    const { user, dialog, input } = await openSchedule();
    await user.click(input);
    await user.type(input, '2099/06/01 15:01{Enter}');
    await user.click(button(dialog, '排程'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '請選擇至少一分鐘之後的時間',
    );
    expect(sent.publish).toHaveLength(0);
  });

  it('keeps the dialog and the chosen time when the server refuses', async () => {
    serveWork(title());
    server.use(
      http.post(apiUrl(apiPaths.publishTitle(TITLE_ID)), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', '系統忙碌中'), { status: 500 }),
      ),
    );
    const { user, dialog, input } = await openSchedule();
    await user.click(input);
    await user.type(input, '2099/12/31 23:45{Enter}');
    await user.click(button(dialog, '排程'));
    expect(await screen.findByText('系統忙碌中')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '排程上架' })).toBeInTheDocument();
    expect(input).toHaveValue('2099/12/31 23:45');
    expect(screen.getByText('state: unlisted')).toBeInTheDocument();
  });

  it('offers publish now, reschedule and cancel for a scheduled work; cancel unlists it', async () => {
    const sent = serveWork(title({ listingFrom: '2099-01-01T04:00:00.000Z' }));
    const { user } = renderWithProviders(<Harness />);
    await screen.findByText('state: scheduled');
    expect(button(controls(), '立即上架')).toBeInTheDocument();
    await user.click(button(controls(), '更改排程'));
    const dialog = await screen.findByRole('dialog', { name: '排程上架' });
    expect(within(dialog).getByLabelText('上架時間')).toHaveValue('2099/01/01 12:00');
    await user.click(button(dialog, '返回'));

    await user.click(button(controls(), '取消排程'));
    const confirm = await screen.findByRole('dialog', { name: '取消排程' });
    expect(confirm).toHaveTextContent('確定要取消「星河彼岸」的排程上架嗎？');
    await user.click(button(confirm, '取消排程'));
    expect(await screen.findByText('已取消「星河彼岸」的排程')).toBeInTheDocument();
    expect(await screen.findByText('state: unlisted')).toBeInTheDocument();
    expect(sent.unpublish).toBe(1);
    expect(sent.tracked).toHaveLength(0);
  });

  it('unpublishes a listed work after confirming', async () => {
    const sent = serveWork(title({ listingFrom: '2025-01-01T00:00:00.000Z' }));
    const { user } = renderWithProviders(<Harness />);
    await screen.findByText('state: listed');
    expect(within(controls()).queryByRole('button', { name: /立即上架/ })).not.toBeInTheDocument();
    await user.click(button(controls(), '下架'));
    const dialog = await screen.findByRole('dialog', { name: '下架作品' });
    expect(dialog).toHaveTextContent('確定要讓「星河彼岸」下架嗎？');
    await user.click(button(dialog, '下架'));
    expect(await screen.findByText('「星河彼岸」已下架')).toBeInTheDocument();
    expect(await screen.findByText('state: unlisted')).toBeInTheDocument();
    expect(sent.unpublish).toBe(1);
  });
});
