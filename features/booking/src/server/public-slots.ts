import { COMPANY_ZONE_SQL } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { type FreeSlot, freeSlotsBetween } from '@agenda/calendar/server';
import { CompanyStatements, sql } from '@agenda/db';
import { type Context, badRequest, readCountingHit } from '@agenda/trpc';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { READ_LIMIT } from './limits.ts';
import { pageGone } from './public-page.service.ts';
import { MAX_SLOT_DAYS } from './slots.service.ts';

// The public page's free slots, the one public read patients repeat (every day they look at): two
// round trips, no transaction and no entity — the page's row with its clinic's time zone on the
// sign-in connection, in the statement that counts the address's read limit, then calendar's one
// statement of free slots with the clinic set (as the staff's hot read). Rules and answer are
// offeredSlots' (the HTML steps use that one).

interface PageRow {
  company_id: string;
  service_ids: string[];
  professional_ids: string[];
  min_notice_hours: number;
  max_days_ahead: number;
  time_zone: string;
}

export interface PublicSlotsQuery {
  slug: string;
  serviceId: string;
  professionalId: string | null;
  from: string;
  to: string;
}

const isNotFound = (error: unknown) => error instanceof Error && (error as { code?: unknown }).code === 'NOT_FOUND';

export async function publicSlots(ctx: Context, q: PublicSlotsQuery): Promise<FreeSlot[]> {
  const slug = q.slug.trim().toLowerCase();
  if (!/^[a-z0-9-]{3,60}$/.test(slug)) throw pageGone();
  const [page] = await readCountingHit<PageRow>(
    ctx,
    q,
    READ_LIMIT,
    sql`select b.company_id, b.service_ids, b.professional_ids, b.min_notice_hours, b.max_days_ahead, z.time_zone
          from booking_settings b join (${COMPANY_ZONE_SQL}) z on z.id = b.company_id
         where b.slug = ${slug} and b.enabled`,
  );
  if (!page) throw pageGone();
  if (q.to < q.from) throw badRequest(T.periodBackwards);
  if (q.to > addDays(q.from, MAX_SLOT_DAYS)) throw badRequest(T.periodTooLong);
  if (page.service_ids.length > 0 && !page.service_ids.includes(q.serviceId)) throw badRequest(T.serviceNotOffered);
  if (q.professionalId !== null && page.professional_ids.length > 0 && !page.professional_ids.includes(q.professionalId))
    throw badRequest(T.professionalNotOffered);
  const now = new Date();
  const today = nowInTimeZone(page.time_zone, now).date;
  const from = q.from < today ? today : q.from;
  const lastDay = addDays(today, page.max_days_ahead);
  const to = q.to > lastDay ? lastDay : q.to;
  if (from > to) return [];
  const earliest = nowInTimeZone(page.time_zone, new Date(now.getTime() + page.min_notice_hours * 3_600_000));
  const db = new CompanyStatements(ctx.tenantOrm, page.company_id);
  try {
    // [] means every active professional who attends the service, which is what an empty offer means too.
    return await freeSlotsBetween(db, page.company_id, {
      serviceId: q.serviceId,
      professionalIds: q.professionalId !== null ? [q.professionalId] : page.professional_ids,
      from,
      to,
      notBefore: `${earliest.date}T${earliest.time}`,
    });
  } catch (error) {
    // Another clinic's, an archived or an unknown service: to the public, simply not offered.
    if (isNotFound(error)) throw badRequest(T.serviceNotOffered);
    throw error;
  }
}
