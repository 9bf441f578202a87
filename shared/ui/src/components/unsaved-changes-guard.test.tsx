import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Screen({ initiallyDirty }: { initiallyDirty: boolean }) {
  const [dirty, setDirty] = useState(initiallyDirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(false)}>
        save
      </button>
      <Link to="/elsewhere">elsewhere</Link>
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

describe('UnsavedChangesGuard', () => {
  it('asks before leaving with unsaved changes; Stay keeps the page', async () => {
    const { user, location } = renderWithProviders(<Screen initiallyDirty />, { route: '/here' });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留下' }));
    expect(location().pathname).toBe('/here');
  });

  it('leaves when the author confirms', async () => {
    const { user, location } = renderWithProviders(<Screen initiallyDirty />, { route: '/here' });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: '離開' }));
    expect(location().pathname).toBe('/elsewhere');
  });

  it('does not ask once the changes are saved', async () => {
    const { user, location } = renderWithProviders(<Screen initiallyDirty />, { route: '/here' });
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(location().pathname).toBe('/elsewhere');
    expect(screen.queryByText('尚未儲存')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while dirty', async () => {
    const { user } = renderWithProviders(<Screen initiallyDirty />, { route: '/here' });
    const dirtyEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyEvent);
    expect(dirtyEvent.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'save' }));
    const cleanEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanEvent);
    expect(cleanEvent.defaultPrevented).toBe(false);
  });
});
