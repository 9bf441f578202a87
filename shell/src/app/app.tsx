import { configureApi, resolveApiBaseUrl } from '@creator/api';
import {
  CreatorProviders,
  createPortalQueryClient,
  getLocale,
  whenFirstScreenSettled,
} from '@creator/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RuntimeConfigProvider, type RuntimeConfig } from '../lib/runtime-config';
import { startAnalytics } from './analytics';
import { createAppRouter } from './router';
import { NOT_FOUND_PATH } from './route-table';
import { connectWarmingData } from './warming';

export interface AppProps {
  runtimeConfig: RuntimeConfig;
}

interface AppServices {
  router: ReturnType<typeof createAppRouter>;
  queryClient: ReturnType<typeof createPortalQueryClient>;
}

function createServices(runtimeConfig: RuntimeConfig): AppServices {
  // An empty apiBaseUrl means the API host next to the page's: creator.X -> api.X.
  configureApi({
    baseURL: resolveApiBaseUrl(window.location, runtimeConfig.apiBaseUrl),
    language: getLocale,
  });
  const router = createAppRouter();
  const queryClient = createPortalQueryClient({
    onNotFound: () => void router.navigate(NOT_FOUND_PATH, { replace: true }),
  });
  // The SDK (~57 KiB gzip, and its start-up work) waits until the first screen has its data.
  startAnalytics(runtimeConfig.analytics, whenFirstScreenSettled(queryClient));
  connectWarmingData(queryClient);
  return { router, queryClient };
}

/** The shell: one QueryClient, one toast holder, one router for the shell and every remote. */
export function App({ runtimeConfig }: AppProps) {
  const [{ router, queryClient }] = useState(() => createServices(runtimeConfig));
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <CreatorProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </CreatorProviders>
    </RuntimeConfigProvider>
  );
}

export default App;
