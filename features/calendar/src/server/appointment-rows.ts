import { USER_BRIEF_SQL } from '@agenda/auth/server';
import { centsToReais } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { type Em, type Sql, type SqlTarget, runSql, sql } from '@agenda/db';
import {
  type AppointmentData,
  type AppointmentEventData,
  type AppointmentEventKind,
  type AppointmentOrigin,
  ONLINE_BOOKING_AUTHOR,
  PATIENT_LINK_AUTHOR,
} from '../shared/model.ts';
import type { AppointmentStatus } from '../shared/status.ts';
import type { UrgencyLevel } from '../shared/urgency.ts';

// The calendar's reads: one query with its joins, shaped in one place. The weekly read is the hot
// path of the product (budget: p95 ≤ 10 ms), so no ORM hydration here.

/** ISO 8601 instants are made by the database: the driver's timestamp parsing is configured by the ORM. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

// The three reschedule flags come from one look at the appointment's reschedule events (a lateral
// aggregate): three `exists`, one index probe each, were a third of the weekly read's page visits.
const SELECT = sql`
select a.id, a.date::text as date, a.start_time, a.end_time, a.status, a.notes, a.series_id, a.origin,
       ${iso('a.created_at')} as created_at, ${iso('a.updated_at')} as updated_at,
       a.urgency_level, a.urgency_description, ${iso('a.urgency_reported_at')} as urgency_reported_at,
       ${iso('a.arrived_at')} as arrived_at, ${iso('a.called_at')} as called_at,
       c.id as client_id, c.full_name as client_name, c.phone as client_phone, c.notes as client_notes,
       s.id as service_id, s.name as service_name, s.duration as service_duration, s.price_cents as service_price_cents,
       p.id as professional_id, p.name as professional_name, p.color as professional_color,
       coalesce(ev.rescheduled, false) as rescheduled,
       coalesce(ev.reschedule_requested, false) as reschedule_requested,
       coalesce(ev.rescheduled_by_patient, false) as rescheduled_by_patient
  from a
  join (${CLIENT_BRIEF_SQL}) c on c.company_id = a.company_id and c.id = a.client_id
  join (${SERVICE_BRIEF_SQL}) s on s.company_id = a.company_id and s.id = a.service_id
  join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
  left join lateral (
    select bool_or(e.kind = 'rescheduled') as rescheduled,
           bool_or(e.kind = 'reschedule_requested' and e.to_date = a.date and e.to_start_time = a.start_time)
             as reschedule_requested,
           bool_or(e.kind = 'rescheduled' and e.source = 'patient_link' and e.to_date = a.date and e.to_start_time = a.start_time)
             as rescheduled_by_patient
      from appointment_event e
     where e.company_id = a.company_id and e.appointment_id = a.id and e.kind in ('rescheduled', 'reschedule_requested')
  ) ev on true`;

/**
 * The appointments `chosen` selects (from `appointment`, with their own conditions) with their client,
 * service and professional. They are chosen first, on their own: planned as one join, the (company,
 * service) index looked selective (a service belongs to one company, which the planner cannot know)
 * and a professional's day walked every appointment of the company's services — 14 rows read as 14,000.
 */
const rowsOf = (chosen: Sql, order: Sql = sql``) => sql`with a as materialized (${chosen})
${SELECT}${order}`;

/**
 * The weekly read: every appointment of a company from startDate to endDate, or only those of some
 * professionals. Two texts, one per shape, whatever the values: the unfiltered read plans as before.
 */
export const periodSql = (
  companyId: string,
  startDate: string,
  endDate: string,
  professionalIds: readonly string[] | null = null,
): Sql =>
  rowsOf(
    sql`select * from appointment
 where company_id = ${companyId} and date between ${startDate}::date and ${endDate}::date${
   professionalIds ? sql` and professional_id = any(${[...professionalIds]}::uuid[])` : sql``
 }`,
    sql`
 order by a.date, a.start_time, a.created_at`,
  );

export interface AppointmentRow {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: AppointmentStatus;
  notes: string | null;
  series_id: string | null;
  origin: AppointmentOrigin;
  created_at: string;
  updated_at: string;
  urgency_level: UrgencyLevel | null;
  urgency_description: string | null;
  urgency_reported_at: string | null;
  arrived_at: string | null;
  called_at: string | null;
  client_id: string;
  client_name: string;
  client_phone: string;
  client_notes: string | null;
  service_id: string;
  service_name: string;
  service_duration: number;
  service_price_cents: number;
  professional_id: string;
  professional_name: string;
  professional_color: string;
  rescheduled: boolean;
  reschedule_requested: boolean;
  rescheduled_by_patient: boolean;
}

