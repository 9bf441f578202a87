// The page this remote's own server shows (the shell never runs this file: it loads
// remoteEntry.js and takes './routes' from it).
import { renderStandalonePage } from '@creator/remote-kit';

renderStandalonePage('works', __APP_VERSION__);
