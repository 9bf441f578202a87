import type { ScreenHandle } from '@creator/remote-kit';
import { SCREENS, screensOf, type RemoteName, type ScreenIdOf } from '@creator/ui';
import type { RouteObject } from 'react-router-dom';

export interface ScreenContractOptions<R extends RemoteName> {
  /**
   * Screens the registry gives this remote that it does not serve yet. Each is a `test.failing`:
   * it passes while the screen is missing and fails, loudly, the day the remote serves it, so
   * that it is moved out of this list instead of being forgotten.
   */
  owed?: readonly ScreenIdOf<R>[];
}

const screenOf = (route: RouteObject) =>
  (route.handle as Partial<ScreenHandle> | undefined)?.screen;

/**
 * The contract between the screen registry and a remote's './routes': the remote serves exactly
 * the screens the registry gives it, each at the registry's path, and nothing else.
 */
export function describeScreenContract<R extends RemoteName>(
  remote: R,
  routes: RouteObject[],
  { owed = [] }: ScreenContractOptions<R> = {},
): void {
  describe(`${remote} serves the screens the registry gives it`, () => {
    for (const id of screensOf(remote)) {
      const { path } = SCREENS[id];
      if (owed.includes(id)) {
        test.failing(`owes ${path} (${id}): fails until ${remote} serves it`, () => {
          expect(routes.find((route) => screenOf(route) === id)?.path).toBe(path);
        });
      } else {
        test(`serves ${path} (${id})`, () => {
          expect(routes.find((route) => screenOf(route) === id)?.path).toBe(path);
        });
      }
    }

    test('serves no screen the registry does not give it', () => {
      const mine = new Set<string>(screensOf(remote));
      const strays = routes
        .filter((route) => {
          const id = screenOf(route);
          return !id || !mine.has(id) || SCREENS[id].path !== route.path;
        })
        .map((route) => route.path ?? '(no path)');
      expect(strays).toEqual([]);
    });
  });
}
