import type { Em } from '@agenda/db';
import { type Extensions, createExtensionPoint } from '@agenda/trpc';
import type { AppointmentInPeriod, BlockedPeriod } from '../shared/validation.ts';

/**
 * Settings offers, calendar fills: the active appointments inside a period the owner is about to
 * block (holiday, bridge, block), and cancelling them, so the dialog can warn and keep or cancel.
 */
export const periodAppointmentsPoint = createExtensionPoint<{
  list: (em: Em, companyId: string, period: BlockedPeriod) => Promise<AppointmentInPeriod[]>;
  /** `extensions`: the server's, so the cancels are told to whoever listens to appointment changes. */
  cancel: (
    em: Em,
    actor: { companyId: string; userId: string | null; timeZone: string; extensions: Extensions },
    ids: string[],
  ) => Promise<number>;
}>('settings.period-appointments');
