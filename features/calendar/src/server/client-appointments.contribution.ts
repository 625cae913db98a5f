import type { Em } from '@agenda/db';
import { legacySql } from '@agenda/db';
import type { ClientAppointmentFact } from '@agenda/clients/server';

// What calendar tells the clients feature about a client's appointments (its extension points), so
// clients can list, count and keep them without naming calendar's tables.

interface FactRow {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: string;
  notes: string | null;
  service_id: string | null;
  service_name: string | null;
  service_price_cents: number | null;
}

const CLIENT_APPOINTMENTS_SQL = `
select a.id, a.date::text as date, a.start_time, a.end_time, a.status, a.notes,
       s.id as service_id, s.name as service_name, s.price_cents as service_price_cents
  from appointment a
  left join service s on s.company_id = a.company_id and s.id = a.service_id
 where a.company_id = ? and a.client_id = ?
 order by a.date desc, a.start_time desc, a.created_at desc`;

/** The client's appointments, newest first. */
export async function appointmentsOfClient(em: Em, companyId: string, clientId: string): Promise<ClientAppointmentFact[]> {
  const rows = await legacySql<FactRow>(em, CLIENT_APPOINTMENTS_SQL, [companyId, clientId]);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: r.start_time,
    endTime: r.end_time,
    status: r.status,
    notes: r.notes,
    service:
      r.service_id && r.service_name !== null
        ? { id: r.service_id, name: r.service_name, priceCents: Number(r.service_price_cents ?? 0) }
        : null,
  }));
}

/** How many appointments the client row aliased `clientAlias` has (served by appointment_company_client_idx). */
export const appointmentCountSql = (clientAlias: string): string =>
  `(select count(*) from appointment ca where ca.company_id = ${clientAlias}.company_id and ca.client_id = ${clientAlias}.id)`;

/** A client with any appointment is kept (archived) rather than deleted: the appointments point to it. */
export async function clientHasAppointments(em: Em, companyId: string, clientId: string): Promise<boolean> {
  const rows = await legacySql<{ found: boolean }>(
    em,
    'select exists (select 1 from appointment where company_id = ? and client_id = ?) as found',
    [companyId, clientId],
  );
  return Boolean(rows[0]?.found);
}
