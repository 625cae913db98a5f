import { type Em, isUuid, make, runSql, sql } from '@agenda/db';
import { type Extensions, conflict, notFound } from '@agenda/trpc';
import type { AppointmentData } from '../shared/model.ts';
import { isFinalStatus } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { getAppointment } from './appointments.service.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
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
  if (!isUuid(appointmentId)) throw notFound(T.notFound);
  await runSql(tx, sql`select 1 from appointment where company_id = ${companyId} and id = ${appointmentId} for update`);
  const appointment = await tx.findOne(AppointmentSchema, { id: appointmentId, companyId }, { refresh: true });
  if (!appointment) throw notFound(T.notFound);
  if (isFinalStatus(appointment.status)) throw conflict(T.finalStatus);
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
