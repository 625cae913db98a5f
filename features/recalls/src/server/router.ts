import { router, tenantProcedure } from '@agenda/trpc';
import { recallDismissSchema, recallListSchema } from '../shared/recall.ts';
import { dismissRecall, listRecalls } from './recalls.service.ts';

export const recallsRouter = router({
  /** `{ today, recalls }`: who is due back (or soon), the most overdue first. */
  list: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(recallListSchema)
    .query(({ ctx, input }) => listRecalls(ctx.em, ctx.companyId, ctx.session.timeZone, input)),
  dismiss: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(recallDismissSchema)
    .mutation(async ({ ctx, input }) => {
      await dismissRecall(ctx.em, ctx.companyId, ctx.session.userId, input);
      return { ok: true as const };
    }),
});

export type RecallsRouter = typeof recallsRouter;
/** The shape the browser's recalls client sees (the router mounted under `recalls`). */
const mounted = (recalls: RecallsRouter) => router({ recalls });
export type RecallsApi = ReturnType<typeof mounted>;
