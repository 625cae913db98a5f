import { type Em, isDatabaseUnavailable, runSql, sql } from '@agenda/db';
import { TRPCError } from '@trpc/server';
import type { BaseContext } from './context.ts';
import { MESSAGES, UNAVAILABLE_RETRY_AFTER } from './errors.ts';

/** A refusal for having asked too often; `retryAfter` (seconds) becomes the `Retry-After` header. */
export class RateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super('rate limited');
  }
}

export const rateLimitedError = (retryAfter: number) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests, cause: new RateLimited(retryAfter) });

/** Seconds to wait, when the error (or its cause) is a rate-limit refusal or the database is unreachable. */
export function retryAfterOf(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (current instanceof RateLimited) return current.retryAfter;
    current = (current as { cause?: unknown }).cause;
  }
  return isDatabaseUnavailable(error) ? UNAVAILABLE_RETRY_AFTER : undefined;
}

export interface RateRule {
  /** The counter's family, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The counter within the family (an IP, an e-mail, a user id); null skips this rule. */
  key: (ctx: BaseContext, input: unknown) => string | null;
}

// Fixed windows, one row per counter, in PostgreSQL so that every server instance behind a load
// balancer counts the same hits. The counting function (auth's migration) reads the old row: a window
// that has passed restarts. The tenant role cannot touch the counters but through it.
const hitSql = (counter: string, windowSeconds: number) =>
  sql`select hits, retry_after from rate_limit_hit(${counter}, ${windowSeconds})`;

/**
 * Counts one hit on each rule; throws a 429 when any is over its limit. Counters run on their own
 * connection from the pool, outside the request's transaction, so a refused attempt still counts.
 */
export async function countHits(ctx: BaseContext, input: unknown, rules: readonly RateRule[]): Promise<void> {
  const em: Em = ctx.orm.em.fork({ clear: true, useContext: false });
  for (const rule of rules) {
    const key = rule.key(ctx, input);
    if (key === null) continue;
    const limit = Math.max(1, Math.round(rule.limit * ctx.rateLimitFactor));
    const w = rule.windowSeconds;
    const [row] = await runSql<{ hits: number; retry_after: number }>(em, hitSql(`${rule.name}:${key.slice(0, 200)}`, w));
    if (row && row.hits > limit) throw rateLimitedError(Math.max(1, row.retry_after));
  }
  if (Math.random() < 0.01) await runSql(em, sql`select rate_limit_sweep()`);
}

/** The caller's address as the server saw it (or as a trusted proxy reported it). */
export const byIp = (ctx: BaseContext) => ctx.clientIp;
/** The signed-in user, when there is one. */
export const byUser = (ctx: BaseContext) => ctx.session?.userId ?? null;
