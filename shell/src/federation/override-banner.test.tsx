import { render, screen, within } from '@testing-library/react';
import { OverrideBanner } from './override-banner';
import { setOverrideState } from './override-state';

afterEach(() => setOverrideState({ active: {}, refused: [] }));

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
