import { createContext, useContext } from 'react';

/**
 * Opens the one create-work dialog the shell's layout owns (the side menu button, the home page's
 * quick link, My works when it has no work yet). In @creator/ui, a shared singleton, so that a
 * remote's screen reaches the shell's dialog without importing the shell. Null outside the shell
 * (a remote's standalone page, a test): there is no dialog to open, so offer no button.
 */
export const CreateWorkLauncherContext = createContext<(() => void) | null>(null);

export function useOpenCreateWork(): (() => void) | null {
  return useContext(CreateWorkLauncherContext);
}
