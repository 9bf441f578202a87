import { describeScreenContract } from '@creator/test-utils';
import routes from './routes';

// Every revenue screen of the registry is served; none is owed.
describeScreenContract('revenue', routes);
