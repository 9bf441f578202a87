/**
 * @creator/api: the portal's one HTTP client, error mapping, query keys and stale times,
 * request functions, queryOptions factories and mutation hooks. No zod here: request schemas
 * live in '@creator/api/schemas' (server side); only their inferred body types are re-exported.
 */
export * from './contract/enums';
export * from './contract/limits';
export * from './contract/models';
export * from './contract/paths';
// Body and query types only (erased at build time); never the zod schemas themselves.
export type {
  AgreeCreatorTermsBody,
  ChapterNameBody,
  ChapterOrderBody,
  ChapterTrackBody,
  CommentHiddenBody,
  CommentReplyBody,
  CommentReportBody,
  CommentsQuery,
  CommentTrackBody,
  ContestEntryBody,
  CreateChapterBody,
  CreateTitleBody,
  CreateWithdrawalBody,
  DateRangeQuery,
  PageQuery,
  PublishTitleBody,
  ReadingTicketSettingsBody,
  ReceivedGiftsQuery,
  RevenueDetailsQuery,
  RevenueReportQuery,
  TargetAudienceBody,
  TitleIdQuery,
  TitleTrackBody,
  UpdateChapterBody,
  UpdateTitleBody,
  VerifiedAuthorApplyBody,
} from './contract/schemas';

export { http, configureApi, resolveApiBaseUrl } from './http';
export type { ApiConfig, ApiLocation, RequestOptions } from './http';
export { toUiError, isApiError, NOT_FOUND_MESSAGE } from './errors';
export type { ApiError, UiError, UiErrorMessageId } from './errors';
export { createQueryClient } from './query-client';
export type {
  CreatorMutationMeta,
  CreatorQueryMeta,
  ErrorDisplay,
  MutationDisplay,
  QueryClientHandlers,
} from './query-client';
export { queryKeys, STALE_TIMES, GENRES_GC_TIME } from './keys';
export { onceEach } from './paging';
export type { ReceivedGiftsParams } from './keys';

export { clearMemberStorage, memberStorageKey, memberStoragePrefix } from './member-storage';
export * from './member';
export * from './verified-author';
export * from './overview';
export * from './genres';
export * from './titles';
export * from './chapters';
export * from './reading-tickets';
export * from './withdrawals';
export * from './revenue-report';
export * from './stats';
export * from './gifts';
export * from './contests';
export * from './comments';
export * from './announcements';
export * from './tracking';
