import { nowInTimeZone } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, isUuid, runSql, sql } from '@agenda/db';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { conflict, notFound } from '@agenda/trpc';
import type { AppointmentStatus } from '../shared/status.ts';
import { type CalendarActor, lockAppointment, logEvent } from './appointment-writes.ts';
import { type FreedSlot, announceChanges, slotOf } from './points.ts';
import type { Appointment } from './entities/appointment.entity.ts';

// What a patient may see and do through their confirmation link (features/confirmations signs the
// link; the calendar keeps the rules of its appointments). Every change is an event with source
// 'patient_link', which the history shows as 'Paciente (link)'.

export const PATIENT_ANSWER_TEXTS = {
  /** Unknown, forged, expired and revoked links alike: nothing tells them apart. */
  linkNotFound: 'Link inválido ou expirado. Fale com a clínica.',
  cancelled: 'Esta consulta foi cancelada.',
  completed: 'Esta consulta já foi realizada.',
  started: 'O horário desta consulta já passou.',
} as const;
const T = PATIENT_ANSWER_TEXTS;

export type PatientAnswer = 'confirm' | 'cancel' | 'reschedule_request';

/** The slot the link was made for: a link signs it, so moving the appointment revokes the link. */
export interface PatientSlot {
  date: string;
  startTime: string;
  professionalId: string;
}

export interface PatientAppointment extends PatientSlot {
  id: string;
  serviceId: string;
  clientId: string;
  endTime: string;
  status: AppointmentStatus;
  professionalName: string;
  serviceName: string;
  clientFirstName: string;
  /** For the clinic's own use (the WhatsApp message): never part of what the patient's page shows. */
  clientName: string;
  clientPhone: string;
  /** Who cancelled it, when it is cancelled: the patient through the link, or the clinic. */
  cancelledBy: 'patient' | 'staff' | null;
  rescheduleRequested: boolean;
  /** False once the appointment ended (clinic time) or the clinic cancelled it: the link then opens nothing. */
  linkOpen: boolean;
}

interface Row {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: AppointmentStatus;
  professional_id: string;
  service_id: string;
  client_id: string;
  professional_name: string;
  service_name: string;
  client_name: string;
  client_phone: string;
  cancel_source: string | null;
  reschedule_requested: boolean;
  origin: string;
}

const rowSql = (companyId: string, id: string) => sql`
select a.id, a.date::text as date, a.start_time, a.end_time, a.status, a.professional_id, a.origin, a.service_id, a.client_id,
       p.name as professional_name, s.name as service_name, c.full_name as client_name, c.phone as client_phone,
       (select e.source from appointment_event e
         where e.company_id = a.company_id and e.appointment_id = a.id and e.kind = 'cancelled'
         order by e.at desc limit 1) as cancel_source,
       exists (select 1 from appointment_event e
               where e.company_id = a.company_id and e.appointment_id = a.id and e.kind = 'reschedule_requested'
                 and e.to_date = a.date and e.to_start_time = a.start_time) as reschedule_requested
  from appointment a
  join (${CLIENT_BRIEF_SQL}) c on c.company_id = a.company_id and c.id = a.client_id
  join (${SERVICE_BRIEF_SQL}) s on s.company_id = a.company_id and s.id = a.service_id
  join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
 where a.company_id = ${companyId} and a.id = ${id}`;

/** Wall-clock 'yyyy-MM-dd HH:mm' strings compare in time order. */
const hasPassed = (date: string, time: string, timeZone: string) => {
  const now = nowInTimeZone(timeZone);
  return `${now.date} ${now.time}` >= `${date} ${time}`;
};

