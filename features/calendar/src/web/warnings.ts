import { toast } from '@agenda/ui';

/** What the server accepted but wants the front desk to know (the client booked with someone else then). */
export function toastWarnings(warnings: readonly string[]): void {
  for (const warning of warnings) toast.warning(warning);
}
