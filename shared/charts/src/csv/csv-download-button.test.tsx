import {
  afterAPause,
  captureDownloads,
  renderWithProviders,
  type CapturedDownload,
} from '@creator/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CsvDownloadButton, type CsvColumn } from './index';

interface Month {
  month: string;
  net: number;
}

const columns: CsvColumn<Month>[] = [
  { header: '月份', value: (row) => row.month, type: 'month' },
  { header: '淨收益', value: (row) => row.net, type: 'number' },
];

/** Every file the page downloads: its name and its text. */
let downloads: CapturedDownload[];

beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

const button = () => screen.getByRole('button', { name: /下載 CSV/ });

it('computes nothing until clicked, then downloads the rows as a CSV file', async () => {
  const rows = jest.fn(() => [
    { month: '2026-10', net: 10150 },
    { month: '2026-11', net: -500 },
  ]);
  const { user } = renderWithProviders(
    <CsvDownloadButton
      fileName="revenue-report_2026-10_2026-11.csv"
      columns={columns}
      rows={rows}
    />,
  );
  expect(rows).not.toHaveBeenCalled();

  await user.click(button());

  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(rows).toHaveBeenCalledTimes(1);
  expect(downloads[0].name).toBe('revenue-report_2026-10_2026-11.csv');
  const bytes = new Uint8Array(await downloads[0].blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes.slice(3))).toBe(
    '"月份","淨收益"\r\n"2026-10",10150\r\n"2026-11",-500\r\n',
  );
});

it('downloads once for a double click', async () => {
  const rows = jest.fn(() => [{ month: '2026-11', net: 1 }]);
  renderWithProviders(<CsvDownloadButton fileName="r.csv" columns={columns} rows={rows} />);
  // As a browser sends it: the first click's download is done before the second click arrives.
  fireEvent.click(button(), { detail: 1 });
  await waitFor(() => expect(downloads).toHaveLength(1));
  await waitFor(() => expect(button()).not.toHaveClass('ant-btn-loading'));
  fireEvent.click(button(), { detail: 2 });
  fireEvent.doubleClick(button(), { detail: 2 });
  // Give a second download every chance to happen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(downloads).toHaveLength(1);
  expect(rows).toHaveBeenCalledTimes(1);
});

it('downloads once for Enter pressed twice in a row, and again for a later intent', async () => {
  const rows = jest.fn(() => [{ month: '2026-11', net: 1 }]);
  const { user } = renderWithProviders(
    <CsvDownloadButton fileName="r.csv" columns={columns} rows={rows} />,
  );
  button().focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(downloads).toHaveLength(1));
  await waitFor(() => expect(button()).not.toHaveClass('ant-btn-loading'));
  await user.keyboard('{Enter}');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(downloads).toHaveLength(1);

  afterAPause();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(rows).toHaveBeenCalledTimes(2);
});

it('waits for rows that are fetched, ignoring clicks meanwhile, then downloads once', async () => {
  let resolveRows: (rows: Month[]) => void = () => {};
  const rows = jest.fn(
    () =>
      new Promise<Month[]>((resolve) => {
        resolveRows = resolve;
      }),
  );
  const { user } = renderWithProviders(
    <CsvDownloadButton fileName="r.csv" columns={columns} rows={rows} />,
  );
  await user.click(button());
  await waitFor(() => expect(button()).toHaveClass('ant-btn-loading'));
  fireEvent.click(button(), { detail: 1 });
  expect(rows).toHaveBeenCalledTimes(1);

  resolveRows([{ month: '2026-11', net: 1 }]);
  await waitFor(() => expect(downloads).toHaveLength(1));
  await waitFor(() => expect(button()).not.toHaveClass('ant-btn-loading'));
});

it('says why when the rows cannot be had, and downloads nothing', async () => {
  const rows = jest.fn(() => Promise.reject(new Error('the report did not load')));
  const { user } = renderWithProviders(
    <CsvDownloadButton fileName="r.csv" columns={columns} rows={rows} />,
  );
  await user.click(button());
  expect(await screen.findByText('發生錯誤，請稍後再試')).toBeVisible();
  expect(downloads).toHaveLength(0);
  expect(button()).toBeEnabled();
});
