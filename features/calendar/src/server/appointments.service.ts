import { nowInTimeZone, timeToMinutes } from '@agenda/br';
import { type Em, type SqlTarget, TransactionPropagation, isUuid, make } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { professionalsById } from '@agenda/team/server';
import { badRequest, conflict, notFound, onceByKey } from '@agenda/trpc';
import { serviceWindow } from '../shared/opening-rules.ts';
import type { AppointmentData, AppointmentDetails, BookedAppointment } from '../shared/model.ts';
import type {
  CancelInput,
  CreateAppointment,
  PeriodInput,
  Reschedule,
  UpdateAppointment,
  UrgencyInput,
} from '../shared/schemas.ts';
import type { AppointmentStatus } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { durationBetween, rescheduledEndTime } from '../shared/time-rules.ts';
import { sortByUrgency } from '../shared/urgency.ts';
import {
  appointmentEvents,
  appointmentRowById,
  appointmentRowsBetween,
  toAppointmentData,
  upcomingRowsOf,
  urgentAppointmentRows,
} from './appointment-rows.ts';
import {
  APPOINTMENT_REQUESTS,
  type CalendarActor,
  findAppointment,
  guardSlot,
  lockAppointment,
  logEvent,
  queueForDays,
  refuseFinal,
} from './appointment-writes.ts';
import { refusalError, slotRefusal } from './availability.ts';
import { type Appointment, AppointmentSchema } from './entities/appointment.entity.ts';
import type { AppointmentEvent } from './entities/appointment-event.entity.ts';
import { isDue, markOverdue } from './overdue.ts';
import { bookingParties } from './booking-parties.ts';
import { queueForClient, refuseClientOverlap } from './client-chair.ts';
import { bookingProfessional, clientOverlapWarnings } from './professionals.ts';
import { announceChanges, slotOf } from './points.ts';
import { cancelFollowing, rescheduleFollowing } from './series-changes.ts';

export type { CalendarActor } from './appointment-writes.ts';

/** The answer of every change: the appointment as the list shows it. */
export async function getAppointment(em: Em, companyId: string, id: string): Promise<AppointmentData> {
  const row = isUuid(id) ? await appointmentRowById(em, companyId, id) : undefined;
  if (!row) throw notFound(T.notFound);
  return toAppointmentData(row);
}

/**
 * The weekly read: the period's appointments with client, service and urgency; past PENDING and
 * CONFIRMED ones become OVERDUE on the way (one statement, only when there are any).
 */
/**
 * The weekly read. Runs on the company's one-round-trip statements (the hot path) or a request's
 * EntityManager; the rare marking of overdue appointments is one statement either way.
 */
export async function listAppointments(db: SqlTarget, actor: CalendarActor, period: PeriodInput): Promise<AppointmentData[]> {
  const rows = await appointmentRowsBetween(db, actor.companyId, period.startDate, period.endDate, period.professionalIds);
  await markOverdue(db, actor.companyId, period, rows, nowInTimeZone(actor.timeZone));
  return rows.map(toAppointmentData);
}

/**
 * What is left on a professional's agenda ('Reatribuir' when they stop attending): their pending and
 * confirmed appointments from today on. 404 for another clinic's professional.
 */
export async function upcomingAppointmentsOf(em: Em, actor: CalendarActor, professionalId: string): Promise<AppointmentData[]> {
  if (!isUuid(professionalId) || !(await professionalsById(em, actor.companyId, [professionalId])).has(professionalId))
    throw notFound(T.professionalNotFound);
  const today = nowInTimeZone(actor.timeZone).date;
  return (await upcomingRowsOf(em, actor.companyId, professionalId, today)).map(toAppointmentData);
}

/** The waiting room: today's open appointments with an urgency (in the company's time zone), by level then reported time. */
export async function urgentAppointments(em: Em, actor: CalendarActor): Promise<AppointmentData[]> {
  const today = nowInTimeZone(actor.timeZone).date;
  return sortByUrgency((await urgentAppointmentRows(em, actor.companyId, today)).map(toAppointmentData));
}

