import type { Em } from '@agenda/db';
import { createExtensionPoint } from '@agenda/trpc';
import type { AppointmentInPeriod, BlockedPeriod } from '../shared/validation.ts';

/**
 * Settings offers, calendar fills: the active appointments inside a period the owner is about to
 * block (holiday, bridge, block), and cancelling them, so the dialog can warn and keep or cancel.
 */
export const periodAppointmentsPoint = createExtensionPoint<{
  list: (em: Em, companyId: string, period: BlockedPeriod) => Promise<AppointmentInPeriod[]>;
  cancel: (em: Em, actor: { companyId: string; userId: string | null; timeZone: string }, ids: string[]) => Promise<number>;
}>('settings.period-appointments');
