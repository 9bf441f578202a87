import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { FailureBoundary } from '../components/failure-boundary';
import { whenIdle } from '../idle';
import { lazyComponent } from '../lazy/lazy-component';
import { AntdModeContext } from '../providers/antd-scope';
import { whenFirstScreenSettled } from '../query/first-screen-settled';
import { THEME_TOKENS as T } from '../theme/tokens';

/** Toasts disappear after 3 seconds. */
export const TOAST_DURATION_S = 3;

export type ToastContent = ReactNode;

export interface Toast {
  success: (content: ToastContent) => void;
  error: (content: ToastContent) => void;
  info: (content: ToastContent) => void;
}

export type ToastKind = keyof Toast;

/** The part of antd's message API (message.useMessage) that toasts use. */
export interface ToastHolderApi {
  open: (config: { type: ToastKind; content: ToastContent; duration: number }) => unknown;
}

function show(holder: ToastHolderApi, kind: ToastKind, content: ToastContent): void {
  void holder.open({ type: kind, content, duration: TOAST_DURATION_S });
}

/** Toasts raised before the holder mounts wait here (bounded), then show once it does. */
const MAX_PENDING = 20;
let connected: ToastHolderApi | undefined;
let pending: Array<{ kind: ToastKind; content: ToastContent }> = [];

/**
 * The holder's state, shared by every ToastBridge: whether it is wanted yet (from the first toast
 * on, or once the browser is idle after the first screen, so that an error toast does not wait on
 * a download and a network error still finds its holder loaded), and which mounted bridge holds it
 * (the first; the next one takes over when it unmounts), so that there is only ever one.
 */
let wanted = false;
let bridges: readonly object[] = [];
const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function want(): void {
  if (wanted) return;
  wanted = true;
  notify();
}
const isWanted = () => wanted;
const holderBridge = () => bridges[0];

function raise(kind: ToastKind, content: ToastContent): void {
  if (connected) {
    show(connected, kind, content);
    return;
  }
  pending.push({ kind, content });
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
  want();
}

/**
 * Loads the toast holder now, and with it antd's providers and theme, rather than with the first
 * toast or the author's first sign of intent: for the shell's idle warming, which is about to run
 * the remotes' screens, all of them rendered inside those providers.
 */
export function prepareToasts(): void {
  want();
}

/**
 * Called by the message holder once it is mounted: shows what waited, in order, and takes every
 * later toast. Returns the disconnect for its unmount.
 */
export function connectToastHolder(holder: ToastHolderApi): () => void {
  connected = holder;
  const queued = pending;
  pending = [];
  for (const { kind, content } of queued) show(holder, kind, content);
  return () => {
    if (connected === holder) connected = undefined;
  };
}

/**
 * Module facade for code outside components (mutation callbacks, query-cache handlers).
 * Shows through the one message holder that `ToastBridge` mounts, so theme and locale apply.
 */
export const toast: Toast = {
  success: (content) => raise('success', content),
  error: (content) => raise('error', content),
  info: (content) => raise('info', content),
};

// antd's message (and its notification list) is loaded with the first toast, or ahead of it once
// the first screen has settled (its data in) and the author shows a sign of acting (moves the
// pointer, touches, types): no first screen shows a toast, and antd's providers are about a
// hundred small shared modules whose loading takes the main thread for one long task (about
// 70 ms here, 300 ms on a slow phone) that should not land while the author only reads.
const MessageHolder = lazyComponent(() =>
  import(/* webpackChunkName: "toast-holder" */ './message-holder').then(
    (module) => module.MessageHolder,
  ),
);