export async function appointmentDetails(em: Em, companyId: string, id: string): Promise<AppointmentDetails> {
  const appointment = await getAppointment(em, companyId, id);
  return { ...appointment, events: await appointmentEvents(em, companyId, id) };
}

/** A booking made by the patient on the clinic's public page, not by the staff. */
export interface BookingOrigin {
  origin: 'ONLINE';
  /** CONFIRMED when the clinic confirms online bookings automatically; else PENDING. */
  status: 'PENDING' | 'CONFIRMED';
}

/**
 * Books one appointment under the booking rules (slot-rules.ts) and the database's guard; over the
 * client's own appointment only with `allowClientOverlap` (client-chair.ts). With an origin it is
 * the public page's booking: origin 'ONLINE', its status, and a 'created' event of source
 * 'online_booking' (no user). With an Idempotency-Key, a repeated request answers the first answer
 * and books nothing. `em` may already be a transaction (the caller's other writes then stand or
 * fall with it): a refusal leaves that transaction as it was, usable.
 */
export async function createAppointment(
  em: Em,
  actor: CalendarActor,
  input: CreateAppointment,
  origin?: BookingOrigin,
): Promise<BookedAppointment> {
  const { idempotencyKey, ...booking } = input;
  const once = idempotencyKey
    ? {
        table: APPOINTMENT_REQUESTS,
        companyId: actor.companyId,
        key: idempotencyKey,
        body: booking,
        reusedMessage: T.idempotencyReused,
      }
    : null;
  // Without a key everything a booking writes is inside its own savepoint (bookAppointment), so within
  // a caller's transaction it joins it: an outer savepoint would only cost round trips. With a key,
  // the key's claim must go with a refusal, so it nests.
  const propagation = once ? TransactionPropagation.NESTED : TransactionPropagation.REQUIRED;
  return em.transactional((tx) => onceByKey(tx, once, () => bookAppointment(tx, actor, booking, origin)), { propagation });
}

async function bookAppointment(
  tx: Em,
  actor: CalendarActor,
  input: Omit<CreateAppointment, 'idempotencyKey'>,
  origin?: BookingOrigin,
): Promise<BookedAppointment> {
  const { companyId } = actor;
  const { client, service, professional, endTime } = await bookingParties(tx, companyId, input);
  const slot = { date: input.date, startTime: input.startTime, endTime };
  const refusal = await slotRefusal(tx, companyId, {
    slot,
    service: { ...serviceWindow(service), id: service.id },
    professional,
  });
  if (refusal) throw refusalError(refusal);
  const id = await guardSlot(() =>
    tx.transactional(async (inner) => {
      await queueForClient(inner, companyId, client.id);
      await queueForDays(inner, companyId, professional.id, [slot.date]);
      const appointment = make(inner, AppointmentSchema, {
        companyId,
        clientId: client.id,
        serviceId: service.id,
        professionalId: professional.id,
        seriesId: null,
        ...slot,
        status: origin?.status ?? 'PENDING',
        origin: origin?.origin ?? 'STAFF',
        notes: input.notes,
        urgencyLevel: null,
        urgencyDescription: null,
        urgencyReportedAt: null,
      });
      logEvent(inner, actor, appointment, 'created', {
        toDate: slot.date,
        toStartTime: slot.startTime,
        toEndTime: slot.endTime,
        ...(origin ? { source: 'online_booking' } : {}),
      });
      // Written first: the professional's own double booking is the constraint's refusal, said as such.
      await inner.flush();
      if (!input.allowClientOverlap) await refuseClientOverlap(inner, companyId, client.id, [slot], [appointment.id]);
      await announceChanges(inner, actor, [appointment.id]);
      return appointment.id;
    }),
  );
  const appointment = await getAppointment(tx, companyId, id);
  return { appointment, warnings: await clientOverlapWarnings(tx, companyId, appointment) };
}

