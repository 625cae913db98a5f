import type { AppointmentCountFragment, ClientAppointmentFact } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';

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

/** The client's appointments, newest first. */
export async function appointmentsOfClient(em: Em, companyId: string, clientId: string): Promise<ClientAppointmentFact[]> {
  const rows = await runSql<FactRow>(
    em,
    sql`select a.id, a.date::text as date, a.start_time, a.end_time, a.status, a.notes,
               s.id as service_id, s.name as service_name, s.price_cents as service_price_cents
          from appointment a
          left join (${SERVICE_BRIEF_SQL}) s on s.company_id = a.company_id and s.id = a.service_id
         where a.company_id = ${companyId} and a.client_id = ${clientId}
         order by a.date desc, a.start_time desc, a.created_at desc`,
  );
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

/** How many appointments the clients list's client row has (served by appointment_company_client_idx). */
export const appointmentCountOf: AppointmentCountFragment = (client) =>
  sql`(select count(*) from appointment ca where ca.company_id = ${client.companyId} and ca.client_id = ${client.id})`;

/** A client with any appointment is kept (archived) rather than deleted: the appointments point to it. */
export async function clientHasAppointments(em: Em, companyId: string, clientId: string): Promise<boolean> {
  const rows = await runSql<{ found: boolean }>(
    em,
    sql`select exists (select 1 from appointment where company_id = ${companyId} and client_id = ${clientId}) as found`,
  );
  return Boolean(rows[0]?.found);
}
