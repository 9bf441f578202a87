import type { ErrorCode } from './enums';
import type { ApiErrorBody } from './models';

/**
 * The platform's error envelope, built in one place: platform-api answers every failure with it
 * and tests fake failures with it, so a made-up code or shape cannot creep in.
 */
export function apiErrorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { code, mainError: { message } };
}
