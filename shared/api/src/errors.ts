import { isAxiosError } from 'axios';
import type { AxiosError, AxiosResponse } from 'axios';
import { NOT_FOUND_MESSAGE } from './contract/enums';
import type { ApiErrorBody } from './contract/models';

/** Which message a screen shows for an error (docs/error-policy.md); @creator/ui localises the id. */
export type UiErrorMessageId =
  | 'server'
  | 'network'
  | 'fallback'
  | 'forbidden'
  | 'duplicateTitleName'
  | 'conflict'
  | 'emptyChapter'
  | 'throttled';

export interface UiError {
  messageId: UiErrorMessageId;
  /** The server's mainError.message; shown as is when messageId is 'server'. */
  serverMessage?: string;
  status?: number;
  code?: string;
  /** 401: the session is gone; the cached member must go so the login gate comes back. */
  clearMember: boolean;
  /** 404 whose message is 'not found': the screen's resource does not exist; go to /404. */
  redirectToNotFound: boolean;
  /**
   * 429 (ThrottlingException): the whole seconds the server asked to wait (its Retry-After), when
   * it said. Nothing was done; the same request may be sent again after that wait, not before.
   */
  retryAfterSeconds?: number;
}

/** The message platform-api sends with a 404 for an unknown id (defined in the contract). */
export { NOT_FOUND_MESSAGE };

export type ApiError = AxiosError<ApiErrorBody> & { response: AxiosResponse<ApiErrorBody> };

function isErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const { code, mainError } = data as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof mainError === 'object' &&
    mainError !== null &&
    typeof (mainError as Record<string, unknown>).message === 'string'
  );
}

/** True when the API answered with its error envelope ({ code, mainError: { message } }). */
export function isApiError(error: unknown): error is ApiError {
  return isAxiosError(error) && error.response !== undefined && isErrorBody(error.response.data);
}

/**
 * Retry-After in whole seconds (at least 1): delta-seconds or an HTTP date, measured from `now`.
 * Undefined when missing or unreadable.
 */
export function retryAfterSeconds(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  // An HTTP date names its day and month in letters; Date.parse alone would take '-5' as a year.
  const wait = /^\d+$/.test(text)
    ? Number(text)
    : /[a-z]/i.test(text)
      ? (Date.parse(text) - now) / 1000
      : NaN;
  if (!Number.isFinite(wait)) return undefined;
  return Math.max(1, Math.ceil(wait));
}

/**
 * Maps any thrown value to what the UI does about it (docs/error-policy.md). Pure, but for the
 * clock when a Retry-After is a date.
 */
export function toUiError(error: unknown): UiError {
  const none = { clearMember: false, redirectToNotFound: false };
  if (!isAxiosError(error)) return { messageId: 'fallback', ...none };
  const { response } = error;
  if (!response) return { messageId: 'network', ...none };

  const status = response.status;
  const body = isErrorBody(response.data) ? response.data : undefined;
  const code = body?.code;
  const message = body?.mainError.message.trim() || undefined;
  const flags = {
    clearMember: status === 401,
    redirectToNotFound: status === 404 && message === NOT_FOUND_MESSAGE,
  };
  const known = { status, ...(code ? { code } : {}), ...flags };

  // Too many requests: the portal's own words with the wait, whatever the server wrote.
  if (status === 429 || code === 'ThrottlingException') {
    const seconds = retryAfterSeconds(response.headers['retry-after']);
    return {
      messageId: 'throttled',
      ...(message ? { serverMessage: message } : {}),
      ...known,
      ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
    };
  }
  if (code === 'Forbidden') return { messageId: 'forbidden', ...known };
  if (code === 'DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY') {
    return { messageId: 'duplicateTitleName', ...known };
  }
  if (code === 'EMPTY_CHAPTER_CONTENT') return { messageId: 'emptyChapter', ...known };
  // Any other 409: what the author changed was changed elsewhere first (a stale version, an
  // entry already made). Screens that offer a way out (compare versions) check this id.
  if (status === 409) {
    return { messageId: 'conflict', ...(message ? { serverMessage: message } : {}), ...known };
  }
  if (message) return { messageId: 'server', serverMessage: message, ...known };
  return { messageId: 'fallback', ...known };
}
