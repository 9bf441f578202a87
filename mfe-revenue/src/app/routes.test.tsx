import { describeScreenContract } from '@creator/test-utils';
import routes from './routes';

describeScreenContract('revenue', routes, {
  owed: ['revenueReport'],
});
