import { type Em, make } from '@agenda/db';
import type { Extensions } from '@agenda/trpc';
import type { AppointmentData } from '../shared/model.ts';
import { lockAppointment, refuseFinal } from './appointment-writes.ts';
import { getAppointment } from './appointments.service.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';
import { announceChanges } from './points.ts';

/**
 * Finalizing (the finalize feature) leads any appointment not yet final to COMPLETED, whatever its
 * date. Runs in the caller's transaction with the appointment's row locked until it ends, so two
 * finalizes of one appointment queue and the second gets the 409. With the server's extensions, the
 * appointment-change listeners are told (its waiting reminders go at once).
 */
export async function completeAppointment(
  tx: Em,
  companyId: string,
  userId: string | null,
  appointmentId: string,
  extensions?: Extensions,
): Promise<AppointmentData> {
  const appointment = await lockAppointment(tx, companyId, appointmentId);
  refuseFinal(appointment);
  const fromStatus = appointment.status;
  appointment.status = 'COMPLETED';
  make(tx, AppointmentEventSchema, {
    companyId,
    appointmentId,
    kind: 'status_changed',
    fromDate: null,
    fromStartTime: null,
    fromEndTime: null,
    toDate: null,
    toStartTime: null,
    toEndTime: null,
    fromStatus,
    toStatus: 'COMPLETED',
    reason: null,
    userId,
    at: new Date(),
  });
  await tx.flush();
  await announceChanges(tx, { companyId, extensions }, [appointmentId]);
  return getAppointment(tx, companyId, appointmentId);
}
