import { clinicCard } from '@agenda/auth/server';
import { addMinutesToTime, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type FreedSlot, clientBusyAt, freeSlotsBetween } from '@agenda/calendar/server';
import { clientsByIds } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { enqueueDirectMessage } from '@agenda/messages/server';
import { servicesById } from '@agenda/services/server';
import { professionalsById } from '@agenda/team/server';
import { TRPCError } from '@agenda/trpc';
import { randomUUID } from 'node:crypto';
import { type OpenSlot, entryWants } from '../shared/matching.ts';
import type { Period } from '../shared/texts.ts';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { waitlistSettings } from './settings.service.ts';
import { newOfferToken } from './token.ts';

/** The message kind of an offer in the outbox, and the WhatsApp template it goes out with. */
export const OFFER_KIND = 'waitlist-offer';
export const OFFER_TEMPLATE = 'oferta_lista_espera';

interface WaitingRow {
  id: string;
  client_id: string;
  service_id: string;
  professional_ids: string[];
  weekdays: number[];
  periods: string[];
  until: string;
}

/** Whether the service can start at the slot's time with its professional, under the booking rules (the one free-slot function). */
async function startsFreeAt(tx: Em, companyId: string, serviceId: string, slot: OpenSlot): Promise<boolean> {
  try {
    const free = await freeSlotsBetween(tx, companyId, {
      serviceId,
      professionalIds: [slot.professionalId],
      from: slot.date,
      to: slot.date,
    });
    return free.some((s) => s.startTime === slot.startTime && s.professionalIds.includes(slot.professionalId));
  } catch (error) {
    // A service or professional that can no longer be booked: nothing to offer with it.
    if (error instanceof TRPCError) return false;
    throw error;
  }
}

/**
 * Calendar's appointment-change listener: each slot a change left empty (a cancellation from any
 * source, a move) is offered, in the same transaction, to the first entries of the list that want it
 * (oldest first, the clinic's `offersAtOnce`, 3 by default): entries of another patient whose service
 * fits the freed length and can start then with that professional, on their days and periods, by
 * their last day, and who hold no other appointment then. Each offer is a row with a random token and an expiry (the clinic's `offerHours`,
 * 2 by default, never past the slot's start), and a message in the outbox with the link.
 */
export async function offerFreedSlots(
  tx: Em,
  companyId: string,
  _appointmentIds: readonly string[],
  freed: readonly FreedSlot[],
): Promise<void> {
  if (freed.length === 0) return;
  const clinic = await clinicCard(tx, companyId);
  if (!clinic) return;
  const now = nowInTimeZone(clinic.timeZone);
  const seen = new Set<string>();
  const slots = freed.filter((s) => {
    const key = `${s.professionalId} ${s.date} ${s.startTime}`;
    if (seen.has(key) || `${s.date} ${s.startTime}` <= `${now.date} ${now.time}`) return false;
    seen.add(key);
    return true;
  });
  if (slots.length === 0) return;
  const waiting = await runSql<WaitingRow>(
    tx,
    sql`select id, client_id, service_id, professional_ids, weekdays, periods, until::text as until
          from waitlist_entry
         where company_id = ${companyId} and status = 'ativa' and until >= ${now.date}::date
         order by created_at, id`,
  );
  if (waiting.length === 0) return;
  const settings = await waitlistSettings(tx, companyId);
  const services = await servicesById(
    tx,
    companyId,
    waiting.map((w) => w.service_id),
  );
  for (const slot of slots) {
    const chosen: { entry: WaitingRow; duration: number }[] = [];
    const bookable = new Map<string, boolean>();
    for (const entry of waiting) {
      if (chosen.length >= settings.offersAtOnce) break;
      const service = services.get(entry.service_id);
      if (!service || service.archivedAt || entry.client_id === slot.clientId) continue;
      const wants = entryWants(
        {
          serviceDuration: service.duration,
          professionalIds: entry.professional_ids,
          weekdays: entry.weekdays.map(Number),
          periods: entry.periods as Period[],
          until: entry.until,
        },
        slot,
      );
      if (!wants) continue;
      let free = bookable.get(service.id);
      if (free === undefined) {
        free = await startsFreeAt(tx, companyId, service.id, slot);
        bookable.set(service.id, free);
      }
      if (!free) continue;
      // One patient, one chair: never offer a time the patient already holds elsewhere.
      const own = {
        date: slot.date,
        startTime: slot.startTime,
        endTime: addMinutesToTime(slot.startTime, service.duration).time,
      };
      const [busy] = await clientBusyAt(tx, companyId, entry.client_id, [own]);
      if (!busy) chosen.push({ entry, duration: service.duration });
    }
    if (chosen.length > 0) await makeOffers(tx, companyId, clinic, slot, chosen, settings.offerHours);
  }
}

