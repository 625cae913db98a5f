import { type Em, runSql, sql } from '@agenda/db';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { type AttendanceReport, type ClientAttendance, LATE_CANCEL_HOURS, WEEKDAY_NAMES, rateOf } from '../shared/attendance.ts';

// Attendance figures (decision 054), computed on read: nothing is written for a no-show the day
// ended on, so a report of any period counts the same whether or not someone opened that week.

/** A no-show: marked so, or still expected once its day has ended (`today` in the clinic's zone). */
const noShowSql = (today: string) =>
  sql`(a.status = 'NO_SHOW' or (a.date < ${today}::date and a.status in ('PENDING', 'CONFIRMED', 'OVERDUE')))`;
/** What should have happened: its day ended (or marked no-show), and not cancelled. */
const dueSql = (today: string) => sql`(a.status = 'NO_SHOW' or (a.date < ${today}::date and a.status <> 'CANCELLED'))`;

/** Average wait per professional, and no-show rates per professional and per weekday, of a period. */
export async function attendanceReport(
  em: Em,
  companyId: string,
  period: { startDate: string; endDate: string },
  today: string,
): Promise<AttendanceReport> {
  const inPeriod = sql`a.company_id = ${companyId} and a.date between ${period.startDate}::date and ${period.endDate}::date`;
  const waits = await runSql<{ name: string; patients: number; seconds: string }>(
    em,
    sql`select p.name, count(*)::int as patients, avg(extract(epoch from a.called_at - a.arrived_at))::float8::text as seconds
          from appointment a
          join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
         where ${inPeriod} and a.arrived_at is not null and a.called_at is not null and a.called_at >= a.arrived_at
         group by p.name order by p.name`,
  );
  const byProfessional = await runSql<{ name: string; due: number; missed: number }>(
    em,
    sql`select p.name, count(*)::int as due, count(*) filter (where ${noShowSql(today)})::int as missed
          from appointment a
          join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
         where ${inPeriod} and ${dueSql(today)}
         group by p.name order by p.name`,
  );
  const byWeekday = await runSql<{ dow: number; due: number; missed: number }>(
    em,
    sql`select extract(dow from a.date)::int as dow, count(*)::int as due,
               count(*) filter (where ${noShowSql(today)})::int as missed
          from appointment a
         where ${inPeriod} and ${dueSql(today)}
         group by 1 order by 1`,
  );
  return {
    averageWait: waits.map((w) => ({
      professional: w.name,
      patients: Number(w.patients),
      minutes: Math.round(Number(w.seconds) / 60),
    })),
    noShowsByProfessional: byProfessional.map((r) => ({
      professional: r.name,
      appointments: Number(r.due),
      noShows: Number(r.missed),
      rate: rateOf(Number(r.missed), Number(r.due)),
    })),
    noShowsByWeekday: byWeekday.map((r) => ({
      weekday: WEEKDAY_NAMES[Number(r.dow)] ?? '',
      appointments: Number(r.due),
      noShows: Number(r.missed),
      rate: rateOf(Number(r.missed), Number(r.due)),
    })),
  };
}

/**
 * A client's no-shows and late cancellations (cancelled less than LATE_CANCEL_HOURS before the
 * start, in the clinic's time zone, by whoever cancelled).
 */
export async function clientAttendance(
  em: Em,
  companyId: string,
  clientId: string,
  today: string,
  timeZone: string,
): Promise<ClientAttendance> {
  const [row] = await runSql<{ missed: number; late: number }>(
    em,
    sql`select count(*) filter (where ${noShowSql(today)})::int as missed,
               count(*) filter (where a.status = 'CANCELLED' and exists (
                 select 1 from appointment_event e
                  where e.company_id = a.company_id and e.appointment_id = a.id and e.kind = 'cancelled'
                    and e.at > ((a.date + make_time(substr(a.start_time, 1, 2)::int, substr(a.start_time, 4, 2)::int, 0))
                                 at time zone ${timeZone}) - make_interval(hours => ${LATE_CANCEL_HOURS})))::int as late
          from appointment a
         where a.company_id = ${companyId} and a.client_id = ${clientId}`,
  );
  return { noShows: Number(row?.missed ?? 0), lateCancellations: Number(row?.late ?? 0) };
}