async function changeStatus(
  em: Em,
  actor: CalendarActor,
  id: string,
  decide: (appointment: Appointment) => { status: AppointmentStatus; kind: AppointmentEvent['kind'] } | null,
): Promise<AppointmentData> {
  await em.transactional(async (tx) => {
    const appointment = await lockAppointment(tx, actor.companyId, id);
    const change = decide(appointment);
    if (!change) return;
    const fromStatus = appointment.status;
    appointment.status = change.status;
    logEvent(tx, actor, appointment, change.kind, { fromStatus, toStatus: change.status });
    await tx.flush();
    await announceChanges(tx, actor, [appointment.id], change.status === 'CANCELLED' ? [slotOf(appointment)] : []);
  });
  return getAppointment(em, actor.companyId, id);
}

/** PENDING → CONFIRMED; anything else is refused. */
export function confirmAppointment(em: Em, actor: CalendarActor, id: string): Promise<AppointmentData> {
  return changeStatus(em, actor, id, (a) => {
    refuseFinal(a);
    if (a.status !== 'PENDING') throw conflict(T.onlyPendingConfirm);
    return { status: 'CONFIRMED', kind: 'confirmed' };
  });
}

/**
 * Any non-final status → CANCELLED (the slot is freed). A series member with scope FOLLOWING takes
 * the later open members of its series along; the answer is the one asked for.
 */
export async function cancelAppointment(em: Em, actor: CalendarActor, input: CancelInput): Promise<AppointmentData> {
  if (input.scope === 'FOLLOWING') {
    await cancelFollowing(em, actor, input.id);
    return getAppointment(em, actor.companyId, input.id);
  }
  return changeStatus(em, actor, input.id, (a) => {
    refuseFinal(a);
    return { status: 'CANCELLED', kind: 'cancelled' };
  });
}

const startHasPassed = (a: Appointment, timeZone: string) =>
  isDue({ date: a.date, start_time: a.startTime, status: 'PENDING' }, nowInTimeZone(timeZone));

/** OVERDUE (the spec's client call) once the start has passed; NO_SHOW from any open status. */
function markStatus(em: Em, actor: CalendarActor, id: string, status: 'OVERDUE' | 'NO_SHOW') {
  return changeStatus(em, actor, id, (a) => {
    refuseFinal(a);
    if (a.status === status) return null;
    // A patient who arrived came: not a no-show (decision 054).
    if (status === 'NO_SHOW' && (a.status === 'ARRIVED' || a.status === 'IN_SERVICE')) throw conflict(T.invalidTransition);
    if (status === 'OVERDUE') {
      if (a.status !== 'PENDING' && a.status !== 'CONFIRMED') throw conflict(T.invalidTransition);
      if (!startHasPassed(a, actor.timeZone)) throw conflict(T.notOverdueYet);
    }
    return { status, kind: 'status_changed' };
  });
}

export async function updateAppointment(em: Em, actor: CalendarActor, input: UpdateAppointment): Promise<AppointmentData> {
  if (input.notes !== undefined) {
    const appointment = await findAppointment(em, actor.companyId, input.id);
    appointment.notes = input.notes;
    await em.flush();
  }
  switch (input.status) {
    case 'CONFIRMED':
      return confirmAppointment(em, actor, input.id);
    case 'CANCELLED':
      return cancelAppointment(em, actor, { id: input.id, scope: input.scope });
    case 'OVERDUE':
    case 'NO_SHOW':
      return markStatus(em, actor, input.id, input.status);
    default:
      return getAppointment(em, actor.companyId, input.id);
  }
}

/**
 * Moves an open appointment to a new date and time. The end is the new start plus the
 * appointment's duration unless given; past midnight is refused (§5). An OVERDUE or NO_SHOW
 * appointment becomes PENDING again; the log keeps from → to and the reason.
 */
