import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { companyFacts, companyMember } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { feedAppointments } from '@agenda/calendar/server';
import { type Em, isUuid, runSql, sql, withoutTenant } from '@agenda/db';
import { type Professional, professionalsById } from '@agenda/team/server';
import { TRPCError, notFound } from '@agenda/trpc';
import { FORBIDDEN_MESSAGE, type Role, mayActOn, roleMay } from '@agenda/access';
import { FEED_FUTURE_DAYS, FEED_PAST_DAYS } from '../shared/feed-rules.ts';
import { FEED_TEXTS as T } from '../shared/texts.ts';
import { type CalendarFeed, CalendarFeedSchema } from './entities/calendar-feed.entity.ts';
import { feedIcs } from './ics.ts';

// A feed's token is 32 random bytes; only its SHA-256 is kept, so the table alone opens nothing.
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Actor {
  userId: string;
  role: Role;
}

/**
 * The professional whose feed `actor` may manage: by the feed's permission (`ownHours`), any of the
 * clinic's or only their own profile (403). Another clinic's or an unknown professional → 404.
 */
async function manageable(em: Em, companyId: string, actor: Actor, professionalId: string): Promise<Professional> {
  const professional = isUuid(professionalId)
    ? (await professionalsById(em, companyId, [professionalId])).get(professionalId)
    : undefined;
  if (!professional) throw notFound(T.professionalNotFound);
  if (!mayActOn(actor, 'ownHours', professional.memberId)) throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
  return professional;
}

/** Whether the professional has a feed, and since when its current address exists. */
export async function feedStatus(
  em: Em,
  companyId: string,
  actor: Actor,
  professionalId: string,
): Promise<{ createdAt: string } | null> {
  await manageable(em, companyId, actor, professionalId);
  const feed = await em.findOne(CalendarFeedSchema, { companyId, professionalId });
  return feed ? { createdAt: feed.createdAt.toISOString() } : null;
}

/**
 * A new secret address for the professional's feed (the token, shown this once). The previous one,
 * if any, stops working in the same statement, which also makes two regenerations at once safe.
 */
export async function regenerateFeed(em: Em, companyId: string, actor: Actor, professionalId: string): Promise<string> {
  await manageable(em, companyId, actor, professionalId);
  return storeNewToken(em, companyId, professionalId, actor.userId);
}

/** The upsert behind `regenerateFeed`, also the demo clinic's seed (no one to check there). */
export async function storeNewToken(
  em: Em,
  companyId: string,
  professionalId: string,
  createdBy: string | null,
): Promise<string> {
  const token = newToken();
  await runSql(
    em,
    sql`insert into calendar_feed (id, company_id, professional_id, token_hash, created_by, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, ${professionalId}, ${hashOf(token)}, ${createdBy}, now(), now())
        on conflict (company_id, professional_id) do update
          set token_hash = excluded.token_hash, created_by = excluded.created_by,
              created_at = excluded.created_at, updated_at = excluded.updated_at`,
  );
  return token;
}

/**
 * The feed a token opens, whatever clinic it is of: read before any clinic is known, on the sign-in
 * connection (granted `select` on this table only). Unknown or malformed → 404.
 */
export async function feedByToken(em: Em, token: string): Promise<CalendarFeed> {
  const feed = /^[\w-]{20,100}$/.test(token)
    ? await em.findOne(CalendarFeedSchema, { tokenHash: hashOf(token) }, withoutTenant)
    : null;
  if (!feed) throw notFound(T.feedNotFound);
  return feed;
}

/**
 * Whether the feed may still be served, by the team as it is at this request (an address is not a
 * grant of its own): the professional's member, if any, is active and their current role still has
 * a feed (`ownHours`); whoever made the address is active and may still manage it. A member demoted
 * from Profissional or deactivated, or whose maker lost the right to it, has no feed any more.
 */
async function feedStillGranted(em: Em, feed: CalendarFeed, professional: Professional): Promise<boolean> {
  const { companyId } = feed;
  if (professional.memberId) {
    const member = await companyMember(em, companyId, professional.memberId);
    if (!member?.active || !roleMay(member.role, 'ownHours')) return false;
  }
  if (feed.createdBy) {
    const maker = await companyMember(em, companyId, feed.createdBy);
    if (!maker?.active || !mayActOn({ role: maker.role, userId: maker.id }, 'ownHours', professional.memberId)) return false;
  }
  return true;
}

/**
 * The feed's calendar, in its clinic's transaction (row-level security holds): the professional's
 * appointments of the last 30 and next 180 days of the clinic's calendar. A professional no longer
 * active, or a feed no longer granted (feedStillGranted), has no feed: whoever kept the address stops
 * seeing the clinic's patients.
 */
export async function feedCalendar(em: Em, feed: CalendarFeed, now = new Date()): Promise<string> {
  const { companyId, professionalId } = feed;
  const company = await companyFacts(em, companyId);
  const professional = (await professionalsById(em, companyId, [professionalId])).get(professionalId);
  if (!company || !professional?.active || !(await feedStillGranted(em, feed, professional))) throw notFound(T.feedNotFound);
  const today = nowInTimeZone(company.timeZone, now).date;
  const from = addDays(today, -FEED_PAST_DAYS);
  const to = addDays(today, FEED_FUTURE_DAYS);
  return feedIcs({
    name: T.calendarName(professional.name, company.name),
    timeZone: company.timeZone,
    from,
    to,
    appointments: await feedAppointments(em, companyId, professionalId, from, to),
  });
}
