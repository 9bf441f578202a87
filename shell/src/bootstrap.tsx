import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootFederation } from './federation/boot';
import { lazyComponent } from '@creator/ui';

// Shown only when the configuration files cannot be read: loaded then.
const BootFailure = lazyComponent(() =>
  import('./federation/boot-failure').then((module) => module.BootFailure),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

bootFederation().then(
  ({ runtimeConfig }) => {
    root.render(
      <StrictMode>
        <App runtimeConfig={runtimeConfig} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('[shell] could not start', error);
    root.render(<BootFailure error={error} />);
  },
);
