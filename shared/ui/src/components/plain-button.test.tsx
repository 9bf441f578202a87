import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { LinkButton } from './link-button';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('is a button named by its text, of type button, with the look asked for', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <PlainButton type="primary" onClick={onClick}>
        儲存
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: '儲存' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('creator-btn-primary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an icon-only button is named by its label; a disabled one ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <PlainButton
        type="text"
        icon={<span>≡</span>}
        aria-label="開啟選單"
        disabled
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: '開啟選單' });
    expect(button).toHaveClass('creator-btn-icon-only');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('is a link to its target, followed inside the app on a plain click', async () => {
    const { user, location } = renderWithProviders(
      <LinkButton to="/revenue/report">收益報表</LinkButton>,
      {
        route: '/revenue/detail',
      },
    );
    const link = screen.getByRole('link', { name: '收益報表' });
    expect(link).toHaveAttribute('href', '/revenue/report');
    await user.click(link);
    expect(location().pathname).toBe('/revenue/report');
  });

  it('disabled, it leads nowhere and says so', () => {
    renderWithProviders(
      <LinkButton to="/withdraw/form" disabled>
        申請提領
      </LinkButton>,
    );
    const link = screen.getByText('申請提領').closest('a')!;
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
});
