import type { Em } from '@agenda/db';
import { type Extensions, createExtensionPoint } from '@agenda/trpc';

/**
 * Told, inside the writing transaction and after its flush, which appointments were booked, moved,
 * confirmed, cancelled or otherwise changed (any source: staff, online booking, series, the patient's
 * link). A listener reads what it needs through calendar's read functions; it may write its own
 * tables in the same transaction, so its rows stand or fall with the change.
 */
export type AppointmentChangeListener = (
  tx: Em,
  companyId: string,
  appointmentIds: readonly string[],
  freed: readonly FreedSlot[],
) => Promise<void>;

/**
 * A time a change left empty: the slot an appointment held before it was cancelled or moved (the
 * waitlist offers it). Said by the writer, which alone knows where the appointment was.
 */
export interface FreedSlot {
  appointmentId: string;
  /** Whose appointment it was (not offered the slot they just left). */
  clientId: string;
  professionalId: string;
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** The slot an appointment holds now, as a freed slot once it lets it go. */
export const slotOf = (a: {
  id: string;
  clientId: string;
  professionalId: string;
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
}): FreedSlot => ({
  appointmentId: a.id,
  clientId: a.clientId,
  professionalId: a.professionalId,
  serviceId: a.serviceId,
  date: a.date,
  startTime: a.startTime,
  endTime: a.endTime,
});

export const appointmentChangesPoint = createExtensionPoint<AppointmentChangeListener>('calendar.appointment-changes');

/** Calls every listener of the server's features; a caller without extensions (seeders) tells nobody. */
export async function announceChanges(
  tx: Em,
  actor: { companyId: string; extensions?: Extensions },
  appointmentIds: readonly string[],
  freed: readonly FreedSlot[] = [],
): Promise<void> {
  if (!actor.extensions || appointmentIds.length === 0) return;
  for (const listener of actor.extensions.get(appointmentChangesPoint))
    await listener(tx, actor.companyId, appointmentIds, freed);
}
