import { renderWithProviders } from '@creator/test-utils';
import { setLocale } from '@creator/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { OVERRIDE_LIFETIME_MS, OVERRIDE_STORAGE_KEY } from './override';
import { OverrideBanner } from './override-banner';
import { confirmPendingOverrides, setOverrideState, useOverrideState } from './override-state';

afterEach(() => {
  setOverrideState({});
  setLocale('zh-TW');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const DEV = 'http://localhost:3001/mf-manifest.json';

describe('a new override from the address', () => {
  it('asks first, naming the remote and the URL, in the UI language', async () => {
    setOverrideState({ pending: { works: DEV } });
    renderWithProviders(<OverrideBanner />);
    const dialog = await screen.findByRole('dialog', { name: '要從開發伺服器載入模組嗎？' });
    expect(dialog).toHaveTextContent(`作品管理（works）：${DEV}`);
    expect(within(dialog).getByRole('button', { name: '載入' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => setLocale('en'));
    expect(
      screen.getByRole('dialog', { name: 'Load modules from a development server?' }),
    ).toHaveTextContent(`Works (works): ${DEV}`);
    expect(screen.getByRole('button', { name: 'Don’t load' })).toBeInTheDocument();
  });

  it('declined, stores nothing and drops the parameter', async () => {
    window.history.replaceState(null, '', `/book/all?mf-override=works@${DEV}`);
    setOverrideState({ pending: { works: DEV } });
    const { user } = renderWithProviders(<OverrideBanner />);
    await user.click(await screen.findByRole('button', { name: '不要載入' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
    expect(useOverrideState.getState().pending).toEqual({});
  });

  it('confirmed, is stored beside the active ones for 12 hours and the page reloads without the parameter', () => {
    window.history.replaceState(null, '', `/book/all?mf-override=works@${DEV}`);
    const revenue = 'http://localhost:3002/mf-manifest.json';
    setOverrideState({ active: { revenue }, pending: { works: DEV } });
    const reload = jest.fn();
    const before = Date.now();
    confirmPendingOverrides(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(`${window.location.origin}/book/all`);
    const stored = JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY)!);
    expect(stored.overrides).toEqual({ revenue, works: DEV });
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + OVERRIDE_LIFETIME_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + OVERRIDE_LIFETIME_MS);
  });
});

it('renders nothing without overrides', () => {
  const { container } = render(<OverrideBanner />);
  expect(container).toBeEmptyDOMElement();
});

it('says which remote is overridden and offers to clear it', () => {
  setOverrideState({ active: { works: 'http://localhost:3001/mf-manifest.json' }, refused: [] });
  render(<OverrideBanner />);

  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent('開發覆寫中：works → http://localhost:3001/mf-manifest.json');
  expect(within(banner).getByRole('button', { name: '清除覆寫' })).toBeInTheDocument();
});

it('says which entries were refused and why', () => {
  setOverrideState({
    active: {},
    refused: [{ entry: 'works@https://evil.example.com/mf-manifest.json', reason: 'notLoopback' }],
  });
  render(<OverrideBanner />);

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('已拒絕 mf-override 參數，沒有載入任何覆寫。');
  expect(alert).toHaveTextContent(
    'works@https://evil.example.com/mf-manifest.json：只接受 localhost、127.0.0.1 或 [::1] 的網址',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
