import { COMPANY_ZONE_SQL } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { type FreeSlot, freeSlotsBetween } from '@agenda/calendar/server';
import { CompanyStatements, GuardRefused, runSql, sql } from '@agenda/db';
import { type Context, type HitCheck, badRequest, hitCheck, readCountingHit } from '@agenda/trpc';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { READ_LIMIT } from './limits.ts';
import { pageGone } from './public-page.service.ts';
import { MAX_SLOT_DAYS } from './slots.service.ts';

// The public page's free slots, the one public read patients repeat (every day they look at): no
// transaction and no entity. The first time an instance serves a page, two round trips — the page's
// row with its clinic's time zone on the sign-in connection, in the statement that counts the
// address's read limit, then calendar's one statement of free slots with the clinic set (as the
// staff's hot read). After that, one: the row is remembered, and the statement that counts the
// limit and re-reads the row's fingerprint leads the free slots' statement (hitCheck, decision
// 038); a page changed or switched off since is read again at once. Rules and answer are
// offeredSlots' (the HTML steps use that one).

interface PageRow {
  company_id: string;
  service_ids: string[];
  professional_ids: string[];
  min_notice_hours: number;
  max_days_ahead: number;
  time_zone: string;
  /** Everything above as one text: what the one-trip check compares. */
  fingerprint: string;
}

export interface PublicSlotsQuery {
  slug: string;
  serviceId: string;
  professionalId: string | null;
  from: string;
  to: string;
}

const pageRowSql = (slug: string, select: 'row' | 'fingerprint') =>
  sql`select ${select === 'row' ? sql`b.company_id, b.service_ids, b.professional_ids, b.min_notice_hours, b.max_days_ahead, z.time_zone, ` : sql``}
             concat_ws('|', b.company_id, b.service_ids, b.professional_ids, b.min_notice_hours, b.max_days_ahead,
                       z.time_zone) as fingerprint
        from booking_settings b join (${COMPANY_ZONE_SQL}) z on z.id = b.company_id
       where b.slug = ${slug} and b.enabled`;

/** The pages this instance has served, by slug; never trusted without their check (bounded: a flood of slugs empties it). */
const remembered = new Map<string, PageRow>();
const REMEMBERED_MAX = 1000;
const remember = (slug: string, page: PageRow) => {
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(slug, page);
};

const isNotFound = (error: unknown) => error instanceof Error && (error as { code?: unknown }).code === 'NOT_FOUND';

export async function publicSlots(ctx: Context, q: PublicSlotsQuery): Promise<FreeSlot[]> {
  const slug = q.slug.trim().toLowerCase();
  if (!/^[a-z0-9-]{3,60}$/.test(slug)) throw pageGone();
  const known = remembered.get(slug);
  const check =
    known &&
    hitCheck(ctx, q, READ_LIMIT, {
      name: 'booking_page_check',
      read: pageRowSql(slug, 'fingerprint'),
      expected: known.fingerprint,
    });
  if (known && check && !offerRefusal(known, q)) {
    try {
      return await slotsOf(ctx, known, q, check);
    } catch (error) {
      if (check.outcome() === 'limited') throw check.refusal();
      // Changed or switched off since: read as the first time, the hit already counted.
      if (!(error instanceof GuardRefused)) throw error;
    }
    remembered.delete(slug);
    return slotsOf(ctx, await pageOf(runSql<PageRow>(ctx.em, pageRowSql(slug, 'row')), slug), q);
  }
  return slotsOf(ctx, await pageOf(readCountingHit<PageRow>(ctx, q, READ_LIMIT, pageRowSql(slug, 'row')), slug), q);
}

async function pageOf(read: Promise<PageRow[]>, slug: string): Promise<PageRow> {
  const [page] = await read;
  if (!page) throw pageGone();
  remember(slug, page);
  return page;
}

/** Why the page refuses the query (400), or null. A remembered row that refuses is read again: it may be old. */
function offerRefusal(page: PageRow, q: PublicSlotsQuery): Error | null {
  if (q.to < q.from) return badRequest(T.periodBackwards);
  if (q.to > addDays(q.from, MAX_SLOT_DAYS)) return badRequest(T.periodTooLong);
  if (page.service_ids.length > 0 && !page.service_ids.includes(q.serviceId)) return badRequest(T.serviceNotOffered);
  if (q.professionalId !== null && page.professional_ids.length > 0 && !page.professional_ids.includes(q.professionalId))
    return badRequest(T.professionalNotOffered);
  return null;
}

/** The free slots under the page's rules; with a check, in the check's round trip (it must admit the rows). */
async function slotsOf(ctx: Context, page: PageRow, q: PublicSlotsQuery, check?: HitCheck): Promise<FreeSlot[]> {
  const refusal = offerRefusal(page, q);
  if (refusal) throw refusal;
  const now = new Date();
  const today = nowInTimeZone(page.time_zone, now).date;
  const from = q.from < today ? today : q.from;
  const lastDay = addDays(today, page.max_days_ahead);
  const to = q.to > lastDay ? lastDay : q.to;
  const earliest = nowInTimeZone(page.time_zone, new Date(now.getTime() + page.min_notice_hours * 3_600_000));
  const db = new CompanyStatements(ctx.tenantOrm, page.company_id, check?.guard);
  try {
    // [] means every active professional who attends the service, which is what an empty offer means too.
    const slots =
      from > to
        ? []
        : await freeSlotsBetween(db, page.company_id, {
            serviceId: q.serviceId,
            professionalIds: q.professionalId !== null ? [q.professionalId] : page.professional_ids,
            from,
            to,
            notBefore: `${earliest.date}T${earliest.time}`,
          });
    // No statement ran (nothing to read, or refused before reading): the check still counts and judges.
    if (check?.outcome() === 'unknown') await db.settleGuard();
    return slots;
  } catch (error) {
    if (check?.outcome() === 'unknown') await db.settleGuard();
    // Another clinic's, an archived or an unknown service: to the public, simply not offered.
    if (isNotFound(error)) throw badRequest(T.serviceNotOffered);
    throw error;
  }
}
