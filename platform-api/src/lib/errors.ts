import type { ApiErrorBody, ErrorCode } from '@creator/api/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NOT_FOUND_MESSAGE } from './contract';

/** An error that becomes the platform's envelope `{ code, mainError: { message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, mainError: { message: this.message } };
  }
}

export const badRequest = (message: string) => new ApiError(400, 'ValidationError', message);
/** The portal redirects to /404 on exactly this message (spec §8). */
export const notFound = () => new ApiError(404, 'NotFound', NOT_FOUND_MESSAGE);
export const unauthorized = (message = 'sign in required') =>
  new ApiError(401, 'Unauthorized', message);
export const forbidden = (message = 'forbidden') => new ApiError(403, 'Forbidden', message);
export const conflict = (message: string) => new ApiError(409, 'Conflict', message);
export const duplicatedTitleName = () =>
  new ApiError(
    409,
    'DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY',
    'you already have a work with this name',
  );

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
