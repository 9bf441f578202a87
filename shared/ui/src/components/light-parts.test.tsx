import { renderWithProviders } from '@creator/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { EmptyFrame } from './empty-frame';
import { Placeholder } from './placeholder';
import { PlainTag } from './plain-tag';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a busy status named by its label, which also shows', () => {
    renderWithProviders(<Spinner label="載入中" />);
    const status = screen.getByRole('status', { name: '載入中' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('載入中');
  });
});

describe('Placeholder', () => {
  it('draws a title bar and the given number of lines, hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Placeholder rows={4} />);
    const placeholder = container.querySelector('[data-placeholder]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const bars = placeholder?.querySelectorAll('.creator-shimmer') ?? [];
    expect(bars).toHaveLength(5);
    // antd Skeleton's proportions: a short title, full lines, a shorter last line.
    expect(bars[0]).toHaveStyle({ width: '38%' });
    expect(bars[1]).toHaveStyle({ width: '100%' });
    expect(bars[4]).toHaveStyle({ width: '61%' });
  });
});

describe('PlainTag', () => {
  it('shows its text, with the icon beside it', () => {
    renderWithProviders(
      <PlainTag color="red" icon={<svg role="img" aria-label="圖釘" />}>
        置頂
      </PlainTag>,
    );
    const text = screen.getByText('置頂');
    expect(text.parentElement).toContainElement(screen.getByRole('img', { name: '圖釘' }));
  });

  it("takes antd's preset red: dark text on the light tint, readable", () => {
    renderWithProviders(<PlainTag color="red">置頂</PlainTag>);
    // red-7 on red-1, as antd's <Tag color="red">.
    expect(screen.getByText('置頂').parentElement).toHaveStyle({
      color: '#cf1322',
      backgroundColor: '#fff1f0',
    });
  });
});

describe('EmptyFrame', () => {
  it('shows the description and what to do at once, and the picture once it has loaded', async () => {
    const { container } = renderWithProviders(
      <EmptyFrame description="還沒有作品">
        <button type="button">建立作品</button>
      </EmptyFrame>,
    );
    expect(screen.getByText('還沒有作品')).toBeVisible();
    expect(screen.getByRole('button', { name: '建立作品' })).toBeVisible();
    await waitFor(() =>
      expect(container.querySelector('.creator-empty-picture svg')).toBeInTheDocument(),
    );
  });
});
