import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { preloadLazy } from '../lazy/preload-lazy';
import { retryingLazy } from '../lazy/retrying-lazy';
import type * as AntdProvidersModule from './antd-providers';

/**
 * Where antd's ConfigProvider (theme, locale) comes from.
 * - 'root': CreatorProviders renders it around everything (tests, a remote run on its own).
 * - 'scoped': the shell's first screen shows no antd component, so antd (its theme machinery,
 *   cssinjs and ConfigProvider, ~60 KiB gzip) is not loaded with it. Each part that does show
 *   antd (a route, a dialog, the toast holder) sits in an AntdScope, which loads the providers
 *   the first time one renders and wraps that part in them.
 */
export type AntdMode = { kind: 'root' } | { kind: 'scoped'; motion: boolean };

export const AntdModeContext = createContext<AntdMode>({ kind: 'root' });

const INSIDE_SCOPE: AntdMode = { kind: 'root' };

let providers: Promise<typeof AntdProvidersModule> | undefined;

/** Loads them once; a failed load (the network) is forgotten, so the next use fetches again. */
const loadProviders = () =>
  (providers ??= import('./antd-providers').catch((error: unknown) => {
    providers = undefined;
    throw error;
  }));

/** A failed load is not kept: the scopes mounted afterwards (a Retry, the next toast) load again. */
const lazyAntdProviders = retryingLazy(async () => ({
  default: (await loadProviders()).AntdProviders,
}));

/**
 * Loads antd's providers (once); lazy parts call it beside their own import. It loads them as the
 * first AntdScope would (preloadLazy), so that an AntdScope rendered after this resolved renders
 * them at once, without suspending.
 */
export function preloadAntd(): Promise<typeof AntdProvidersModule> {
  // The one load the lazy component waits for too: a failure is one failed request, not two.
  const loading = loadProviders();
  return preloadLazy(lazyAntdProviders()).then(() => loading);
}

export interface AntdScopeProps {
  /** What shows while antd loads (only the first time, in the shell). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Puts `children` inside antd's providers, loading them first when the shell has not yet. */
export function AntdScope({ fallback = null, children }: AntdScopeProps) {
  const mode = useContext(AntdModeContext);
  const [Providers] = useState(lazyAntdProviders);
  if (mode.kind === 'root') return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <Providers motion={mode.motion}>
        <AntdModeContext value={INSIDE_SCOPE}>{children}</AntdModeContext>
      </Providers>
    </Suspense>
  );
}
