import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import antdTheme from 'antd/es/theme';
import { Component, type ReactNode } from 'react';
import { THEME_TOKENS } from '../theme/tokens';
import { AntdModeContext, AntdScope } from './antd-scope';

// antd's providers as a chunk that cannot be downloaded while `mockOffline` is set.
let mockOffline = true;
jest.mock('./antd-providers', () => {
  if (mockOffline) throw new Error('Loading chunk antd-core failed.');
  return jest.requireActual('./antd-providers');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** What a screen's error boundary does: says it failed, and Retry mounts the part again. */
class RetryBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children}</div>;
    const retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
    return (
      <button type="button" onClick={retry}>
        重試
      </button>
    );
  }
}

function PrimaryColour() {
  const { token } = antdTheme.useToken();
  return <output aria-label="主色">{token.colorPrimary}</output>;
}

it('loads antd’s providers again on Retry after a failed download, instead of failing for good', async () => {
  const user = userEvent.setup();
  render(
    <AntdModeContext value={{ kind: 'scoped', motion: false }}>
      <RetryBoundary>
        <AntdScope>
          <PrimaryColour />
        </AntdScope>
      </RetryBoundary>
    </AntdModeContext>,
  );
  const retry = await screen.findByRole('button', { name: '重試' });

  // Still offline: it fails again, and says so again.
  await user.click(retry);
  await user.click(await screen.findByRole('button', { name: '重試' }));
  expect(screen.queryByRole('status', { name: '主色' })).not.toBeInTheDocument();

  mockOffline = false;
  await user.click(await screen.findByRole('button', { name: '重試' }));
  expect(await screen.findByRole('status', { name: '主色' })).toHaveTextContent(
    THEME_TOKENS.colorPrimary,
  );
});