export function toAppointmentData(row: AppointmentRow): AppointmentData {
  return {
    id: row.id,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    client: { id: row.client_id, fullName: row.client_name, phone: row.client_phone, notes: row.client_notes },
    service: {
      id: row.service_id,
      name: row.service_name,
      duration: row.service_duration,
      price: centsToReais(row.service_price_cents),
    },
    professionalId: row.professional_id,
    professional: { id: row.professional_id, name: row.professional_name, color: row.professional_color },
    urgency:
      row.urgency_level && row.urgency_reported_at
        ? {
            level: row.urgency_level,
            description: row.urgency_description ?? '',
            reportedAt: row.urgency_reported_at,
          }
        : null,
    rescheduled: row.rescheduled,
    seriesId: row.series_id,
    rescheduleRequested: row.reschedule_requested,
    rescheduledByPatient: row.rescheduled_by_patient,
    origin: row.origin,
    arrivedAt: row.arrived_at,
    calledAt: row.called_at,
  };
}

export function appointmentRowsBetween(
  db: SqlTarget,
  companyId: string,
  startDate: string,
  endDate: string,
  professionalIds: readonly string[] | null = null,
) {
  const statement = periodSql(companyId, startDate, endDate, professionalIds);
  return runSql<AppointmentRow>(db, statement, professionalIds ? 'calendar_period_professionals' : 'calendar_period');
}

export async function appointmentRowById(em: Em, companyId: string, id: string): Promise<AppointmentRow | undefined> {
  const statement = rowsOf(sql`select * from appointment where company_id = ${companyId} and id = ${id}`);
  return (await runSql<AppointmentRow>(em, statement, 'calendar_by_id'))[0];
}

/** Today's open appointments with an urgency: the waiting room holds the patients of the day. */
export function urgentAppointmentRows(em: Em, companyId: string, today: string) {
  const statement = rowsOf(sql`select * from appointment
 where company_id = ${companyId} and urgency_level is not null and status in ('PENDING', 'CONFIRMED', 'OVERDUE', 'ARRIVED')
   and date = ${today}::date`);
  return runSql<AppointmentRow>(em, statement, 'calendar_urgent');
}

interface EventRow {
  id: string;
  kind: AppointmentEventKind;
  from_date: string | null;
  from_start_time: string | null;
  from_end_time: string | null;
  to_date: string | null;
  to_start_time: string | null;
  to_end_time: string | null;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  user_name: string | null;
  at: string;
}

const eventsSql = (companyId: string, appointmentId: string) => sql`
select e.id, e.kind, e.from_date::text as from_date, e.from_start_time, e.from_end_time,
       e.to_date::text as to_date, e.to_start_time, e.to_end_time, e.from_status, e.to_status, e.reason,
       coalesce(u.full_name, case e.source when 'patient_link' then ${PATIENT_LINK_AUTHOR}::text
                                     when 'online_booking' then ${ONLINE_BOOKING_AUTHOR}::text end) as user_name,
       ${iso('e.at')} as at
  from appointment_event e
  left join (${USER_BRIEF_SQL}) u on u.company_id = e.company_id and u.id = e.user_id
 where e.company_id = ${companyId} and e.appointment_id = ${appointmentId}
 order by e.at, e.created_at`;

const range = (date: string | null, start: string | null, end: string | null) =>
  date && start && end ? { date, startTime: start, endTime: end } : null;

export async function appointmentEvents(em: Em, companyId: string, appointmentId: string): Promise<AppointmentEventData[]> {
  const rows = await runSql<EventRow>(em, eventsSql(companyId, appointmentId));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    from: range(r.from_date, r.from_start_time, r.from_end_time),
    to: range(r.to_date, r.to_start_time, r.to_end_time),
    fromStatus: r.from_status,
    toStatus: r.to_status,
    reason: r.reason,
    userName: r.user_name,
    at: r.at,
  }));
}

/**
 * A professional's appointments still to come (from `today`, active ones): what is left to reassign
 * when they stop attending. At most 500, the nearest first.
 */
export function upcomingRowsOf(em: Em, companyId: string, professionalId: string, today: string) {
  const statement = rowsOf(
    sql`select * from appointment
 where company_id = ${companyId} and professional_id = ${professionalId} and date >= ${today}::date
   and status in ('PENDING', 'CONFIRMED')
 order by date, start_time
 limit 500`,
    sql`
 order by a.date, a.start_time`,
  );
  return runSql<AppointmentRow>(em, statement, 'calendar_upcoming_of');
}

/** The members of a series, by date (what creating it answers). */
export function appointmentRowsOfSeries(em: Em, companyId: string, seriesId: string) {
  const statement = rowsOf(
    sql`select * from appointment where company_id = ${companyId} and series_id = ${seriesId}`,
    sql`
 order by a.date, a.start_time`,
  );
  return runSql<AppointmentRow>(em, statement);
}