/** The appointment as its patient's link shows it, or null when there is none of that id. */
export async function patientAppointment(
  em: Em,
  companyId: string,
  appointmentId: string,
  timeZone: string,
): Promise<PatientAppointment | null> {
  if (!isUuid(appointmentId)) return null;
  const [row] = await runSql<Row>(em, rowSql(companyId, appointmentId));
  if (!row) return null;
  const cancelledBy = row.status !== 'CANCELLED' ? null : row.cancel_source === 'patient_link' ? 'patient' : 'staff';
  return {
    id: row.id,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    professionalId: row.professional_id,
    serviceId: row.service_id,
    clientId: row.client_id,
    professionalName: row.professional_name,
    serviceName: row.service_name,
    // Booked online, the link went to whoever typed a CPF: it must not tell them the name on that
    // CPF's record (someone else's, if they typed another person's). The clinic's own bookings greet by name.
    clientFirstName: row.origin === 'ONLINE' ? '' : (row.client_name.trim().split(/\s+/)[0] ?? ''),
    clientName: row.client_name,
    clientPhone: row.client_phone,
    cancelledBy,
    rescheduleRequested: row.reschedule_requested,
    linkOpen: cancelledBy !== 'staff' && !hasPassed(row.date, row.end_time, timeZone),
  };
}

/** Why a closed appointment takes no answer (409), or null when it is still open to one. */
export function patientRefusal(a: Appointment, timeZone: string): string | null {
  if (a.status === 'CANCELLED') return T.cancelled;
  if (a.status === 'COMPLETED') return T.completed;
  if (['OVERDUE', 'NO_SHOW', 'ARRIVED', 'IN_SERVICE'].includes(a.status) || hasPassed(a.date, a.startTime, timeZone))
    return T.started;
  return null;
}

/**
 * The patient's answer, under the appointment's lock: 'confirm' (PENDING → CONFIRMED), 'cancel'
 * (→ CANCELLED, freeing the slot, with the reason) or 'reschedule_request' (the wish is recorded for
 * the clinic to call; the slot stays). Repeating an answer changes nothing. `valid` is the link's own
 * check of the slot it was made for: read here, after the lock, so a move in between revokes it.
 */
export async function answerAsPatient(
  em: Em,
  actor: Pick<CalendarActor, 'companyId' | 'timeZone' | 'extensions'>,
  appointmentId: string,
  answer: PatientAnswer,
  options: { valid: (slot: PatientSlot) => boolean; reason?: string | null },
): Promise<PatientAppointment> {
  const { companyId, timeZone } = actor;
  const eventActor = { companyId, timeZone, userId: null };
  await em.transactional(async (tx) => {
    const before = await patientAppointment(tx, companyId, appointmentId, timeZone);
    if (!before?.linkOpen || !options.valid(before)) throw notFound(T.linkNotFound);
    const a = await lockAppointment(tx, companyId, appointmentId);
    if (!options.valid(a)) throw notFound(T.linkNotFound);
    const fields = { source: 'patient_link', reason: options.reason?.trim() || null };
    const freed: FreedSlot[] = [];
    if (answer === 'confirm') {
      if (a.status === 'CONFIRMED') return;
      const refused = patientRefusal(a, timeZone);
      if (refused) throw conflict(refused);
      a.status = 'CONFIRMED';
      logEvent(tx, eventActor, a, 'confirmed', { ...fields, reason: null, fromStatus: 'PENDING', toStatus: 'CONFIRMED' });
    } else if (answer === 'cancel') {
      if (a.status === 'CANCELLED' && before.cancelledBy === 'patient') return;
      const refused = patientRefusal(a, timeZone);
      if (refused) throw conflict(refused);
      const fromStatus = a.status;
      a.status = 'CANCELLED';
      freed.push(slotOf(a));
      logEvent(tx, eventActor, a, 'cancelled', { ...fields, fromStatus, toStatus: 'CANCELLED' });
    } else {
      const refused = patientRefusal(a, timeZone);
      if (refused) throw conflict(refused);
      if (before.rescheduleRequested) return;
      logEvent(tx, eventActor, a, 'reschedule_requested', {
        ...fields,
        toDate: a.date,
        toStartTime: a.startTime,
        toEndTime: a.endTime,
      });
    }
    await tx.flush();
    await announceChanges(tx, actor, [a.id], freed);
  });
  const after = await patientAppointment(em, companyId, appointmentId, timeZone);
  if (!after) throw notFound(T.linkNotFound);
  return after;
}
