import { type Em, type TypedSql, findBySql, isUuid, sql, typedFragment } from '@agenda/db';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import type { AppointmentStatus } from '../shared/status.ts';
import { type Appointment, AppointmentSchema } from './entities/appointment.entity.ts';

// What other features may read of appointments: read functions, and row sources for their SQL
// (joined as subqueries, which PostgreSQL flattens into the same plan as the tables). The names and
// columns here are calendar's contract; its tables stay its own business.

/** An appointment as other features know it: whose, for what, when, and where it stands. */
export interface AppointmentRef {
  id: string;
  clientId: string;
  serviceId: string;
  date: string;
  startTime: string;
  status: AppointmentStatus;
}

export const toAppointmentRef = (a: Appointment): AppointmentRef => ({
  id: a.id,
  clientId: a.clientId,
  serviceId: a.serviceId,
  date: a.date,
  startTime: a.startTime,
  status: a.status,
});

/**
 * The company's appointments among `ids` (malformed or foreign ids are left out). Plain SQL: every
 * appointment change's listeners ask it inside the write (decision 070).
 */
export async function appointmentsById(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, AppointmentRef>> {
  const unique = [...new Set(ids)].filter(isUuid);
  const found = unique.length
    ? await findBySql(em, AppointmentSchema, sql`company_id = ${companyId} and id = any(${unique}::uuid[])`, {
        name: 'calendar_refs_by_id',
      })
    : [];
  return new Map(found.map((a) => [a.id, toAppointmentRef(a)]));
}

/** The client's latest appointment dated before `date`, or null. */
export async function latestAppointmentBefore(
  em: Em,
  companyId: string,
  clientId: string,
  date: string,
): Promise<AppointmentRef | null> {
  const found = await em.findOne(
    AppointmentSchema,
    { companyId, clientId, date: { $lt: date } },
    { orderBy: { date: 'desc', startTime: 'desc' } },
  );
  return found ? toAppointmentRef(found) : null;
}

/** The company's COMPLETED appointments dated on or after `date`. */
export async function completedAppointmentsFrom(em: Em, companyId: string, date: string): Promise<AppointmentRef[]> {
  const found = await em.find(AppointmentSchema, { companyId, status: 'COMPLETED', date: { $gte: date } });
  return found.map(toAppointmentRef);
}

const statusList = (statuses: readonly AppointmentStatus[]) => sql.raw(statuses.map((s) => `'${s}'`).join(', '));

/** Still to happen (or to be marked): booked and maybe confirmed. */
const UPCOMING: readonly AppointmentStatus[] = ['PENDING', 'CONFIRMED'];
/** Past their start and not attended to. */
const OVERDUE: readonly AppointmentStatus[] = ['OVERDUE'];

export interface AppointmentValueRow {
  company_id: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  value_cents: number;
}
// The price is looked up per appointment, not joined: joined, the planner led with the company's four
// services and walked every appointment of each through the (company, service) index, two years of
// them, testing each one's status; chosen first, the open ones come from their own partial index.
const valueRows = (statuses: readonly AppointmentStatus[]) => typedFragment<AppointmentValueRow>({
  company_id: true,
  date: true,
  value_cents: true,
})`select a.company_id, a.date,
       (select s.price_cents from (${SERVICE_BRIEF_SQL}) s where s.company_id = a.company_id and s.id = a.service_id) as value_cents
  from appointment a
 where a.status in (${statusList(statuses)})`;

/**
 * What appointments are expected to bring in, as row sources (`company_id`, `date`, `value_cents`:
 * the price of the booked service): `upcoming` — still to happen; `overdue` — their start passed
 * unattended. Cancelled, missed and completed ones are in neither (a completed one is finalize's
 * payment).
 */
export const APPOINTMENT_VALUE_ROWS: Readonly<Record<'upcoming' | 'overdue', TypedSql<AppointmentValueRow>>> = {
  upcoming: valueRows(UPCOMING),
  overdue: valueRows(OVERDUE),
};

/**
 * The appointments attended to (COMPLETED; finalize's payment holds what was charged): `company_id`,
 * `id`, `professional_id`. Finance's production by professional reads who attended from it.
 */
export interface CompletedAppointmentRow {
  company_id: string;
  id: string;
  professional_id: string;
}
export const COMPLETED_APPOINTMENT_ROWS = typedFragment<CompletedAppointmentRow>({
  company_id: true,
  id: true,
  professional_id: true,
})`select company_id, id, professional_id from appointment
 where status in (${statusList(['COMPLETED'])})`;
