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

/** A registered user of a company: the EntityManager is scoped to that company. */
export const tenantProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  return next({
    ctx: { ...ctx, identity: ctx.identity, session: ctx.session, companyId: ctx.session.companyId },
  });
});
