import { useEffect, useSyncExternalStore } from 'react';

// How many dialogs (modals, drawers) are open right now, for what must keep clear of their actions
// (the toasts). A module-level count: there is one document, and dialogs open and close in any order.
let openDialogs = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts this dialog as open while `open`. */
export function useDialogPresence(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openDialogs += 1;
    emit();
    return () => {
      openDialogs -= 1;
      emit();
    };
  }, [open]);
}

/** True while at least one dialog is open. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );
}

/** The width at and below which the toasts take the whole width of the screen (sonner's own breakpoint). */
const NARROW = '(max-width: 600px)';

/** True on a phone-wide screen, following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof matchMedia === 'undefined') return () => {};
      const query = matchMedia(NARROW);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => typeof matchMedia !== 'undefined' && matchMedia(NARROW).matches,
    () => false,
  );
}
