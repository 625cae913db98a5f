import { type Em, type Sql, sql } from '@agenda/db';
import { type AppointmentRef, toAppointmentRef } from './appointment-reads.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';

// What the recall list reads of appointments (calendar's contract, its tables its own business).

/**
 * For each client and service among `services` (a row source with `company_id`, `id`), the last
 * COMPLETED visit and whether the client already has that service booked again (PENDING or
 * CONFIRMED, dated on or after that visit), as a row source: `company_id`, `client_id`,
 * `service_id`, `last_visit` (date), `booked`. One pass over the services' completed appointments
 * (the company-and-service index), one index probe per row for the booking.
 */
export function lastVisitRows(services: Sql): Sql {
  return sql`select v.company_id, v.client_id, v.service_id, v.last_visit,
      exists (select 1 from appointment b
               where b.company_id = v.company_id and b.client_id = v.client_id and b.service_id = v.service_id
                 and b.status in ('PENDING', 'CONFIRMED') and b.date >= v.last_visit) as booked
    from (select a.company_id, a.client_id, a.service_id, max(a.date) as last_visit
            from appointment a
            join (${services}) rs on rs.company_id = a.company_id and rs.id = a.service_id
           where a.status = 'COMPLETED'
           group by a.company_id, a.client_id, a.service_id) v`;
}

/** The company's appointments still to happen (PENDING or CONFIRMED) dated on or after `date`. */
export async function activeBookingsFrom(em: Em, companyId: string, date: string): Promise<AppointmentRef[]> {
  const found = await em.find(
    AppointmentSchema,
    { companyId, status: { $in: ['PENDING', 'CONFIRMED'] }, date: { $gte: date } },
    { orderBy: { date: 'asc', startTime: 'asc' } },
  );
  return found.map(toAppointmentRef);
}
