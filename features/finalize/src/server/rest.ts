import { type RestApp, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { CompletionInput } from '../shared/completion.ts';
import { finalizeRouter } from './router.ts';

const caller = createCallerFactory(finalizeRouter);

/** The documented REST paths of finalizing and of the products' sales, over the same router as tRPC. */
export function mountFinalizeRest(app: RestApp): void {
  app.post(
    '/api/appointments/complete',
    rest(async (ctx, c) => {
      const body = await jsonObject(c);
      const key = c.req.header('idempotency-key');
      return caller(ctx).complete({ ...(body as CompletionInput), idempotencyKey: key || undefined });
    }),
  );
  app.get(
    '/api/products/financial-analysis',
    rest((ctx, c) =>
      caller(ctx).productAnalysis({ startDate: c.req.query('startDate') ?? null, endDate: c.req.query('endDate') ?? null }),
    ),
  );
}
