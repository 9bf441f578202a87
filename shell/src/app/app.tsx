import { configureApi, createQueryClient } from '@creator/api';
import { ToastBridge, useAntdLocale } from '@creator/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RuntimeConfigProvider, type RuntimeConfig } from '../lib/runtime-config';
import { startAnalytics } from './analytics';
import { createAppRouter } from './router';
import { NOT_FOUND_PATH } from './route-table';
import { BUTTON_CONFIG, theme } from './theme';

export interface AppProps {
  runtimeConfig: RuntimeConfig;
}

interface AppServices {
  router: ReturnType<typeof createAppRouter>;
  queryClient: ReturnType<typeof createQueryClient>;
}

function createServices(runtimeConfig: RuntimeConfig): AppServices {
  configureApi({ baseURL: runtimeConfig.apiBaseUrl });
  startAnalytics(runtimeConfig.analytics);
  const router = createAppRouter();
  const queryClient = createQueryClient({
    onNotFound: () => void router.navigate(NOT_FOUND_PATH, { replace: true }),
  });
  return { router, queryClient };
}

/** The shell: one QueryClient, one antd App (toasts), one router for the shell and every remote. */
export function App({ runtimeConfig }: AppProps) {
  const [{ router, queryClient }] = useState(() => createServices(runtimeConfig));
  const locale = useAntdLocale();
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale} theme={theme} button={BUTTON_CONFIG}>
          <AntdApp>
            <ToastBridge />
            <RouterProvider router={router} />
          </AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export default App;
