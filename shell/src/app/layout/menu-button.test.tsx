import { renderWithProviders } from '@creator/test-utils';
import { screen, within } from '@testing-library/react';
import { MenuButton, type MenuSection } from './menu-button';

function renderMenu() {
  const chosen: string[] = [];
  const item = (key: string, extra: object = {}) => ({
    key,
    label: key,
    onSelect: () => chosen.push(key),
    ...extra,
  });
  const sections: MenuSection[] = [
    {
      key: 'size',
      heading: 'Size',
      items: [
        item('Small', { kind: 'radio', checked: true }),
        item('Large', { kind: 'radio', checked: false }),
      ],
    },
    { key: 'grid', items: [item('Show grid', { kind: 'checkbox', checked: false })] },
    { key: 'end', items: [item('Quit')] },
  ];
  const rendered = renderWithProviders(
    <>
      <MenuButton label="Options" sections={sections}>
        Me
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  // Named by its visible text first, then what it opens.
  const button = screen.getByRole('button', { name: 'Me Options' });
  // Every item in order, whatever its kind (menuitem, menuitemradio, menuitemcheckbox).
  const items = () => [
    ...screen
      .getByRole('menu', { name: 'Options' })
      .querySelectorAll<HTMLElement>('[role^="menuitem"]'),
  ];
  return { ...rendered, button, items, chosen };
}

describe('the menu button', () => {
  it('has an accessible name that starts with its visible text (label in name)', () => {
    const { button } = renderMenu();
    expect(button).toHaveTextContent(/^MeOptions$/);
    expect(button).toHaveAccessibleName('Me Options');
  });

  it('is named by its label alone when it shows no text', () => {
    renderWithProviders(<MenuButton label="Options" sections={[]} />);
    expect(screen.getByRole('button', { name: 'Options' })).toBeInTheDocument();
  });

  it('is closed until used, and says it opens a menu', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Me');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a click with its first item focused, and names what each item is', async () => {
    const { user, button, items } = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Options' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(items()[0]).toHaveFocus();
    const group = within(menu).getByRole('group', { name: 'Size' });
    expect(within(group).getByRole('menuitemradio', { name: 'Small' })).toBeChecked();
    expect(within(group).getByRole('menuitemradio', { name: 'Large' })).not.toBeChecked();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Show grid' })).not.toBeChecked();
    expect(within(menu).getByRole('menuitem', { name: 'Quit' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('separator')).toHaveLength(2);
  });

  it.each([
    ['{Enter}', 'Small'],
    ['{ }', 'Small'],
    ['{ArrowDown}', 'Small'],
    ['{ArrowUp}', 'Quit'],
  ])('opens from the keyboard with %s, on %s', async (key, focused) => {
    const { user, button, items } = renderMenu();
    button.focus();
    await user.keyboard(key);
    expect(items()).toHaveLength(4);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveAccessibleName(focused);
    expect(document.activeElement?.getAttribute('role')).toMatch(/^menuitem/);
  });

  it('moves between items with the arrows (round the ends), Home and End', async () => {
    const { user, button, items } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const [small, large, grid, quit] = items();
    await user.keyboard('{ArrowDown}');
    expect(large).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(quit).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(small).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(quit).toHaveFocus();
    await user.keyboard('{Home}');
    expect(small).toHaveFocus();
    await user.keyboard('{End}');
    expect(quit).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(grid).toHaveFocus();
  });

  it('Escape closes it and gives the focus back to the button', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('Tab closes it and goes on from the button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('a click outside closes it, and a second click on the button too', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('choosing an item by click, Enter or Space does it once and closes the menu', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Show grid' }));
    expect(chosen).toEqual(['Show grid']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Show grid', 'Large']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{ArrowUp}{ }');
    expect(chosen).toEqual(['Show grid', 'Large', 'Quit']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
