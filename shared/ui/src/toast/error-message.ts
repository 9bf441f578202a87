import { toUiError } from '@creator/api';
import { useCallback } from 'react';
import { useUiMessages } from '../messages';

type UiMessages = ReturnType<typeof useUiMessages.getMessages>;

function describe(error: unknown, messages: UiMessages): string {
  const uiError = toUiError(error);
  switch (uiError.messageId) {
    case 'server':
      return uiError.serverMessage || messages.errorFallback;
    case 'network':
      return messages.errorNetwork;
    case 'forbidden':
      return messages.errorForbidden;
    case 'duplicateTitleName':
      return messages.errorDuplicateTitleName;
    case 'conflict':
      return messages.errorConflict;
    case 'emptyChapter':
      return messages.errorEmptyChapter;
    case 'throttled':
      return messages.errorThrottled(uiError.retryAfterSeconds);
    default:
      return messages.errorFallback;
  }
}

/** Localized text for any error (docs/error-policy.md), in the current UI language; for code outside React. */
export function getErrorMessage(error: unknown): string {
  return describe(error, useUiMessages.getMessages());
}

/** Returns a function that turns any error into localized text (docs/error-policy.md). */
export function useErrorMessage(): (error: unknown) => string {
  const messages = useUiMessages();
  return useCallback((error: unknown) => describe(error, messages), [messages]);
}
