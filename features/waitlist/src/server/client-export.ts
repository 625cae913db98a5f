import { type Em, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';

/**
 * The client's part of their data export (LGPD): every wish they left on the list, whatever became of
 * it, with the offers made to them (the tokens are links, not data: left out).
 */
export async function waitlistExport(em: Em, companyId: string, clientId: string): Promise<Record<string, unknown>> {
  const entries = await runSql<{
    id: string;
    service_id: string;
    weekdays: number[];
    periods: string[];
    until: string;
    notes: string | null;
    status: string;
    created_at: Date;
  }>(
    em,
    sql`select id, service_id, weekdays, periods, until::text as until, notes, status, created_at
          from waitlist_entry where company_id = ${companyId} and client_id = ${clientId} order by created_at, id`,
  );
  if (entries.length === 0) return { waitlist: [] };
  const offers = await runSql<{ entry_id: string; date: string; start_time: string; status: string; expires_at: Date }>(
    em,
    sql`select entry_id, date::text as date, start_time, status, expires_at from waitlist_offer
         where company_id = ${companyId} and entry_id = any(${entries.map((e) => e.id)}::uuid[]) order by created_at, id`,
  );
  const services = await servicesById(
    em,
    companyId,
    entries.map((e) => e.service_id),
  );
  return {
    waitlist: entries.map((e) => ({
      service: services.get(e.service_id)?.name ?? null,
      weekdays: e.weekdays.map(Number),
      periods: e.periods,
      until: e.until,
      notes: e.notes,
      status: e.status,
      createdAt: new Date(e.created_at).toISOString(),
      offers: offers
        .filter((o) => o.entry_id === e.id)
        .map((o) => ({
          date: o.date,
          startTime: o.start_time,
          status: o.status,
          expiresAt: new Date(o.expires_at).toISOString(),
        })),
    })),
  };
}
