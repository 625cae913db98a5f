import { addDays } from '@agenda/br';
import { type Em, make } from '@agenda/db';
import { activeProfessionals } from '@agenda/team/server';
import { type AppointmentRef, toAppointmentRef } from './appointment-reads.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';

export interface PastVisit {
  clientId: string;
  serviceId: string;
  professionalId: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Who completed it. */
  userId: string;
}

/** Who the demo's past visits are attributed to: the clinic's first active professional. */
export async function demoProfessionalId(em: Em, companyId: string): Promise<string | null> {
  return (await activeProfessionals(em, companyId))[0]?.id ?? null;
}

/**
 * A completed visit of the demo clinic's history, as calendar would have logged it: booked a week
 * before, completed at the end of its day. In the caller's unit of work (flushed by the caller).
 */
export function recordPastVisit(tx: Em, companyId: string, visit: PastVisit): AppointmentRef {
  const { date } = visit;
  const appointment = make(tx, AppointmentSchema, {
    companyId,
    clientId: visit.clientId,
    serviceId: visit.serviceId,
    professionalId: visit.professionalId,
    date,
    startTime: visit.startTime,
    endTime: visit.endTime,
    status: 'COMPLETED',
    notes: null,
    urgencyLevel: null,
    urgencyDescription: null,
    urgencyReportedAt: null,
  });
  const event = (kind: 'created' | 'status_changed', at: Date, toStatus: string | null) =>
    make(tx, AppointmentEventSchema, {
      companyId,
      appointmentId: appointment.id,
      kind,
      fromDate: null,
      fromStartTime: null,
      fromEndTime: null,
      toDate: kind === 'created' ? date : null,
      toStartTime: kind === 'created' ? appointment.startTime : null,
      toEndTime: kind === 'created' ? appointment.endTime : null,
      fromStatus: toStatus ? 'CONFIRMED' : null,
      toStatus,
      reason: null,
      userId: toStatus ? visit.userId : null,
      at,
    });
  event('created', new Date(`${addDays(date, -7)}T10:00:00-03:00`), null);
  event('status_changed', new Date(`${date}T18:00:00-03:00`), 'COMPLETED');
  return toAppointmentRef(appointment);
}
