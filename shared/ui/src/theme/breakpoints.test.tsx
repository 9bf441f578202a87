import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import Grid from 'antd/es/grid';
import { AntdProviders } from '../providers/antd-providers';
import { CreatorProviders } from '../providers/creator-providers';

/** A matchMedia at a fixed width that evaluates min-width and max-width queries. */
function viewportOf(width: number): typeof window.matchMedia {
  return ((query: string) => {
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -Infinity);
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width >= min && width <= max,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

function Screens() {
  const screens = Grid.useBreakpoint();
  const on = Object.entries(screens)
    .filter(([, matches]) => matches)
    .map(([name]) => name)
    .sort();
  return <output>{on.join(' ')}</output>;
}

describe("Grid.useBreakpoint inside the portal's providers", () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([
    // antd's defaults would say sm at 600 (576) and lg at 1000 (992), xl at 1200.
    [600, 'xs'],
    [640, 'sm'],
    [1000, 'md sm'],
    [1024, 'lg md sm'],
    [1200, 'lg md sm'],
    [1280, 'lg md sm xl'],
  ])('at %i px the screens are: %s', (width, expected) => {
    window.matchMedia = viewportOf(width);
    render(
      <CreatorProviders
        queryClient={new QueryClient()}
        motion={false}
        antdProviders={AntdProviders}
      >
        <Screens />
      </CreatorProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${expected}$`));
  });
});
