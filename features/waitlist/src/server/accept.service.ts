import { type ClinicCard, clinicCard } from '@agenda/auth/server';
import { nowInTimeZone } from '@agenda/br';
import { createAppointment } from '@agenda/calendar/server';
import { clientsByIds } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { professionalsById } from '@agenda/team/server';
import { type BaseContext, type RateRule, TRPCError, byIp, conflict, inCompanyTransaction, notFound } from '@agenda/trpc';
import type { PublicOffer } from '../shared/schemas.ts';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { companyOfToken } from './token.ts';

const MINUTE = 60;
/** The token cannot be guessed (192 random bits), but nobody gets to try: per address and per link. */
export const OFFER_LINK_LIMITS: readonly RateRule[] = [
  { name: 'waitlist-offer:ip', limit: 60, windowSeconds: 10 * MINUTE, key: byIp },
  {
    name: 'waitlist-offer:token',
    limit: 30,
    windowSeconds: 10 * MINUTE,
    key: (_ctx, input) => String((input as { token?: unknown } | undefined)?.token ?? '').slice(0, 100) || null,
  },
];

interface OfferRow {
  id: string;
  entry_id: string;
  professional_id: string;
  service_id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: 'aberta' | 'aceita' | 'preenchida' | 'encerrada';
  expires_at: Date;
  expired: boolean;
  appointment_id: string | null;
}

const OFFER_COLUMNS = sql.raw(`id, entry_id, professional_id, service_id, date::text as date, start_time, end_time, status,
  expires_at, expires_at <= now() as expired, appointment_id`);

async function offerByToken(tx: Em, companyId: string, token: string): Promise<OfferRow | undefined> {
  const [offer] = await runSql<OfferRow>(
    tx,
    sql`select ${OFFER_COLUMNS} from waitlist_offer where company_id = ${companyId} and token = ${token}`,
  );
  return offer;
}

/** What the patient's page shows: the clinic, the slot, the first name; nothing else of the patient. */
async function publicOffer(tx: Em, companyId: string, clinic: ClinicCard, offer: OfferRow): Promise<PublicOffer> {
  const [entry] = await runSql<{ client_id: string }>(
    tx,
    sql`select client_id from waitlist_entry where company_id = ${companyId} and id = ${offer.entry_id}`,
  );
  const client = entry ? (await clientsByIds(tx, companyId, [entry.client_id])).get(entry.client_id) : undefined;
  const service = (await servicesById(tx, companyId, [offer.service_id])).get(offer.service_id);
  const professional = (await professionalsById(tx, companyId, [offer.professional_id])).get(offer.professional_id);
  return {
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    firstName: client?.fullName.trim().split(/\s+/)[0] ?? '',
    service: service?.name ?? '',
    professional: professional?.name ?? '',
    date: offer.date,
    startTime: offer.start_time,
    endTime: offer.end_time,
    expiresAt: new Date(offer.expires_at).toISOString(),
    validUntil: nowInTimeZone(clinic.timeZone, new Date(offer.expires_at)),
    status: offer.status === 'aberta' && offer.expired ? 'expirada' : offer.status,
  };
}

/** Runs `work` with the offer a link opens, in its clinic's transaction; 404 for any token that opens nothing. */
function withOffer<T>(
  ctx: BaseContext,
  token: string,
  work: (tx: Em, companyId: string, clinic: ClinicCard, offer: OfferRow) => Promise<T>,
): Promise<T> {
  const companyId = companyOfToken(token);
  if (!companyId) throw notFound(T.offerNotFound);
  return inCompanyTransaction(ctx, companyId, async (tx) => {
    const clinic = await clinicCard(tx, companyId);
    const offer = clinic && (await offerByToken(tx, companyId, token));
    if (!clinic || !offer) throw notFound(T.offerNotFound);
    return work(tx, companyId, clinic, offer);
  });
}

