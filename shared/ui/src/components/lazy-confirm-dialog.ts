import { lazyComponent } from '../lazy/lazy-component';

/**
 * The confirm dialog, loaded the first time one opens: Modal (with the Skeleton it imports for
 * its loading state) is no part of a first screen.
 */
export const LazyConfirmDialog = lazyComponent(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);
