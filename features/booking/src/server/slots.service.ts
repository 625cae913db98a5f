import { addDays, nowInTimeZone } from '@agenda/br';
import { type FreeSlot, freeSlotsBetween } from '@agenda/calendar/server';
import type { Em } from '@agenda/db';
import { badRequest } from '@agenda/trpc';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import type { Offer } from './public-page.service.ts';

/** `to` at most this many days after `from` (the calendar's own bound). */
export const MAX_SLOT_DAYS = 31;

/** The offered professionals who may attend the service, narrowed to one when the patient chose one. */
export function candidatesFor(offer: Offer, serviceId: string, professionalId: string | null): string[] {
  if (!offer.services.some((s) => s.id === serviceId)) throw badRequest(T.serviceNotOffered);
  const able = offer.professionals.filter((p) => p.offeredServiceIds.includes(serviceId)).map((p) => p.id);
  if (professionalId === null) return able;
  if (!able.includes(professionalId)) throw badRequest(T.professionalNotOffered);
  return [professionalId];
}

/** The first instant a patient may book: now plus the clinic's minimum notice, in its zone. */
export function notBeforeOf(offer: Offer, now = new Date()): string {
  const at = nowInTimeZone(offer.clinic.timeZone, new Date(now.getTime() + offer.settings.minNoticeHours * 3_600_000));
  return `${at.date}T${at.time}`;
}

/**
 * The free slots a patient may book from `from` to `to`: the calendar's one function over the offered
 * professionals, no earlier than the minimum notice, no later than the horizon (dates outside it are
 * simply empty). The range itself is checked first: `to` at most 31 days after `from`, not before it.
 */
export async function offeredSlots(
  tx: Em,
  offer: Offer,
  q: { serviceId: string; professionalId: string | null; from: string; to: string },
): Promise<FreeSlot[]> {
  if (q.to < q.from) throw badRequest(T.periodBackwards);
  if (q.to > addDays(q.from, MAX_SLOT_DAYS)) throw badRequest(T.periodTooLong);
  const professionalIds = candidatesFor(offer, q.serviceId, q.professionalId);
  const from = q.from < offer.today ? offer.today : q.from;
  const to = q.to > offer.lastDay ? offer.lastDay : q.to;
  // Never [] to the calendar: that would mean every professional, not none of the offered ones.
  if (professionalIds.length === 0 || from > to) return [];
  const slots = await freeSlotsBetween(tx, offer.companyId, {
    serviceId: q.serviceId,
    professionalIds,
    from,
    to,
    notBefore: notBeforeOf(offer),
  });
  // The calendar lists who is free in the agenda's order; keep only the offered ones.
  const allowed = new Set(professionalIds);
  return slots
    .map((s) => ({ ...s, professionalIds: s.professionalIds.filter((id) => allowed.has(id)) }))
    .filter((s) => s.professionalIds.length > 0);
}
