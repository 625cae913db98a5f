import { requestEm, setTransactionCompany } from '@agenda/db';
import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import { describeError, unauthorized } from './errors.ts';
import { installPtBrValidationMessages } from './validation-messages.ts';

installPtBrValidationMessages();

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { code, status, message } = describeError(error);
    return { ...shape, message, data: { ...shape.data, code, httpStatus: status, stack: undefined } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure;

/** A verified token, whether or not its owner has registered a company yet. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.identity) throw unauthorized();
  return next({ ctx: { ...ctx, identity: ctx.identity } });
});

/**
 * A registered user of a company. The whole procedure runs in one transaction on the tenant role's
 * connection, with the company set for that transaction: the ORM filter scopes every query, and
 * PostgreSQL's row-level security refuses any row of another company should a query miss it.
 */
export const tenantProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  const { identity, session } = ctx;
  const companyId = session.companyId;
  const em = requestEm(ctx.tenantOrm, companyId, { tenantFilter: ctx.tenantFilter });
  return em.transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    const result = await next({ ctx: { ...ctx, em: tx, identity, session, companyId } });
    // A failed procedure rolls its writes back.
    if (!result.ok) throw result.error;
    return result;
  });
});
