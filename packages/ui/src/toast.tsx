import 'sonner/dist/styles.css';
import { toast as sonnerToast, Toaster } from 'sonner';
import { useAnyDialogOpen, useNarrowScreen } from './dialog-presence';

/** Toasts close automatically after this many milliseconds. */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastId = string | number;

function show(type: ToastType, message: string): ToastId {
  return sonnerToast[type](message, { duration: TOAST_DURATION_MS });
}

/** Imperative toast API. Requires a single `<ToastHost />` rendered in the app. */
export const toast = {
  success: (message: string): ToastId => show('success', message),
  error: (message: string): ToastId => show('error', message),
  warning: (message: string): ToastId => show('warning', message),
  info: (message: string): ToastId => show('info', message),
  /** Dismisses one toast, or all of them when called without an id. */
  dismiss: (id?: ToastId): void => {
    sonnerToast.dismiss(id);
  },
} as const;

/**
 * Renders the toast container; rich colours. Render it once, near the app root. Bottom-right,
 * clear of the top bar; while a dialog is open, where they cover none of its actions: its buttons
 * sit at the right of its footer and its × at the right of its header, so bottom-left on a wide
 * screen, and on a phone (where a toast spans the width) at the top, stopping short of the ×.
 */
export function ToastHost() {
  const overDialog = useAnyDialogOpen();
  const narrow = useNarrowScreen();
  return (
    <Toaster
      position={overDialog ? (narrow ? 'top-center' : 'bottom-left') : 'bottom-right'}
      className={overDialog ? 'ui-toaster--over-dialog' : undefined}
      mobileOffset={{ top: 8 }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
