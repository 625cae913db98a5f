// The toast library itself, loaded apart from the shell (see toast.tsx): nothing a page paints first
// waits on it.
import 'sonner/dist/styles.css';
import { type ComponentProps, useEffect } from 'react';
import { Toaster, toast } from 'sonner';

export type Sonner = typeof toast;

/**
 * Sonner's container, telling the facade once it listens: its own effects (where it subscribes to
 * the toasts) run before this component's, so what was raised meanwhile is shown, not lost.
 */
export function ListeningToaster({
  onListening,
  ...props
}: ComponentProps<typeof Toaster> & { onListening: (sonner: Sonner | null) => void }) {
  useEffect(() => {
    onListening(toast);
    return () => onListening(null);
  }, [onListening]);
  return <Toaster {...props} />;
}
