import { byIp, inCompanyTransaction, publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import { feedTokenSchema, professionalIdSchema } from '../shared/feed-rules.ts';
import { feedByToken, feedCalendar, feedStatus, regenerateFeed } from './calendar-feeds.service.ts';

const MINUTE = 60;
// Calendar apps poll a feed every few hours, and Google's and Apple's fetchers share addresses among
// many subscribers: the limit per address is generous, the one per feed keeps a leaked link from
// being hammered. A token cannot be guessed in 256 bits either way.
const feedLimits = rateLimited(
  { name: 'calendar-feed:ip', limit: 300, windowSeconds: 10 * MINUTE, key: byIp },
  {
    name: 'calendar-feed:token',
    limit: 30,
    windowSeconds: 10 * MINUTE,
    key: (_ctx, input) => String((input as { token?: unknown } | undefined)?.token ?? '').slice(0, 100) || null,
  },
);

const actorOf = (session: { userId: string; role: import('@agenda/access').Role }) => ({
  userId: session.userId,
  role: session.role,
});

export const calendarFeedsRouter = router({
  /** Whether the professional's agenda has a feed, and since when (its address is shown only when made). */
  status: tenantProcedure
    .meta({ permission: 'ownHours' })
    .input(professionalIdSchema)
    .query(async ({ ctx, input }) => ({ feed: await feedStatus(ctx.em, ctx.companyId, actorOf(ctx.session), input.id) })),
  /** A new secret address for the professional's feed; the previous one stops working. */
  regenerate: tenantProcedure
    .meta({ permission: 'ownHours' })
    .input(professionalIdSchema)
    .mutation(async ({ ctx, input }) => {
      const token = await regenerateFeed(ctx.em, ctx.companyId, actorOf(ctx.session), input.id);
      // Where people reach the app (PUBLIC_URL, as the team's invitation links), else this request's origin.
      return { url: `${ctx.services.team.publicUrl ?? ctx.origin}/api/calendar-feeds/${token}.ics` };
    }),
  /** The feed a calendar app subscribes to (RFC 5545), by its secret token. */
  ics: publicProcedure
    .meta({ permission: 'public' })
    .use(feedLimits)
    .input(feedTokenSchema)
    .query(async ({ ctx, input }) => {
      const feed = await feedByToken(ctx.em, input.token);
      // Once the clinic is known, as its tenant: row-level security holds for every read.
      return { text: await inCompanyTransaction(ctx, feed.companyId, (tx) => feedCalendar(tx, feed)) };
    }),
});

export type CalendarFeedsRouter = typeof calendarFeedsRouter;
const mounted = (calendarFeeds: CalendarFeedsRouter) => router({ calendarFeeds });
export type CalendarFeedsApi = ReturnType<typeof mounted>;
