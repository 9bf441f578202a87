import {
  SCREENS,
  screenAt,
  type ScreenDefinition,
  type ScreenId,
  type ScreenIdOf,
} from '@creator/ui';

/**
 * The shell's view of the screen registry (@creator/ui): which screen a path is, and the shell's
 * own screens. The router, the side menu and the gate all read the registry through here.
 */
export type ShellScreen = ScreenIdOf<'shell'>;

export interface FoundScreen extends ScreenDefinition {
  id: ScreenId;
}

/** The registry's screen at a pathname, or undefined (then the 404 screen shows). */
export function findScreen(pathname: string): FoundScreen | undefined {
  const id = screenAt(pathname);
  return id ? { id, ...SCREENS[id] } : undefined;
}

/** Where the not-found screen lives (with the trailing slash the platform uses). */
export const NOT_FOUND_PATH = SCREENS.notFound.path;