/** The first signs that the author is about to act on the page. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Calls back (once, on idle) at the first sign of the author's intent; returns the cancel. */
function onFirstIntent(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIntent = () => {
    stopListening();
    cancelIdle = whenIdle(callback);
  };
  const stopListening = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** After the first screen has settled and the author shows intent. Returns the cancel. */
function whenSettled(queryClient: QueryClient, callback: () => void): () => void {
  let cancelled = false;
  let cancelIntent: (() => void) | undefined;
  void whenFirstScreenSettled(queryClient).then(() => {
    if (!cancelled) cancelIntent = onFirstIntent(callback);
  });
  return () => {
    cancelled = true;
    cancelIntent?.();
  };
}

const PLAIN_LIST: CSSProperties = {
  position: 'fixed',
  top: 8,
  insetInline: 0,
  zIndex: T.zIndexPopupBase + 10,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  pointerEvents: 'none',
};

const PLAIN_TOAST: CSSProperties = {
  padding: '9px 12px',
  borderRadius: T.borderRadiusLG,
  background: T.colorBgElevated,
  boxShadow: T.boxShadowSecondary,
  color: T.colorText,
  fontFamily: T.fontFamily,
  fontSize: T.fontSize,
  pointerEvents: 'auto',
};

/**
 * Toasts without antd, while its message holder cannot load: the author still reads what
 * happened (an error while offline is the likely one), for as long as a toast lasts. Each toast
 * it shows calls `onShown`, which tries the holder again.
 */
function PlainToasts({ onShown }: { onShown: () => void }) {
  const [shown, setShown] = useState<Array<{ id: number; content: ToastContent }>>([]);
  useEffect(() => {
    let next = 0;
    // The toasts that waited for the failed holder show at once, without trying it again.
    let connecting = true;
    const disconnect = connectToastHolder({
      open: ({ content, duration }) => {
        const id = next++;
        setShown((list) => [...list, { id, content }]);
        setTimeout(
          () => setShown((list) => list.filter((toast) => toast.id !== id)),
          duration * 1000,
        );
        if (!connecting) onShown();
      },
    });
    connecting = false;
    return disconnect;
  }, [onShown]);
  return (
    <div role="status" style={PLAIN_LIST}>
      {shown.map(({ id, content }) => (
        <div key={id} style={PLAIN_TOAST}>
          {content}
        </div>
      ))}
    </div>
  );
}

/**
 * Mounts the portal's one toast holder, antd's message holder, where it stands: inside the
 * ConfigProvider, so toasts take the theme and locale. Mount it once (CreatorProviders does;
 * remotes never do). If the holder's code cannot be fetched, plain toasts take over (the rest of
 * the portal goes on), and each toast shown so tries the holder again.
 */
export function ToastBridge(): ReactNode {
  const [self] = useState(() => ({}));
  // Attempt n of the holder; `failed` while the last one could not load.
  const [holder, setHolder] = useState({ attempt: 0, failed: false });
  const [plainMounted, setPlainMounted] = useState(false);
  const onFailed = useCallback(() => {
    setHolder(({ attempt }) => ({ attempt, failed: true }));
    setPlainMounted(true);
  }, []);
  const retry = useCallback(
    () =>
      setHolder((current) =>
        current.failed ? { attempt: current.attempt + 1, failed: false } : current,
      ),
    [],
  );
  const isWantedNow = useSyncExternalStore(subscribe, isWanted, isWanted);
  const holds = useSyncExternalStore(subscribe, holderBridge, holderBridge) === self;
  const queryClient = useContext(QueryClientContext);
  // With antd's providers at the root (tests), antd is loaded already: nothing to hold back, and
  // a bridge rendered without a QueryClient (a test of the bridge alone) has no screen to wait for.
  const antdAtRoot = useContext(AntdModeContext).kind === 'root';

  useEffect(() => {
    bridges = [...bridges, self];
    notify();
    return () => {
      bridges = bridges.filter((bridge) => bridge !== self);
      notify();
    };
  }, [self]);

  useEffect(() => {
    if (!holds || isWantedNow) return undefined;
    if (!antdAtRoot && queryClient) return whenSettled(queryClient, want);
    want();
    return undefined;
  }, [holds, isWantedNow, queryClient, antdAtRoot]);

  if (!holds) return null;
  return (
    <>
      {isWantedNow && !holder.failed ? (
        <FailureBoundary key={holder.attempt} fallback={null} onFailed={onFailed}>
          <MessageHolder />
        </FailureBoundary>
      ) : null}
      {/* Kept once mounted: the toasts it shows stay their 3 s when the holder comes back. */}
      {plainMounted ? <PlainToasts onShown={retry} /> : null}
    </>
  );
}

/** Toasts from a component: the same one holder as the `toast` facade. */
export function useToast(): Toast {
  return toast;
}
