import { addDays, nowInTimeZone } from '@agenda/br';
import { clientsByIds } from '@agenda/clients/server';
import { type Em, PG_UNIQUE_VIOLATION, type Sql, isUuid, make, pgErrorCode, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { activeProfessionals, professionalsById } from '@agenda/team/server';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type { WaitlistEntryData, WaitlistEntryInput } from '../shared/schemas.ts';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { WaitlistEntrySchema } from './entities/waitlist-entry.entity.ts';

export interface WaitlistActor {
  companyId: string;
  userId: string | null;
  timeZone: string;
}

interface EntryRow {
  id: string;
  client_id: string;
  service_id: string;
  professional_ids: string[];
  weekdays: number[];
  periods: string[];
  until: string;
  notes: string | null;
  status: string;
  created_at: Date;
}

interface OfferRow {
  id: string;
  entry_id: string;
  date: string;
  start_time: string;
  professional_id: string;
  expires_at: Date;
}

/**
 * The entries with their patient, service and open offers, as every answer carries them (the names
 * come from the features that own them).
 */
async function entriesWhere(em: Em, companyId: string, where: Sql): Promise<WaitlistEntryData[]> {
  const rows = await runSql<EntryRow>(
    em,
    sql`select id, client_id, service_id, professional_ids, weekdays, periods, until::text as until, notes, status, created_at
          from waitlist_entry
         where company_id = ${companyId} and ${where}
         order by created_at, id`,
  );
  if (rows.length === 0) return [];
  const offers = await runSql<OfferRow>(
    em,
    sql`select id, entry_id, date::text as date, start_time, professional_id, expires_at
          from waitlist_offer
         where company_id = ${companyId} and entry_id = any(${rows.map((r) => r.id)}::uuid[])
           and status = 'aberta' and expires_at > now()
         order by date, start_time`,
  );
  const clients = await clientsByIds(
    em,
    companyId,
    rows.map((r) => r.client_id),
  );
  const services = await servicesById(
    em,
    companyId,
    rows.map((r) => r.service_id),
  );
  const professionals = await professionalsById(
    em,
    companyId,
    offers.map((o) => o.professional_id),
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    clientName: clients.get(r.client_id)?.fullName ?? '',
    serviceId: r.service_id,
    serviceName: services.get(r.service_id)?.name ?? '',
    professionalIds: r.professional_ids,
    weekdays: r.weekdays.map(Number),
    periods: r.periods,
    until: r.until,
    notes: r.notes,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    openOffers: offers
      .filter((o) => o.entry_id === r.id)
      .map((o) => ({
        id: o.id,
        date: o.date,
        startTime: o.start_time,
        professionalName: professionals.get(o.professional_id)?.name ?? '',
        expiresAt: new Date(o.expires_at).toISOString(),
      })),
  }));
}

/** `GET /api/waitlist`: the active entries whose last day has not passed, oldest first. */
export function listEntries(em: Em, actor: WaitlistActor): Promise<WaitlistEntryData[]> {
  const today = nowInTimeZone(actor.timeZone).date;
  return entriesWhere(em, actor.companyId, sql`status = 'ativa' and until >= ${today}::date`);
}

/** `POST /api/waitlist`: the patient, service and professionals must be the clinic's; the last day today to a year ahead. */
export async function addEntry(em: Em, actor: WaitlistActor, input: WaitlistEntryInput): Promise<WaitlistEntryData> {
  const { companyId } = actor;
  const client = isUuid(input.clientId) ? (await clientsByIds(em, companyId, [input.clientId])).get(input.clientId) : undefined;
  if (!client) throw notFound(T.clientNotFound);
  const service = (await servicesById(em, companyId, [input.serviceId])).get(input.serviceId);
  if (!service || service.archivedAt) throw notFound(T.serviceNotFound);
  const professionalIds = [...new Set(input.professionalIds)];
  const professionals = await professionalsById(em, companyId, professionalIds);
  if (professionalIds.some((id) => !professionals.has(id))) throw notFound(T.professionalNotFound);
  const today = nowInTimeZone(actor.timeZone).date;
  if (input.until < today) throw badRequest(T.untilInPast);
  if (input.until > addDays(today, 366)) throw badRequest(T.untilTooFar);
  const id = await em
    .transactional(async (tx) => {
      const entry = make(tx, WaitlistEntrySchema, {
        companyId,
        clientId: client.id,
        serviceId: service.id,
        professionalIds,
        weekdays: [...new Set(input.weekdays)].sort(),
        periods: [...new Set(input.periods)],
        until: input.until,
        notes: input.notes || null,
        status: 'ativa',
        appointmentId: null,
        createdBy: actor.userId,
      });
      await tx.flush();
      return entry.id;
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.alreadyWaiting);
      throw error;
    });
  return (await entriesWhere(em, companyId, sql`id = ${id}`))[0] as WaitlistEntryData;
}

/** `DELETE /api/waitlist/{id}`: the entry leaves the list and its open offers close. */
export async function removeEntry(em: Em, companyId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(T.entryNotFound);
  await em.transactional(async (tx) => {
    const [removed] = await runSql<{ id: string }>(
      tx,
      sql`update waitlist_entry set status = 'removida', updated_at = now()
           where company_id = ${companyId} and id = ${id} and status = 'ativa' returning id`,
    );
    if (!removed) throw notFound(T.entryNotFound);
    await runSql(
      tx,
      sql`update waitlist_offer set status = 'encerrada', updated_at = now()
           where company_id = ${companyId} and entry_id = ${id} and status = 'aberta'`,
    );
  });
}

/** The professionals the form lists as preferences: the clinic's active ones, in the agenda's order. */
export async function formProfessionals(em: Em, companyId: string): Promise<{ id: string; name: string }[]> {
  return (await activeProfessionals(em, companyId)).map((p) => ({ id: p.id, name: p.name }));
}