export async function rescheduleAppointment(em: Em, actor: CalendarActor, input: Reschedule): Promise<BookedAppointment> {
  const current = await findAppointment(em, actor.companyId, input.id);
  refuseFinal(current);
  const professional = await bookingProfessional(em, actor.companyId, input.professionalId ?? current.professionalId);
  if (input.date < nowInTimeZone(actor.timeZone).date) throw badRequest(T.dateBeforeToday);
  const endTime = input.endTime ?? rescheduledEndTime(input.startTime, durationBetween(current.startTime, current.endTime));
  if (endTime === null || timeToMinutes(endTime) <= timeToMinutes(input.startTime)) throw badRequest(T.pastMidnight);
  if (input.scope === 'FOLLOWING' && current.seriesId) {
    await rescheduleFollowing(em, actor, current, { ...input, endTime }, professional);
    const appointment = await getAppointment(em, actor.companyId, input.id);
    return { appointment, warnings: await clientOverlapWarnings(em, actor.companyId, appointment) };
  }
  const slot = { date: input.date, startTime: input.startTime, endTime };
  const service = (await servicesById(em, actor.companyId, [current.serviceId])).get(current.serviceId);
  const refusal = await slotRefusal(em, actor.companyId, {
    slot,
    service: service ? { ...serviceWindow(service), id: service.id } : null,
    professional,
    ignoreIds: [current.id],
  });
  if (refusal) throw refusalError(refusal);
  await guardSlot(() =>
    em.transactional(async (tx) => {
      await queueForClient(tx, actor.companyId, current.clientId);
      await queueForDays(tx, actor.companyId, professional.id, [slot.date]);
      const appointment = await lockAppointment(tx, actor.companyId, input.id);
      refuseFinal(appointment);
      const from = { fromDate: appointment.date, fromStartTime: appointment.startTime, fromEndTime: appointment.endTime };
      const freed = slotOf(appointment);
      const fromStatus = appointment.status;
      Object.assign(appointment, slot, { professionalId: professional.id });
      if (appointment.status === 'OVERDUE' || appointment.status === 'NO_SHOW') appointment.status = 'PENDING';
      logEvent(tx, actor, appointment, 'rescheduled', {
        ...from,
        toDate: slot.date,
        toStartTime: slot.startTime,
        toEndTime: slot.endTime,
        fromStatus,
        toStatus: appointment.status,
        reason: input.reason ?? input.notes ?? T.defaultRescheduleReason,
      });
      await tx.flush();
      if (!input.allowClientOverlap) await refuseClientOverlap(tx, actor.companyId, current.clientId, [slot], [current.id]);
      await announceChanges(tx, actor, [current.id], [freed]);
    }),
  );
  const appointment = await getAppointment(em, actor.companyId, input.id);
  return { appointment, warnings: await clientOverlapWarnings(em, actor.companyId, appointment) };
}

export async function setUrgency(em: Em, actor: CalendarActor, input: UrgencyInput): Promise<AppointmentData> {
  await em.transactional(async (tx) => {
    const appointment = await lockAppointment(tx, actor.companyId, input.id);
    refuseFinal(appointment);
    appointment.urgencyLevel = input.level;
    appointment.urgencyDescription = input.description;
    appointment.urgencyReportedAt = new Date();
    logEvent(tx, actor, appointment, 'urgency_set', { reason: input.description, toStatus: input.level });
  });
  return getAppointment(em, actor.companyId, input.id);
}

export async function clearUrgency(em: Em, actor: CalendarActor, id: string): Promise<AppointmentData> {
  await em.transactional(async (tx) => {
    const appointment = await lockAppointment(tx, actor.companyId, id);
    if (appointment.urgencyLevel === null) return;
    const level = appointment.urgencyLevel;
    appointment.urgencyLevel = null;
    appointment.urgencyDescription = null;
    appointment.urgencyReportedAt = null;
    logEvent(tx, actor, appointment, 'urgency_cleared', { fromStatus: level });
  });
  return getAppointment(em, actor.companyId, id);
}
