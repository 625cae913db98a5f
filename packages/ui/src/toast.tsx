import 'sonner/dist/styles.css';
import { toast as sonnerToast, Toaster } from 'sonner';

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

/** Renders the toast container (bottom-right, clear of the top bar; rich colours). Render it once, near the app root. */
export function ToastHost() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
