import * as v from 'valibot';

/** The days a feed covers around today: a month back (what just happened) and six months ahead. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;

export type FeedEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/**
 * RFC 5545's STATUS of an appointment. Confirmed and completed ones happened or will; pending and
 * overdue ones may still not; a cancelled appointment and a no-show freed the slot, so the phone
 * shows them struck through (or hides them) rather than as time still taken.
 */
export function feedEventStatus(status: string): FeedEventStatus {
  if (status === 'CONFIRMED' || status === 'ARRIVED' || status === 'IN_SERVICE' || status === 'COMPLETED') return 'CONFIRMED';
  if (status === 'CANCELLED' || status === 'NO_SHOW') return 'CANCELLED';
  return 'TENTATIVE';
}

/** A professional's id (the path's `:id`). */
export const professionalIdSchema = v.object({ id: v.optional(v.string(), '') });
/** A feed's token (the path's `:token.ics`); an unknown or malformed one is not found. */
export const feedTokenSchema = v.object({ token: v.optional(v.string(), '') });

export const feedLinkAnswer = v.object({ url: v.string() });
export const feedStatusAnswer = v.object({ feed: v.nullable(v.object({ createdAt: v.string() })) });
export const feedTextAnswer = v.object({ text: v.string() });
