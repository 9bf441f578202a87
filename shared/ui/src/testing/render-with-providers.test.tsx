// Tests of @creator/test-utils live here: that package has no jest project of its own.
import { useQueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import DatePicker from 'antd/es/date-picker';
import { Link, useParams } from 'react-router-dom';

function TitlePage() {
  const { titleId } = useParams();
  return (
    <>
      <h1>作品 {titleId}</h1>
      <Link to="/chapter/setting?titleId=t9">章節設定</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('mounts the ui at a route pattern so params work, and reports navigations', async () => {
    const { user, location } = renderWithProviders(<TitlePage />, {
      route: '/book/t9',
      path: '/book/:titleId',
    });
    expect(screen.getByRole('heading', { name: '作品 t9' })).toBeInTheDocument();
    expect(location().pathname).toBe('/book/t9');

    await user.click(screen.getByRole('link', { name: '章節設定' }));
    expect(location().pathname).toBe('/chapter/setting');
    expect(location().search).toBe('?titleId=t9');
  });

  it('gives each render a fresh QueryClient, or the one passed in', () => {
    let seen: unknown;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    const first = renderWithProviders(<Probe />);
    expect(seen).toBe(first.queryClient);
    const second = renderWithProviders(<Probe />);
    expect(second.queryClient).not.toBe(first.queryClient);

    const third = renderWithProviders(<Probe />, { queryClient: first.queryClient });
    expect(third.queryClient).toBe(first.queryClient);
  });

  it('renders antd in Traditional Chinese', () => {
    renderWithProviders(<DatePicker />);
    expect(screen.getByPlaceholderText('請選擇日期')).toBeInTheDocument();
  });
});
