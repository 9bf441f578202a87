import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { CreatorProviders } from '../providers/creator-providers';
import { toast } from './toast';

// The holder's code as a chunk that cannot be downloaded while `mockOffline` is set (the import
// rejects, as webpack's does), and loads again once it is not.
let mockOffline = true;
jest.mock('./message-holder', () => {
  if (mockOffline) throw new Error('Loading chunk message-holder failed.');
  return jest.requireActual('./message-holder');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('when the toast code cannot be downloaded, the portal stays, the toast still shows, and the next toast loads it again', async () => {
  // As in the shell: antd's providers are not at the root, so the holder loads with the first toast.
  render(
    <CreatorProviders queryClient={new QueryClient()} motion={false}>
      <p>頁面內容</p>
    </CreatorProviders>,
  );

  act(() => toast.error('儲存失敗，請確認網路狀態'));
  // Shown without antd's holder, and the page is still there (no blank portal).
  expect(await screen.findByText('儲存失敗，請確認網路狀態')).toBeVisible();
  expect(screen.getByText('頁面內容')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('儲存失敗，請確認網路狀態');

  // Back online: the next toast still shows at once, and antd's holder is fetched again.
  mockOffline = false;
  act(() => toast.info('已重新連線'));
  expect(await screen.findByText('已重新連線')).toBeVisible();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  act(() => toast.success('已儲存'));
  const saved = await screen.findByText('已儲存');
  // Through antd's message holder this time (theme and locale), not the plain list.
  expect(saved.closest('.ant-message')).not.toBeNull();
  expect(screen.getAllByText('已儲存')).toHaveLength(1);
  expect(screen.getByText('頁面內容')).toBeInTheDocument();
});