/** `GET /api/public/waitlist/{token}`: the offer as the patient's page shows it. */
export function openOffer(ctx: BaseContext, token: string): Promise<{ offer: PublicOffer }> {
  return withOffer(ctx, token, async (tx, companyId, clinic, offer) => ({
    offer: await publicOffer(tx, companyId, clinic, offer),
  }));
}

/**
 * `POST /api/public/waitlist/{token}/accept`: books the slot for the patient through calendar's own
 * booking (its rules, its guard), in one transaction with the offer, the entry and the slot's other
 * offers. Exactly once (decision 059): the accepts of one professional's day queue on one lock
 * before they read their offer, so the second reads 'preenchida' (409) and never books; calendar's
 * guard still refuses anything else that took the time meanwhile (409). Accepting one's own accepted
 * offer again answers the same appointment. An expired or closed offer is a 409 with why.
 */
export function acceptOffer(ctx: BaseContext, token: string): Promise<{ offer: PublicOffer; appointmentId: string }> {
  return withOffer(ctx, token, async (tx, companyId, clinic, first) => {
    await runSql(
      tx,
      sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${companyId}:${first.professional_id}:${first.date}`}, 0))`,
    );
    // Read again under the lock: another accept of this slot may have just committed.
    const offer = (await offerByToken(tx, companyId, token)) as OfferRow;
    if (offer.status === 'aceita' && offer.appointment_id)
      return { offer: await publicOffer(tx, companyId, clinic, offer), appointmentId: offer.appointment_id };
    if (offer.status === 'preenchida') throw conflict(T.slotTaken);
    if (offer.status !== 'aberta') throw conflict(T.offerClosed);
    if (offer.expired) throw conflict(T.offerExpired);
    const [entry] = await runSql<{ client_id: string; status: string }>(
      tx,
      sql`select client_id, status from waitlist_entry where company_id = ${companyId} and id = ${offer.entry_id} for update`,
    );
    if (entry?.status !== 'ativa') throw conflict(T.offerClosed);
    const booked = await createAppointment(
      tx,
      { companyId, userId: null, timeZone: clinic.timeZone, extensions: ctx.extensions },
      {
        clientId: entry.client_id,
        serviceId: offer.service_id,
        professionalId: offer.professional_id,
        date: offer.date,
        startTime: offer.start_time,
        endTime: offer.end_time,
        notes: T.bookedNote,
        allowClientOverlap: false,
      },
      { origin: 'ONLINE', status: 'CONFIRMED' },
    ).catch((error: unknown) => {
      if (error instanceof TRPCError && (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST'))
        throw conflict(error.code === 'CONFLICT' ? T.slotTaken : T.offerClosed);
      throw error;
    });
    const appointmentId = booked.appointment.id;
    await runSql(
      tx,
      sql`update waitlist_offer set status = 'aceita', accepted_at = now(), appointment_id = ${appointmentId}, updated_at = now()
           where company_id = ${companyId} and id = ${offer.id}`,
    );
    await runSql(
      tx,
      sql`update waitlist_entry set status = 'atendida', appointment_id = ${appointmentId}, updated_at = now()
           where company_id = ${companyId} and id = ${offer.entry_id}`,
    );
    // The slot's other offers are taken; the patient's other offers close (their wish is met).
    await runSql(
      tx,
      sql`update waitlist_offer set status = case when entry_id = ${offer.entry_id} then 'encerrada' else 'preenchida' end,
                 updated_at = now()
           where company_id = ${companyId} and status = 'aberta' and id <> ${offer.id}
             and (entry_id = ${offer.entry_id}
                  or (professional_id = ${offer.professional_id} and date = ${offer.date}::date
                      and start_time < ${offer.end_time} and end_time > ${offer.start_time}))`,
    );
    const after = (await offerByToken(tx, companyId, token)) as OfferRow;
    return { offer: await publicOffer(tx, companyId, clinic, after), appointmentId };
  });
}
