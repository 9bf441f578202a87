import {
  describePrefetchContract,
  describeScreenContract,
  renderWithProviders,
  setupMswServer,
} from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import routes from './routes';

describeScreenContract('works', routes);
describePrefetchContract('works', routes, [{ screen: 'myWorks', route: '/book/all' }]);

// No handlers: any request a screen makes fails the test, naming it (setupMswServer).
setupMswServer();

function WorksRoutes() {
  return useRoutes(routes);
}

describe('a works screen whose address lacks its id', () => {
  it.each([
    ['/book', '網址缺少作品編號'],
    ['/book?titleId=%20', '網址缺少作品編號'],
    ['/book/setting', '網址缺少作品編號'],
    ['/book/uniticket', '網址缺少作品編號'],
    ['/chapter/sorting', '網址缺少作品編號'],
    ['/chapter/setting', '網址缺少章節編號'],
    ['/chapter/editor?titleId=t-1', '網址缺少章節編號'],
  ])(
    '%s says which id is missing, links back to My works and calls no API',
    async (route, title) => {
      renderWithProviders(<WorksRoutes />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('請從「我的作品」重新開啟。')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '回到我的作品' })).toHaveAttribute(
        'href',
        '/book/all',
      );
    },
  );
});
