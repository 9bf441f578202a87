import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
export default defineRemoteRoutes('community', {
  gifts: lazy(() => import('../features/gifts/gifts-page')),
});
