import { asValues, valuesKey, type WithdrawValues } from './withdraw-values';

/**
 * One withdrawal the author means to make: the values they confirm and the requestId that makes
 * every send of them (a double click, Enter, Retry after a timeout, a reload of the confirmation)
 * one withdrawal on the server.
 */
export interface WithdrawIntent {
  requestId: string;
  /** Whose it is: another author signing in on the same tab never sees it. */
  memberId: string;
  values: WithdrawValues;
}

/**
 * sessionStorage: it lives as long as the tab, survives a reload and is never shared with other
 * tabs. It holds a typed account number only while the confirmation is on screen; the form
 * removes it when the withdrawal is made, when the author goes back to edit and when they leave.
 */
export const INTENT_STORAGE_KEY = 'creator.revenue.withdraw-intent';

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** The same values keep their intent (and requestId); other values are a new intent. */
export function intentFor(
  values: WithdrawValues,
  memberId: string,
  previous: WithdrawIntent | null,
): WithdrawIntent {
  if (
    previous &&
    previous.memberId === memberId &&
    valuesKey(previous.values) === valuesKey(values)
  ) {
    return previous;
  }
  return { requestId: newRequestId(), memberId, values };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the flow still works, only a reload forgets the step.
    return null;
  }
}

export function saveIntent(intent: WithdrawIntent): void {
  try {
    storage()?.setItem(INTENT_STORAGE_KEY, JSON.stringify(intent));
  } catch {
    // Full or refused: the intent still holds in memory.
  }
}

function readIntent(raw: string, memberId: string): WithdrawIntent | null {
  try {
    const parsed = JSON.parse(raw) as Partial<WithdrawIntent>;
    const values = asValues(parsed.values);
    if (
      typeof parsed.requestId !== 'string' ||
      !/^[\w-]{8,64}$/.test(parsed.requestId) ||
      parsed.memberId !== memberId ||
      !values
    ) {
      return null;
    }
    return { requestId: parsed.requestId, memberId, values };
  } catch {
    return null;
  }
}

/**
 * This member's stored intent, or null. Anything else stored (another member's, or unreadable)
 * is removed on sight.
 */
export function loadIntent(memberId: string): WithdrawIntent | null {
  const raw = storage()?.getItem(INTENT_STORAGE_KEY);
  if (!raw) return null;
  const intent = readIntent(raw, memberId);
  if (!intent) clearIntent();
  return intent;
}

export function clearIntent(): void {
  storage()?.removeItem(INTENT_STORAGE_KEY);
}
