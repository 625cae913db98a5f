import { type Em, type Sql, type StatementGuard, isDatabaseUnavailable, runSql, sql } from '@agenda/db';
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

const counterOf = (rule: RateRule, key: string) => `${rule.name}:${key.slice(0, 200)}`;
const limitOf = (ctx: BaseContext, rule: RateRule) => Math.max(1, Math.round(rule.limit * ctx.rateLimitFactor));
const signInEm = (ctx: BaseContext): Em => ctx.signInOrm.em.fork({ clear: true, useContext: false });
/** Now and then, the windows that have passed are deleted (on a connection of its own). */
const sweepSometimes = async (ctx: BaseContext) => {
  if (Math.random() < 0.01) await runSql(signInEm(ctx), sql`select rate_limit_sweep()`);
};

/**
 * Counts one hit on each rule; throws a 429 when any is over its limit. Counters run on their own
 * connection from the pool, outside the request's transaction, so a refused attempt still counts.
 */
export async function countHits(ctx: BaseContext, input: unknown, rules: readonly RateRule[]): Promise<void> {
  const em = signInEm(ctx);
  for (const rule of rules) {
    const key = rule.key(ctx, input);
    if (key === null) continue;
    const [row] = await runSql<{ hits: number; retry_after: number }>(em, hitSql(counterOf(rule, key), rule.windowSeconds));
    if (row && row.hits > limitOf(ctx, rule)) throw rateLimitedError(Math.max(1, row.retry_after));
  }
  await sweepSometimes(ctx);
}

/**
 * A read on the sign-in role's connection (outside any transaction) that counts one hit of `rule` in its own
 * statement: one round trip instead of two, for the public reads patients repeat (a statement's
 * write costs more than its reading here). The hit counts whatever the read finds; over the limit
 * it throws the 429 and the rows are dropped. The read's columns must not start with `rate_`.
 */
export async function readCountingHit<T extends object>(
  ctx: BaseContext,
  input: unknown,
  rule: RateRule,
  read: Sql,
): Promise<T[]> {
  const em = signInEm(ctx);
  const key = rule.key(ctx, input);
  if (key === null) return runSql<T>(em, read);
  const rows = await runSql<T & { rate_hits: number; rate_retry_after: number; rate_row: boolean | null }>(
    em,
    sql`select h.hits as rate_hits, h.retry_after as rate_retry_after, r.*
          from rate_limit_hit(${counterOf(rule, key)}, ${rule.windowSeconds}) h
          left join (select true as rate_row, x.* from (${read}) x) r on true`,
  );
  const [first] = rows;
  if (first && first.rate_hits > limitOf(ctx, rule)) throw rateLimitedError(Math.max(1, first.rate_retry_after));
  await sweepSometimes(ctx);
  return rows
    .filter((row) => row.rate_row === true)
    .map(({ rate_hits: _hits, rate_retry_after: _retry, rate_row: _row, ...row }) => row as unknown as T);
}

/**
 * What a HitCheck's round trip said: `unknown` before it ran, `limited` over the rule's limit (throw
 * `refusal()`), `same` when the read found the value the caller holds, `changed` otherwise.
 */
export type HitOutcome = 'unknown' | 'limited' | 'same' | 'changed';

export interface HitCheck {
  readonly guard: StatementGuard;
  outcome(): HitOutcome;
  /** The 429 of a `limited` outcome. */
  refusal(): TRPCError;
}

/**
 * A statement guard (see CompanyStatements) that counts one hit of `rule` and re-reads one text
 * value (`read`, a scalar subquery, run as the company of the statement it leads), admitting the
 * statement's rows only under the limit and when the value is still `expected`: a hot public read
 * that holds what it read before (a page's row) checks it and counts its limit in the read's own
 * round trip. The one guard that writes, and only what must be written whatever the answer (a hit
 * counts even when the rows are dropped); it counts nothing should the statement it leads fail.
 * Null when the rule does not apply to this caller (no key): then there is nothing to count.
 */
export function hitCheck(
  ctx: BaseContext,
  input: unknown,
  rule: RateRule,
  check: { name: string; read: Sql; expected: string },
): HitCheck | null {
  const key = rule.key(ctx, input);
  if (key === null) return null;
  let outcome: HitOutcome = 'unknown';
  let retryAfter = 1;
  const { text, values } = sql`select concat_ws(' ', h.hits, h.retry_after, (${check.read}))
                                 from rate_limit_hit(${counterOf(rule, key)}, ${rule.windowSeconds}) h`.render();
  return {
    guard: {
      text,
      name: check.name,
      values,
      admit([row]) {
        const [hits = '', retry = '', ...value] = (row ?? '').split(' ');
        retryAfter = Math.max(1, Number(retry));
        outcome = Number(hits) > limitOf(ctx, rule) ? 'limited' : value.join(' ') === check.expected ? 'same' : 'changed';
        sweepSometimes(ctx).catch(() => undefined);
        return outcome === 'same';
      },
    },
    outcome: () => outcome,
    refusal: () => rateLimitedError(retryAfter),
  };
}

/** The caller's address as the server saw it (or as a trusted proxy reported it). */
export const byIp = (ctx: BaseContext) => ctx.clientIp;
/** The signed-in user, when there is one. */
export const byUser = (ctx: BaseContext) => ctx.session?.userId ?? null;
