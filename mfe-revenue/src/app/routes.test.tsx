import {
  describePrefetchContract,
  describeScreenContract,
  setupMswServer,
} from '@creator/test-utils';
import routes from './routes';

// Every revenue screen of the registry is served; none is owed.
describeScreenContract('revenue', routes);

setupMswServer();
describePrefetchContract('revenue', routes, [
  { screen: 'revenueDetail', route: '/revenue/detail' },
  { screen: 'revenueDetail', route: '/revenue/detail?month=2026-03&page=2' },
  // Filtered by a work: the ledger waits for the works, so only they are fetched ahead.
  { screen: 'revenueDetail', route: '/revenue/detail?titleId=t-1' },
]);
