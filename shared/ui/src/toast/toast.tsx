import App from 'antd/es/app';
import { useEffect, useMemo, type ReactNode } from 'react';

/** Toasts disappear after 3 seconds. */
export const TOAST_DURATION_S = 3;

type MessageInstance = ReturnType<typeof App.useApp>['message'];

export type ToastContent = ReactNode;

export interface Toast {
  success: (content: ToastContent) => void;
  error: (content: ToastContent) => void;
  info: (content: ToastContent) => void;
}

type ToastKind = keyof Toast;

function show(message: MessageInstance, kind: ToastKind, content: ToastContent): void {
  void message.open({ type: kind, content, duration: TOAST_DURATION_S });
}

/** Toasts raised before the bridge mounts wait here (bounded), then show once it does. */
const MAX_PENDING = 20;
let bridged: MessageInstance | undefined;
let pending: Array<{ kind: ToastKind; content: ToastContent }> = [];

function raise(kind: ToastKind, content: ToastContent): void {
  if (bridged) {
    show(bridged, kind, content);
    return;
  }
  pending.push({ kind, content });
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
}

/**
 * Module facade for code outside components (mutation callbacks, query-cache handlers).
 * Shows through the antd App holder that `ToastBridge` connects, so theme and locale apply.
 */
export const toast: Toast = {
  success: (content) => raise('success', content),
  error: (content) => raise('error', content),
  info: (content) => raise('info', content),
};

/**
 * Connects the `toast` facade to antd's App message holder. Mount it once, inside antd `<App>`
 * (the shell does; remotes never do).
 */
export function ToastBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    bridged = message;
    const queued = pending;
    pending = [];
    for (const { kind, content } of queued) show(message, kind, content);
    return () => {
      if (bridged === message) bridged = undefined;
    };
  }, [message]);
  return null;
}

/** Toasts from a component, through the nearest antd App (the shell's). */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (content) => show(message, 'success', content),
      error: (content) => show(message, 'error', content),
      info: (content) => show(message, 'info', content),
    }),
    [message],
  );
}
