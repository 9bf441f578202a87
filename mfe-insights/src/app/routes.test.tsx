import {
  describePrefetchContract,
  describeScreenContract,
  setupMswServer,
} from '@creator/test-utils';
import routes from './routes';

describeScreenContract('insights', routes);

setupMswServer();
describePrefetchContract('insights', routes, [
  { screen: 'dataCenter', route: '/data-center' },
  { screen: 'dataCenter', route: '/data-center?range=30d' },
  { screen: 'dataCenter', route: '/data-center?from=2026-01-01&to=2026-01-20' },
]);
