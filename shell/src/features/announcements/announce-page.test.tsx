import { apiPaths } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { AnnouncePage } from './announce-page';

setupMswServer();

const announcements = [
  {
    announcementId: 'a1',
    category: '活動',
    title: '舊的公告',
    body: '舊內容',
    pinned: false,
    publishedAt: '2026-01-01T00:00:00Z',
  },
  {
    announcementId: 'a2',
    category: '系統',
    title: '新的公告',
    body: '新內容',
    pinned: false,
    publishedAt: '2026-03-01T00:00:00Z',
  },
  {
    announcementId: 'a3',
    category: '重要',
    title: '置頂公告',
    body: '置頂內容\n第二行',
    pinned: true,
    publishedAt: '2025-12-01T00:00:00Z',
  },
];

describe('AnnouncePage', () => {
  beforeEach(() => {
    server.use(
      http.get(apiUrl(apiPaths.announcements), () => HttpResponse.json({ announcements })),
    );
  });

  it('lists pinned first, then newest first, and opens one to show its body', async () => {
    const { user, location } = renderWithProviders(<AnnouncePage />, { route: '/announce' });
    await screen.findByRole('button', { name: '置頂公告' });
    const titles = screen
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button').textContent);
    expect(titles).toEqual(['置頂公告', '新的公告', '舊的公告']);

    await user.click(screen.getByRole('button', { name: '新的公告' }));
    const dialog = await screen.findByRole('dialog', { name: '新的公告' });
    expect(dialog).toHaveTextContent('新內容');
    expect(location().search).toBe('?announcementId=a2');

    // The corner × and the footer button are both named 關閉; the footer one is the last.
    const closeButtons = within(dialog).getAllByRole('button', { name: '關閉' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('opens the announcement named in the address', async () => {
    renderWithProviders(<AnnouncePage />, { route: '/announce?announcementId=a1' });
    expect(await screen.findByRole('dialog', { name: '舊的公告' })).toHaveTextContent('舊內容');
  });
});
