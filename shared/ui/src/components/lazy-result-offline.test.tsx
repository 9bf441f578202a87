import { render, screen } from '@testing-library/react';
import { LazyResult } from './lazy-result';

// antd's Result as a chunk that cannot be downloaded (the import rejects, as webpack's does).
jest.mock('antd/es/result', () => {
  throw new Error('Loading chunk antd-result failed.');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('when antd cannot be downloaded, an outcome still shows its title, text and actions, and the page stays', async () => {
  render(
    <main>
      <h1>我的收益</h1>
      <LazyResult
        status="warning"
        title="收益頁面暫時無法載入"
        subTitle="請確認網路狀態後再試一次"
        extra={<button type="button">重試</button>}
      />
    </main>,
  );

  expect(await screen.findByText('收益頁面暫時無法載入')).toBeVisible();
  expect(screen.getByText('請確認網路狀態後再試一次')).toBeVisible();
  expect(screen.getByRole('button', { name: '重試' })).toBeVisible();
  expect(screen.getByRole('heading', { name: '我的收益' })).toBeInTheDocument();
});
