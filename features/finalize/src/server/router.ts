import { FORBIDDEN_MESSAGE, roleMay } from '@agenda/access';
import { TRPCError, router, tenantProcedure } from '@agenda/trpc';
import { analysisPeriodSchema, completionSchema } from '../shared/completion.ts';
import { productAnalysis } from './analysis.service.ts';
import { finalizeAppointment } from './finalize.service.ts';
import { moneyDateCheckPoint } from './points.ts';

export const finalizeRouter = router({
  /** `POST /api/appointments/complete`; the Idempotency-Key travels as `idempotencyKey`. */
  complete: tenantProcedure
    .meta({ permission: 'finalize' })
    .input(completionSchema)
    .mutation(({ ctx, input }) => {
      // Paying a plan's installments is receiving a receivable: the checkout may, for who may receive.
      if (input.installmentIds.length && !roleMay(ctx.session.role, 'receivables'))
        throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      return finalizeAppointment(
        ctx.em,
        { companyId: ctx.companyId, userId: ctx.session.userId, timeZone: ctx.session.timeZone, extensions: ctx.extensions },
        input,
        ctx.extensions.get(moneyDateCheckPoint),
      );
    }),
  /** `GET /api/products/financial-analysis`: the products' sales, optionally within a period. */
  productAnalysis: tenantProcedure
    .meta({ permission: 'costs' })
    .input(analysisPeriodSchema)
    .query(({ ctx, input }) => productAnalysis(ctx.em, ctx.companyId, input)),
});

export type FinalizeRouter = typeof finalizeRouter;
/** The shape the browser's finalize client sees (the router mounted under `finalize`). */
const mounted = (finalize: FinalizeRouter) => router({ finalize });
export type FinalizeApi = ReturnType<typeof mounted>;
