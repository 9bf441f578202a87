import { createContext, useContext, type ReactNode } from 'react';

/** What /runtime-config.json holds (read by the bootstrap, passed to App). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  signInUrl: string;
  accountSiteUrl: string;
  readerSiteUrl: string;
  tutorialUrl: string;
  analytics: { apiKey: string; serverUrl: string };
  /**
   * Whether `?mf-override=` may load a remote from a dev server (true when absent). A production
   * deployment sets it false (with creator-serve --no-dev-override): overrides are then ignored
   * and any stored one is cleared.
   */
  allowDevOverride: boolean;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  value,
  children,
}: {
  value: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
