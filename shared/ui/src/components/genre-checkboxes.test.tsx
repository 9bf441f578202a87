import { apiPaths } from '@creator/api/contract';
import type { GenreList } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GenreCheckboxes } from './genre-checkboxes';

setupMswServer();

const GENRES: GenreList = {
  genres: [
    { genreId: 'fantasy', displayName: '奇幻' },
    { genreId: 'romance', displayName: '言情' },
  ],
};

function Picker() {
  const [value, setValue] = useState<string[]>(['romance']);
  return (
    <>
      <GenreCheckboxes label="分類" value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('GenreCheckboxes', () => {
  it('shows the genres as a labelled group with the chosen ones ticked, and reports changes', async () => {
    server.use(http.get(apiUrl(apiPaths.genres), () => HttpResponse.json(GENRES)));
    renderWithProviders(<Picker />);
    const fantasy = await screen.findByRole('checkbox', { name: '奇幻' });
    expect(screen.getByRole('group', { name: '分類' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '言情' })).toBeChecked();
    expect(fantasy).not.toBeChecked();
    await userEvent.click(fantasy);
    // In the platform's genre order, whatever the order of ticking.
    expect(screen.getByRole('status')).toHaveTextContent('fantasy,romance');
  });

  it('says when the genres cannot be loaded, and Retry loads them', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.genres), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'InternalFailure' }, { status: 500 })
          : HttpResponse.json(GENRES);
      }),
    );
    renderWithProviders(<Picker />);
    expect(await screen.findByText('無法載入分類')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('checkbox', { name: '奇幻' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
