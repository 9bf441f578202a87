import { createContext, useContext } from 'react';

/** Opens the one create-work dialog the layout owns (side menu button, home quick link). */
export const CreateWorkLauncherContext = createContext<() => void>(() => {});

export function useOpenCreateWork(): () => void {
  return useContext(CreateWorkLauncherContext);
}
