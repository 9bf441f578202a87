import { lazyComponent } from './lazy/lazy-component';

// code that loads when it first renders
export { lazyComponent };

// i18n
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  getLocale,
  isLocale,
  setLocale,
  subscribeLocale,
  useLocale,
  type Locale,
} from './i18n/locale-store';
export {
  defineMessages,
  type MessageCatalogue,
  type MessageDictionary,
  type MessageValue,
  type MessagesHook,
} from './i18n/define-messages';

// formatting (Asia/Taipei); dayjs and toTaipei are in '@creator/ui/dates'
export {
  TAIPEI_TZ,
  formatCompactNumber,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  taipeiWallClock,
  type DateInput,
  type WallClock,
} from './format';

// toasts and errors
export {
  TOAST_DURATION_S,
  ToastBridge,
  prepareToasts,
  toast,
  useToast,
  type Toast,
  type ToastContent,
} from './toast/toast';
export { getErrorMessage, useErrorMessage } from './toast/error-message';
export { createPortalQueryClient } from './query/query-client';
export { whenFirstScreenSettled, type SettleOptions } from './query/first-screen-settled';
export { whenIdle } from './idle';

// layout and components
export {
  BREAKPOINTS,
  DIALOG_MAX_WIDTH,
  HEADER_OFFSET_PROPERTY,
  STICKY_TOP,
  useIsNarrow,
} from './layout/layout';
export { PageFrame, type PageFrameProps } from './components/page-frame';
export { useDocumentTitle } from './components/document-title';
export {
  QueryBoundary,
  QueryState,
  type QueryLike,
  type QueryStateProps,
} from './components/query-state';
// Dialogs and the genre picker load on first render: the shell loads this package for its first
// screen, which shows none of them (and their Modal, Input and Checkbox).
export const TextInputDialog = lazyComponent(() =>
  import('./components/text-input-dialog').then((module) => module.TextInputDialog),
);
export type { TextInputDialogProps } from './components/text-input-dialog';
export { LazyConfirmDialog as ConfirmDialog } from './components/lazy-confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export const GenreCheckboxes = lazyComponent(() =>
  import('./components/genre-checkboxes').then((module) => module.GenreCheckboxes),
);
export type { GenreCheckboxesProps } from './components/genre-checkboxes';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { CreateWorkLauncherContext, useOpenCreateWork } from './components/create-work-launcher';
export { LazyResult } from './components/lazy-result';
// light stand-ins for antd parts a first screen would otherwise load (Skeleton, Spin, Tag)
export { Placeholder, type PlaceholderProps } from './components/placeholder';
export { Spinner, type SpinnerProps } from './components/spinner';
export { PlainTag, type PlainTagProps } from './components/plain-tag';
export { Heading, SecondaryText, type HeadingProps } from './components/heading';
export { LinkButton } from './components/link-button';
export { UnsavedChangesGuard } from './components/unsaved-changes-guard';
// one request per intent, for every control that changes something
export {
  SAME_GESTURE_MS,
  useSubmit,
  type Submit,
  type SubmitContext,
  type SubmitOptions,
} from './submit/use-submit';

// the form idiom (docs/forms.md): rules over pure checks, server refusals at their field
export { checkRule, useFieldRefusal, type FieldRefusal } from './forms/form-rules';

// the providers every screen runs inside, and the theme
export { CreatorProviders, type CreatorProvidersProps } from './providers/creator-providers';
export { AntdScope, preloadAntd, type AntdScopeProps } from './providers/antd-scope';
export { preloadLazy } from './lazy/preload-lazy';
export { BUTTON_CONFIG, theme } from './theme/theme';
export { THEME_TOKENS, useThemeToken, type ThemeTokens } from './theme/tokens';
export { PlainButton, type PlainButtonProps } from './components/plain-button';
export { WorkName, useWorkName, type NamedWork } from './components/work-name';
export { staleStyle } from './components/stale';

// the screen registry: every screen, its app, access, params, menu entry and href
export {
  MENU_KEYS,
  MENU_TARGETS,
  REMOTE_NAMES,
  SCREENS,
  SCREEN_IDS,
  hrefs,
  screenAt,
  screenHref,
  screensOf,
  type MenuKey,
  type RemoteName,
  type ScreenAccess,
  type ScreenDefinition,
  type ScreenId,
  type ScreenIdOf,
  type ScreenOwner,
  type ScreenParam,
  type ScreenParams,
  type ScreenQuery,
} from './screens/registry';
