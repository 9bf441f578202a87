import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import Pagination from 'antd/es/pagination';
import antdTheme from 'antd/es/theme';
import { AntdScope } from './antd-scope';
import { CreatorProviders } from './creator-providers';
import { THEME_TOKENS } from '../theme/tokens';

function PrimaryColour() {
  const { token } = antdTheme.useToken();
  return <output aria-label="主色">{token.colorPrimary}</output>;
}

describe('AntdScope in the shell (no antd providers at the root)', () => {
  it('shows what needs no antd at once, and antd parts inside a scope with the theme and locale', async () => {
    render(
      <CreatorProviders queryClient={new QueryClient()} motion={false}>
        <p>首頁內容</p>
        <AntdScope>
          <PrimaryColour />
          <Pagination total={50} />
        </AntdScope>
      </CreatorProviders>,
    );
    // The first screen's own parts do not wait for antd.
    expect(screen.getByText('首頁內容')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '主色' })).not.toBeInTheDocument();
    // Once antd's providers load, the scoped part has the portal's theme and zh-TW.
    expect(await screen.findByRole('status', { name: '主色' })).toHaveTextContent(
      THEME_TOKENS.colorPrimary,
    );
    expect(screen.getByRole('listitem', { name: '上一頁' })).toBeInTheDocument();
  });

  it('a scope inside a scope (a dialog in a remote screen) shows its content in the theme', async () => {
    render(
      <CreatorProviders queryClient={new QueryClient()} motion={false}>
        <AntdScope>
          <AntdScope>
            <PrimaryColour />
          </AntdScope>
        </AntdScope>
      </CreatorProviders>,
    );
    expect(await screen.findByRole('status', { name: '主色' })).toHaveTextContent(
      THEME_TOKENS.colorPrimary,
    );
  });
});
