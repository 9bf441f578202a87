/**
 * Leaving the app for another site. An object (not bare functions) so tests can watch where the
 * app tries to go: jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
