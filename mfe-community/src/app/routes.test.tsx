import {
  describePrefetchContract,
  describeScreenContract,
  setupMswServer,
} from '@creator/test-utils';
import routes from './routes';

describeScreenContract('community', routes, { owed: [] });

setupMswServer();
describePrefetchContract('community', routes, [
  { screen: 'comments', route: '/comments' },
  { screen: 'comments', route: '/comments?titleId=t-1&chapterId=c-2&unreplied=true&page=3' },
  { screen: 'gifts', route: '/gifts' },
  { screen: 'contests', route: '/contest/all' },
  { screen: 'contests', route: '/contest/all?status=ongoing' },
]);
