import type { ApiErrorBody, ErrorCode } from '@creator/api/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorBody, NOT_FOUND_MESSAGE } from './contract';
import { message, type Locale, type Message } from './i18n';
import { MESSAGES } from './messages';

/**
 * An error that becomes the platform's envelope `{ code, mainError: { message } }`, its message in
 * the request's language (app.ts picks it from Accept-Language).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly text: Message,
  ) {
    super(text.en);
    this.name = 'ApiError';
  }

  toBody(locale: Locale): ApiErrorBody {
    return apiErrorBody(this.code, this.text[locale]);
  }
}

export const badRequest = (text: Message) => new ApiError(400, 'ValidationError', text);
/**
 * The portal redirects to /404 on exactly this message, so it is the same in every language: the
 * author never reads it, they see the 404 page.
 */
export const notFound = () =>
  new ApiError(404, 'NotFound', message(NOT_FOUND_MESSAGE, NOT_FOUND_MESSAGE));
export const unauthorized = () => new ApiError(401, 'Unauthorized', MESSAGES.signInRequired);
export const forbidden = (text: Message = MESSAGES.forbidden) =>
  new ApiError(403, 'Forbidden', text);
export const creatorTermsNotAgreed = () =>
  new ApiError(403, 'CreatorTermsNotAgreed', MESSAGES.creatorTermsNotAgreed);
export const conflict = (text: Message) => new ApiError(409, 'Conflict', text);
export const duplicatedTitleName = () =>
  new ApiError(409, 'DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY', MESSAGES.duplicatedTitleName);
/** Publishing or scheduling a chapter without text: the editor refuses it, and so do we. */
export const emptyChapter = (field: string) =>
  new ApiError(400, 'EMPTY_CHAPTER_CONTENT', MESSAGES.emptyChapter(field));
export const internalError = () => new ApiError(500, 'InternalFailure', MESSAGES.internal);

/** The error code a bare HTTP status stands for (used by fault injection). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 413 || status === 415) return 'ValidationError';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  if (status === 429) return 'ThrottlingException';
  if (status === 503) return 'ServiceUnavailable';
  return 'InternalFailure';
}
