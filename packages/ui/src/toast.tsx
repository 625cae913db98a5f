import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAnyDialogOpen, useNarrowScreen } from './dialog-presence';
import type { Sonner } from './toast-library';

/** Toasts close automatically after this many milliseconds. */
export const TOAST_DURATION_MS = 3000;

/** After this long on a page, with the browser idle, the toast library comes in before any toast needs it. */
export const TOAST_PRELOAD_MS = 4000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastId = string | number;

// The toast library (about a quarter of the signed-in shell's code) is not needed to draw a page: it
// loads with the first toast, or once the page has settled. Until its container listens, what is
// raised waits here, in order, under the id handed back at once.
let library: Promise<typeof import('./toast-library')> | null = null;
const loadLibrary = () => {
  library ??= import('./toast-library').catch((error: unknown) => {
    // A failed download is tried again with the next toast (the queue keeps what was raised).
    library = null;
    throw error;
  });
  return library;
};

let listening: Sonner | null = null;
const waiting: { id: number; show: (sonner: Sonner) => void }[] = [];
let lastId = 0;

// Whether the host should draw the container: once a toast is raised or the page has settled.
let wanted = false;
const wantedListeners = new Set<() => void>();
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

function onListening(sonner: Sonner | null) {
  listening = sonner;
  if (!sonner) return;
  for (const toast of waiting.splice(0)) toast.show(sonner);
}

function show(type: ToastType, message: string): ToastId {
  lastId += 1;
  const id = lastId;
  const raise = (sonner: Sonner) => void sonner[type](message, { id, duration: TOAST_DURATION_MS });
  if (listening) raise(listening);
  else {
    waiting.push({ id, show: raise });
    want();
    void loadLibrary().catch(() => undefined);
  }
  return id;
}

/** Imperative toast API. Requires a single `<ToastHost />` rendered in the app. */
export const toast = {
  success: (message: string): ToastId => show('success', message),
  error: (message: string): ToastId => show('error', message),
  warning: (message: string): ToastId => show('warning', message),
  info: (message: string): ToastId => show('info', message),
  /** Dismisses one toast, or all of them when called without an id. */
  dismiss: (id?: ToastId): void => {
    if (id === undefined) waiting.splice(0);
    else {
      const at = waiting.findIndex((toast) => toast.id === id);
      if (at >= 0) waiting.splice(at, 1);
    }
    listening?.dismiss(id);
  },
} as const;

const ListeningToaster = lazy(() => loadLibrary().then((m) => ({ default: m.ListeningToaster })));

/** Calls `then` once the page has been open a while and the browser has a moment. */
function whenSettled(then: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: TOAST_PRELOAD_MS });
    else then();
  }, TOAST_PRELOAD_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Renders the toast container; rich colours. Render it once, near the app root. Bottom-right,
 * clear of the top bar; while a dialog is open, where they cover none of its actions: its buttons
 * sit at the right of its footer and its × at the right of its header, so bottom-left on a wide
 * screen, and on a phone (where a toast spans the width) at the top, stopping short of the ×.
 */
export function ToastHost() {
  const overDialog = useAnyDialogOpen();
  const narrow = useNarrowScreen();
  const drawn = useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  useEffect(() => (drawn ? undefined : whenSettled(want)), [drawn]);
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <ListeningToaster
        onListening={onListening}
        position={overDialog ? (narrow ? 'top-center' : 'bottom-left') : 'bottom-right'}
        className={overDialog ? 'ui-toaster--over-dialog' : undefined}
        mobileOffset={{ top: 8 }}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      />
    </Suspense>
  );
}
