import { type ClinicCard, clinicCard } from '@agenda/auth/server';
import { addDays, centsToReais, nowInTimeZone } from '@agenda/br';
import type { Em } from '@agenda/db';
import type { Service } from '@agenda/services/server';
import { bookableServices } from '@agenda/services/server';
import type { Professional } from '@agenda/team/server';
import { activeProfessionals } from '@agenda/team/server';
import { type Context, inCompanyTransaction, notFound } from '@agenda/trpc';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import type { BookingSettings } from './entities/booking-settings.entity.ts';
import { openPage } from './settings.service.ts';

/** One body for every page that opens nothing: unknown address, or booking switched off. */
export const pageGone = () => notFound(T.pageNotFound);

/** What a clinic offers online: its offered services and the offered active professionals who attend them. */
export interface Offer {
  companyId: string;
  settings: BookingSettings;
  clinic: ClinicCard;
  services: Service[];
  professionals: (Professional & { offeredServiceIds: string[] })[];
  /** The clinic's today and the last day a patient may book. */
  today: string;
  lastDay: string;
}

const attends = (p: Professional, serviceId: string) => p.serviceIds === null || p.serviceIds.includes(serviceId);
const offered = (ids: readonly string[], id: string) => ids.length === 0 || ids.includes(id);

export async function offerOf(tx: Em, companyId: string, settings: BookingSettings): Promise<Offer> {
  const clinic = await clinicCard(tx, companyId);
  if (!clinic) throw pageGone();
  const [allServices, allProfessionals] = await Promise.all([
    bookableServices(tx, companyId),
    activeProfessionals(tx, companyId),
  ]);
  const chosen = allProfessionals.filter((p) => offered(settings.professionalIds, p.id));
  const candidates = allServices.filter((s) => offered(settings.serviceIds, s.id));
  const professionals = chosen
    .map((p) => ({ ...p, offeredServiceIds: candidates.filter((s) => attends(p, s.id)).map((s) => s.id) }))
    .filter((p) => p.offeredServiceIds.length > 0);
  // A service nobody offered attends cannot be booked: the page leaves it out.
  const services = candidates.filter((s) => professionals.some((p) => p.offeredServiceIds.includes(s.id)));
  const today = nowInTimeZone(clinic.timeZone).date;
  return { companyId, settings, clinic, services, professionals, today, lastDay: addDays(today, settings.maxDaysAhead) };
}

/**
 * Runs `work` with the clinic a public page's address names, in that clinic's transaction: the
 * address is looked up on the sign-in connection, everything after under the clinic's row-level
 * security. An unknown address or a page switched off (even a moment ago) → 404, one body.
 */
export async function withPage<T>(ctx: Context, slug: string, work: (tx: Em, offer: Offer) => Promise<T>): Promise<T> {
  const page = await openPage(ctx.em, slug);
  if (!page) throw pageGone();
  // The row just read is this request's word on the page (switched off a moment ago: already gone).
  return inCompanyTransaction(ctx, page.companyId, async (tx) => work(tx, await offerOf(tx, page.companyId, page)));
}

/** `GET /api/public/booking/{slug}`: the clinic and what it offers; nothing about anyone else. */
export const publicPage = (offer: Offer) => ({
  clinic: {
    name: offer.clinic.name,
    address: offer.clinic.address,
    text: offer.settings.text,
    privacyText: offer.settings.privacyText,
  },
  services: offer.services.map((s) => ({ id: s.id, name: s.name, duration: s.duration, price: centsToReais(s.priceCents) })),
  professionals: offer.professionals.map((p) => ({
    id: p.id,
    name: p.name,
    specialty: p.specialty,
    serviceIds: p.offeredServiceIds,
  })),
});
