import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { FigureCard } from './figure-card';

describe('FigureCard', () => {
  it('is a group named by its label, showing the value and describing it with the exact figure', () => {
    renderWithProviders(<FigureCard label="總字數" value="1.2M" exact="1,234,567" />);
    const figure = screen.getByRole('group', { name: '總字數' });
    expect(figure).toHaveTextContent('1.2M');
    expect(screen.getByText('1.2M')).toHaveAccessibleDescription('1,234,567');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the exact figure in a tooltip while the pointer is over it; Escape hides it', async () => {
    const { user } = renderWithProviders(
      <FigureCard label="總字數" value="1.2M" exact="1,234,567" />,
    );
    await user.hover(screen.getByText('1.2M'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('1,234,567');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.unhover(screen.getByText('1.2M'));
    await user.hover(screen.getByText('1.2M'));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByText('1.2M'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps its place while the figure loads: the label, no value, no tooltip', async () => {
    const { user } = renderWithProviders(<FigureCard label="總字數" value={null} />);
    const figure = screen.getByRole('group', { name: '總字數' });
    expect(figure).toHaveTextContent(/^總字數$/);
    await user.hover(figure);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