interface MadeOffer {
  id: string;
  entry_id: string;
  token: string;
  expires_local: string;
}

export async function makeOffers(
  tx: Em,
  companyId: string,
  clinic: { name: string; timeZone: string },
  slot: FreedSlot,
  chosen: { entry: WaitingRow; duration: number }[],
  offerHours: number,
): Promise<void> {
  const rows = chosen.map(({ entry, duration }) => ({
    id: randomUUID(),
    entryId: entry.id,
    serviceId: entry.service_id,
    token: newOfferToken(companyId),
    endTime: addMinutesToTime(slot.startTime, duration).time,
  }));
  // One offer per entry and slot: a slot freed again (cancelled, rebooked, cancelled) offers nobody twice.
  const made = await runSql<MadeOffer>(
    tx,
    sql`insert into waitlist_offer
          (id, company_id, entry_id, token, professional_id, service_id, date, start_time, end_time, status, expires_at,
           created_at, updated_at)
        select r.id, ${companyId}, r.entry_id, r.token, ${slot.professionalId}, r.service_id, ${slot.date}::date,
               ${slot.startTime}, r.end_time, 'aberta',
               least(now() + make_interval(hours => ${offerHours}),
                     (${slot.date}::date + ${slot.startTime}::time) at time zone ${clinic.timeZone}),
               now(), now()
          from unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.entryId)}::uuid[], ${rows.map((r) => r.token)}::text[],
                      ${rows.map((r) => r.serviceId)}::uuid[], ${rows.map((r) => r.endTime)}::text[])
               as r(id, entry_id, token, service_id, end_time)
        on conflict (company_id, entry_id, professional_id, date, start_time) do nothing
        returning id, entry_id, token, to_char(expires_at at time zone ${clinic.timeZone}, 'YYYY-MM-DD HH24:MI') as expires_local`,
  );
  if (made.length === 0) return;
  const clients = await clientsByIds(
    tx,
    companyId,
    chosen.map((c) => c.entry.client_id),
  );
  const professional = (await professionalsById(tx, companyId, [slot.professionalId])).get(slot.professionalId);
  for (const offer of made) {
    const entry = chosen.find((c) => c.entry.id === offer.entry_id)?.entry;
    const client = entry && clients.get(entry.client_id);
    if (!client) continue;
    const [expiryDate = '', expiryTime = ''] = offer.expires_local.split(' ');
    const values = {
      nome: client.fullName.trim().split(/\s+/)[0] ?? '',
      data: formatDatePtBR(slot.date),
      hora: slot.startTime,
      profissional: professional?.name ?? '',
      clinica: clinic.name,
      validade: `${formatDatePtBR(expiryDate)} às ${expiryTime}`,
    };
    await enqueueDirectMessage(tx, companyId, {
      kind: OFFER_KIND,
      sourceId: offer.id,
      slotDate: slot.date,
      slotStartTime: slot.startTime,
      sendAt: new Date(),
      content: {
        phone: client.phone,
        email: client.email,
        subject: T.offerSubject(clinic.name),
        text: T.offerMessage(values),
        template: OFFER_TEMPLATE,
        parameters: [values.nome, values.data, values.hora, values.profissional, values.clinica, '{link}'],
        linkPath: `/espera/${offer.token}`,
      },
    });
  }
}
