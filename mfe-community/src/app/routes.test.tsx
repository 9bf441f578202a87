import { describeScreenContract } from '@creator/test-utils';
import routes from './routes';

describeScreenContract('community', routes, { owed: [] });
