import { describeScreenContract } from '@creator/test-utils';
import routes from './routes';

describeScreenContract('insights', routes);
