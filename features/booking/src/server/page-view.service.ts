import { addDays } from '@agenda/br';
import type { FreeSlot } from '@agenda/calendar/server';
import type { Em } from '@agenda/db';
import { TRPCError } from '@agenda/trpc';
import type { Offer } from './public-page.service.ts';
import { offeredSlots } from './slots.service.ts';

/** Everything one step of the server-rendered page shows, read in one transaction. */
export interface PageView {
  slug: string;
  clinic: { name: string; address: string; text: string };
  timeZone: string;
  privacyText: string;
  services: { id: string; name: string; duration: number; priceCents: number }[];
  professionals: { id: string; name: string; specialty: string | null; serviceIds: string[] }[];
  today: string;
  lastDay: string;
  /** The free slots asked for (service and dates chosen), else null. */
  slots: FreeSlot[] | null;
}

export interface PageViewQuery {
  serviceId: string | null;
  professionalId: string | null;
  /** The first day of slots wanted (never before today; absent: today). */
  from: string | null;
  /** How many days of slots, from `from`; 0: none. */
  days: number;
}

export async function pageView(tx: Em, offer: Offer, q: PageViewQuery): Promise<PageView> {
  const from = q.from && q.from > offer.today ? q.from : offer.today;
  const wanted = q.serviceId && q.days > 0 && offer.services.some((s) => s.id === q.serviceId);
  // A professional no longer offered (an old address) simply has no times.
  const slots = wanted
    ? await offeredSlots(tx, offer, {
        serviceId: q.serviceId as string,
        professionalId: q.professionalId,
        from,
        to: addDays(from, q.days - 1),
      }).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return [];
        throw error;
      })
    : null;
  return {
    slug: offer.settings.slug ?? '',
    clinic: { name: offer.clinic.name, address: offer.clinic.address, text: offer.settings.text },
    timeZone: offer.clinic.timeZone,
    privacyText: offer.settings.privacyText,
    services: offer.services.map((s) => ({ id: s.id, name: s.name, duration: s.duration, priceCents: s.priceCents })),
    professionals: offer.professionals.map((p) => ({
      id: p.id,
      name: p.name,
      specialty: p.specialty,
      serviceIds: p.offeredServiceIds,
    })),
    today: offer.today,
    lastDay: offer.lastDay,
    slots,
  };
}
