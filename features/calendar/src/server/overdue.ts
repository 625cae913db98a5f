import { type SqlTarget, runSql, sql } from '@agenda/db';
import type { AppointmentRow } from './appointment-rows.ts';

/** A PENDING or CONFIRMED appointment whose start has passed (wall clock of the company's zone). */
export function isDue(row: { date: string; start_time: string; status: string }, now: { date: string; time: string }): boolean {
  if (row.status !== 'PENDING' && row.status !== 'CONFIRMED') return false;
  return row.date < now.date || (row.date === now.date && row.start_time < now.time);
}

// One statement for the whole period: mark, and log each change with the status it left.
const markOverdueSql = (
  companyId: string,
  period: { startDate: string; endDate: string },
  now: { date: string; time: string },
) => sql`
with due as (
  select id, status from appointment
   where company_id = ${companyId} and date between ${period.startDate}::date and ${period.endDate}::date
     and status in ('PENDING', 'CONFIRMED')
     and (date < ${now.date}::date or (date = ${now.date}::date and start_time < ${now.time}))
   for update skip locked
), marked as (
  update appointment a set status = 'OVERDUE', updated_at = now()
    from due where a.id = due.id
  returning a.id, a.company_id, due.status as from_status
)
insert into appointment_event (id, company_id, appointment_id, kind, from_status, to_status, at, created_at, updated_at)
select gen_random_uuid(), company_id, id, 'status_changed', from_status, 'OVERDUE', now(), now(), now() from marked
returning appointment_id`;

/**
 * Marks as OVERDUE, in one statement, the period's PENDING and CONFIRMED appointments whose start
 * has passed, when the rows just read hold any (the common read changes nothing and costs nothing
 * more). The rows are patched in place. Rows locked by a concurrent change are left for the next read.
 */
export async function markOverdue(
  db: SqlTarget,
  companyId: string,
  period: { startDate: string; endDate: string },
  rows: AppointmentRow[],
  now: { date: string; time: string },
): Promise<void> {
  if (!rows.some((row) => isDue(row, now))) return;
  const marked = await runSql<{ appointment_id: string }>(db, markOverdueSql(companyId, period, now));
  const ids = new Set(marked.map((m) => m.appointment_id));
  for (const row of rows) if (ids.has(row.id)) row.status = 'OVERDUE';
}
