import { type Em, PG_EXCLUSION_VIOLATION, findOneBySql, isUuid, make, pgErrorCode, runSql, sql } from '@agenda/db';
import { type Extensions, conflict, notFound } from '@agenda/trpc';
import { isFinalStatus } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { type Appointment, AppointmentSchema } from './entities/appointment.entity.ts';
import { type AppointmentEvent, AppointmentEventSchema } from './entities/appointment-event.entity.ts';

// The pieces every change of appointments shares: who acts, the log, the locks and the guard.

/** The first answers of bookings by their Idempotency-Key (Migration20261204004000_one_client_one_chair). */
export const APPOINTMENT_REQUESTS = 'appointment_request';

/** Who acts: the company (tenant), the user (for the log) and the company's time zone. */
export interface CalendarActor {
  companyId: string;
  userId: string | null;
  timeZone: string;
  /** The server's extensions: the appointment-change listeners are told of each write (points.ts). */
  extensions?: Extensions;
}

type EventFields = Partial<Omit<AppointmentEvent, 'id' | 'companyId' | 'appointmentId' | 'kind' | 'userId' | 'at'>>;

export function logEvent(
  em: Em,
  actor: CalendarActor,
  appointment: Appointment,
  kind: AppointmentEvent['kind'],
  fields: EventFields = {},
) {
  make(em, AppointmentEventSchema, {
    companyId: actor.companyId,
    appointmentId: appointment.id,
    kind,
    fromDate: null,
    fromStartTime: null,
    fromEndTime: null,
    toDate: null,
    toStartTime: null,
    toEndTime: null,
    fromStatus: null,
    toStatus: null,
    reason: null,
    userId: actor.userId,
    at: new Date(),
    ...fields,
  });
}

/** The database's exclusion constraint is the guard against double booking; its refusal is a 409. */
export async function guardSlot<R>(write: () => Promise<R>, message: string = T.slotTaken): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(message);
    throw error;
  }
}

/**
 * Bookings of one professional's day wait for each other, in turn, until the transaction ends. Without
 * it, many bookings of one slot at once each insert and then wait on the others' rows, and the waits
 * cross into deadlocks the database takes a second each to break; in turn, each one after the first
 * meets the committed booking at once and answers 409. The exclusion constraint still decides.
 * Several days (a series) are taken in date order, so two writers never wait on each other crosswise.
 */
export async function queueForDays(tx: Em, companyId: string, professionalId: string, dates: readonly string[]) {
  for (const date of [...new Set(dates)].sort())
    await runSql(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`${companyId}:${professionalId}:${date}`}, 0))`);
}

export async function findAppointment(em: Em, companyId: string, id: string): Promise<Appointment> {
  const found = isUuid(id) ? await em.findOne(AppointmentSchema, { id, companyId }) : null;
  if (!found) throw notFound(T.notFound);
  return found;
}

/** The appointment, read fresh and locked for the rest of the transaction: concurrent changes queue up. */
export async function lockAppointment(tx: Em, companyId: string, id: string): Promise<Appointment> {
  if (!isUuid(id)) throw notFound(T.notFound);
  const found = await findOneBySql(tx, AppointmentSchema, sql`company_id = ${companyId} and id = ${id}`, {
    name: 'calendar_lock_appointment',
    forUpdate: true,
  });
  if (!found) throw notFound(T.notFound);
  return found;
}

export function refuseFinal(appointment: Appointment) {
  if (isFinalStatus(appointment.status)) throw conflict(T.finalStatus);
}
