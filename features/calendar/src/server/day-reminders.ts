import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, type Sql, isUuid, runSql, sql } from '@agenda/db';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import type { AppointmentStatus } from '../shared/status.ts';

/** One appointment of the day as the reminders list ('Confirmações') shows it. */
export interface DayReminderAppointment {
  appointmentId: string;
  date: string;
  startTime: string;
  endTime: string;
  status: AppointmentStatus;
  clientName: string;
  phone: string;
  /** The patient's e-mail, when known (reminders by e-mail). */
  email: string | null;
  professionalId: string;
  professionalName: string;
  serviceName: string;
  /** The patient asked, through their link, to move this slot. */
  rescheduleRequested: boolean;
}

interface Row {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: AppointmentStatus;
  client_name: string;
  phone: string;
  email: string | null;
  professional_id: string;
  professional_name: string;
  service_name: string;
  reschedule_requested: boolean;
}

const reminderRows = (where: Sql, limit: Sql) => sql`
select a.id, a.date::text as date, a.start_time, a.end_time, a.status, c.full_name as client_name, c.phone, c.email,
       p.id as professional_id, p.name as professional_name, s.name as service_name,
       exists (select 1 from appointment_event e
               where e.company_id = a.company_id and e.appointment_id = a.id and e.kind = 'reschedule_requested'
                 and e.to_date = a.date and e.to_start_time = a.start_time) as reschedule_requested
  from appointment a
  join (${CLIENT_BRIEF_SQL}) c on c.company_id = a.company_id and c.id = a.client_id
  join (${SERVICE_BRIEF_SQL}) s on s.company_id = a.company_id and s.id = a.service_id
  join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
 where ${where}
 order by a.start_time, p.name, a.created_at
 ${limit}`;

/** Every appointment of one date (any status), by time, then professional. */
export async function dayReminders(em: Em, companyId: string, date: string): Promise<DayReminderAppointment[]> {
  const rows = await runSql<Row>(
    em,
    reminderRows(sql`a.company_id = ${companyId} and a.date = ${date}::date`, sql.raw('limit 500')),
    'calendar_day_reminders',
  );
  return rows.map(toReminder);
}

/** The same facts of the appointments among `ids`, however many (the outbox sends a whole day's reminders). */
export async function remindedAppointments(em: Em, companyId: string, ids: readonly string[]): Promise<DayReminderAppointment[]> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await runSql<Row>(
    em,
    reminderRows(sql`a.company_id = ${companyId} and a.id = any(${valid}::uuid[])`, sql.raw('')),
  );
  return rows.map(toReminder);
}

const toReminder = (r: Row): DayReminderAppointment => ({
  appointmentId: r.id,
  date: r.date,
  startTime: r.start_time,
  endTime: r.end_time,
  status: r.status,
  clientName: r.client_name,
  phone: r.phone,
  email: r.email,
  professionalId: r.professional_id,
  professionalName: r.professional_name,
  serviceName: r.service_name,
  rescheduleRequested: r.reschedule_requested,
});
