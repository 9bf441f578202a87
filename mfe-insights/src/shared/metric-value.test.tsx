import { renderWithProviders } from '@creator/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { MetricValue } from './metric-value';

function renderCard() {
  const view = renderWithProviders(
    <>
      <button type="button">前一個</button>
      <MetricValue value={1_234_567} />
      <button type="button">後一個</button>
    </>,
  );
  // The focusable value: the short form is inside it.
  const value = screen.getByText('1.2M').parentElement!;
  return { ...view, value };
}

/**
 * antd's tooltip while it is on view: not hidden, nor on its way out (antd keeps the popup in the
 * page once shown, and animates its closing).
 */
function shownTooltip(): HTMLElement | null {
  const tip = screen.queryByRole('tooltip', { hidden: true });
  const popup = tip?.closest('.ant-tooltip');
  return popup && !/-hidden|-leave/.test(popup.className) ? tip : null;
}

describe('MetricValue', () => {
  it('shows a number under 1,000 exactly, with nothing to hover', () => {
    renderWithProviders(<MetricValue value={789} />);
    expect(screen.getByText('789')).toBeInTheDocument();
    expect(screen.queryByText('789')?.closest('[tabindex]')).toBeNull();
  });

  it('gives screen readers the exact value and sighted users the short one', () => {
    renderCard();
    expect(screen.getByText('1.2M')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
  });

  it('shows the exact value in a tooltip while the pointer rests on the card value', async () => {
    const { user, value } = renderCard();
    expect(shownTooltip()).toBeNull();

    await user.hover(value);
    await waitFor(() => expect(shownTooltip()).toHaveTextContent('1,234,567'));

    await user.unhover(value);
    expect(shownTooltip()).toBeNull();
  });

  it('shows nothing for a pointer that only passes over the value', async () => {
    const { user, value } = renderCard();

    await user.hover(value);
    await user.unhover(value);
    // Longer than the pointer's resting delay (100 ms): a tooltip would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shownTooltip()).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('shows it on keyboard focus, keeps the focus on the value, hides it on Escape and on Tab', async () => {
    const { user, value } = renderCard();

    await user.tab();
    await user.tab();
    expect(value).toHaveFocus();
    await waitFor(() => expect(shownTooltip()).toHaveTextContent('1,234,567'));

    await user.keyboard('{Escape}');
    expect(shownTooltip()).toBeNull();
    expect(value).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab();
    await waitFor(() => expect(shownTooltip()).toHaveTextContent('1,234,567'));
    await user.tab();
    expect(screen.getByRole('button', { name: '後一個' })).toHaveFocus();
    expect(shownTooltip()).toBeNull();
  });

  it('keeps the tooltip after a tap until the value loses focus', async () => {
    const { user, value } = renderCard();

    // The finger lands on the value and lifts: the pointer leaves as it lifts.
    await user.pointer([{ keys: '[TouchA>]', target: value }, { keys: '[/TouchA]' }]);
    expect(value).toHaveFocus();
    await waitFor(() => expect(shownTooltip()).toHaveTextContent('1,234,567'));

    await user.pointer([
      { keys: '[TouchA>]', target: screen.getByRole('button', { name: '後一個' }) },
      { keys: '[/TouchA]' },
    ]);
    expect(shownTooltip()).toBeNull();
  });
});
