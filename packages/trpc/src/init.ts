import { CompanyStatements, requestEm, setTransactionCompany } from '@agenda/db';
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { BaseContext } from './context.ts';
import { badRequest, describeError, isRetryableConflict, unauthorized } from './errors.ts';
import { CONTROL_CHARACTERS_MESSAGE, inputHasControlCharacters } from './input-guard.ts';
import { type RateRule, countHits } from './rate-limit.ts';
import { installPtBrValidationMessages } from './validation-messages.ts';

installPtBrValidationMessages();

const t = initTRPC.context<BaseContext>().create({
  errorFormatter({ shape, error }) {
    const { code, status, message } = describeError(error);
    return {
      ...shape,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      message,
      data: { ...shape.data, code, httpStatus: status, stack: undefined },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure: no control character (NUL …) in its input — a 400 before any schema; and a
 * deadlock or serialization failure, the database's way of saying "two requests collided", runs
 * the whole procedure once more, a second collision being a 409 (see describeError). The
 * EntityManager is made below this point, so the second run starts from a fresh one. One
 * middleware for both: each level of tRPC's middleware chain copies the call's options and context.
 */
const guardCall = t.middleware(async ({ getRawInput, next }) => {
  if (inputHasControlCharacters(await getRawInput())) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
  const first = await next();
  if (first.ok || !isRetryableConflict(first.error)) return first;
  return next();
});

const guardedProcedure = t.procedure.use(guardCall);

/**
 * Before or without a company (sign-up, sign-in …): an EntityManager on the admin connection,
 * scoped to the session's company when there is one.
 */
export const publicProcedure = guardedProcedure.use(({ ctx, next }) =>
  next({ ctx: { em: requestEm(ctx.orm, ctx.session?.companyId) } }),
);

/** A verified token, whether or not its owner has registered a company yet. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.identity) throw unauthorized();
  return next({ ctx: { identity: ctx.identity } });
});

/**
 * A registered user of a company. The whole procedure runs in one transaction on the tenant role's
 * connection, with the company set for that transaction: the ORM filter scopes every query, and
 * PostgreSQL's row-level security refuses any row of another company should a query miss it.
 */
export const tenantProcedure = guardedProcedure.use(async ({ ctx, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  const { identity, session } = ctx;
  const companyId = session.companyId;
  const em = requestEm(ctx.tenantOrm, companyId, { tenantFilter: ctx.tenantFilter });
  return em.transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    const result = await next({ ctx: { em: tx, identity, session, companyId } });
    // A failed procedure rolls its writes back.
    if (!result.ok) throw result.error;
    return result;
  });
});

/**
 * The `em` of a hot read: there is none, every statement goes through `ctx.db`. Typed `never`, so
 * reaching for it does not compile; should a cast get past that, it fails loudly instead of reading
 * through the admin connection.
 */
const NO_ENTITY_MANAGER = new Proxy(
  {},
  {
    get() {
      throw new Error('A hot read (tenantReadProcedure) runs its statements through ctx.db, not an EntityManager');
    },
  },
) as never;

/**
 * A read of a company that needs no transaction of its own: each statement it runs through `ctx.db`
 * goes out with the company set, as its own implicit transaction, in one round trip (see
 * CompanyStatements) instead of BEGIN, the setting, the statement and COMMIT. For the hot reads
 * (the weekly calendar, the clients list). No EntityManager is made for it (see NO_ENTITY_MANAGER).
 */
export const tenantReadProcedure = guardedProcedure.use(async ({ ctx, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  const { identity, session } = ctx;
  const companyId = session.companyId;
  const db = new CompanyStatements(ctx.tenantOrm, companyId);
  return next({ ctx: { em: NO_ENTITY_MANAGER, db, identity, session, companyId } });
});

/** Counts the call against the given limits (see rate-limit.ts) before it runs: 429 when over. */
export const rateLimited = (...rules: RateRule[]) =>
  t.middleware(async ({ ctx, getRawInput, next }) => {
    await countHits(ctx, await getRawInput(), rules);
    return next();
  });
