import type { Em } from '@agenda/db';
import { type Extensions, createExtensionPoint } from '@agenda/trpc';

/**
 * Told, inside the writing transaction and after its flush, which appointments were booked, moved,
 * confirmed, cancelled or otherwise changed (any source: staff, online booking, series, the patient's
 * link). A listener reads what it needs through calendar's read functions; it may write its own
 * tables in the same transaction, so its rows stand or fall with the change.
 */
export type AppointmentChangeListener = (tx: Em, companyId: string, appointmentIds: readonly string[]) => Promise<void>;

export const appointmentChangesPoint = createExtensionPoint<AppointmentChangeListener>('calendar.appointment-changes');

/** Calls every listener of the server's features; a caller without extensions (seeders) tells nobody. */
export async function announceChanges(
  tx: Em,
  actor: { companyId: string; extensions?: Extensions },
  appointmentIds: readonly string[],
): Promise<void> {
  if (!actor.extensions || appointmentIds.length === 0) return;
  for (const listener of actor.extensions.get(appointmentChangesPoint)) await listener(tx, actor.companyId, appointmentIds);
}
