import { describeError } from '@agenda/trpc';
import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { financeRouter } from './router.ts';

const caller = createCallerFactory(financeRouter);

/** The JSON body (plus the path's id) handed to the procedure, whose schema validates it. */
const body = <T>(c: RestContext, extra: Record<string, unknown> = {}) => jsonObject(c, extra) as Promise<T>;
const wantsCsv = (c: RestContext) =>
  c.req.query('format') === 'csv' || (c.req.header('accept') ?? '').toLowerCase().includes('text/csv');
/** The query string without the `format` switch, for the procedure's schema. */
function params(c: RestContext): Record<string, string> {
  const { format: _format, ...rest } = c.req.query();
  return rest;
}

/** A CSV download, or the JSON answer, with the same errors as every REST shim. */
function csvOrJson(
  json: (ctx: Parameters<Parameters<typeof rest>[0]>[0], c: RestContext) => Promise<unknown>,
  csv: (ctx: Parameters<Parameters<typeof rest>[0]>[0], c: RestContext) => Promise<{ filename: string; csv: string }>,
) {
  const asJson = rest(json);
  const asCsv = rest(csv);
  return async (c: RestContext) => {
    if (!wantsCsv(c)) return asJson(c);
    try {
      const ctx = await c.get('context')();
      const file = await csv(ctx, c);
      return c.body(file.csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
      });
    } catch (error) {
      const { status } = describeError(error);
      // Let the JSON shim answer the error exactly as elsewhere (and log a 5xx).
      if (status >= 500) return asCsv(c);
      return c.json({ error: describeError(error).message }, status as ContentfulStatusCode);
    }
  };
}

/** The documented REST paths of the financial screens, over the same router as tRPC. */
export function mountFinanceRest(app: RestApp): void {
  app.get(
    '/api/financial/summary',
    rest((ctx, c) => caller(ctx).summary(c.req.query())),
  );
  app.get(
    '/api/financial/transactions',
    csvOrJson(
      (ctx, c) => caller(ctx).transactions(params(c) as never),
      (ctx, c) => caller(ctx).transactionsCsv(params(c) as never),
    ),
  );
  app.get(
    '/api/financial/receivables',
    rest((ctx) => caller(ctx).receivables()),
  );
  app.post(
    '/api/financial/receivables/:id/receipts',
    rest(async (ctx, c) => caller(ctx).registerReceipt(await body(c, { id: c.req.param('id') })), { status: 201 }),
  );
  app.post(
    '/api/financial/transactions/:id/reversals',
    rest(async (ctx, c) => caller(ctx).reversePayment(await body(c, { id: c.req.param('id') })), { status: 201 }),
  );
  app.get(
    '/api/financial/closings',
    rest((ctx) => caller(ctx).closings()),
  );
  app.get(
    '/api/financial/closings/preview',
    rest((ctx, c) => caller(ctx).closingPreview({ date: c.req.query('date') ?? '' })),
  );
  app.get(
    '/api/financial/closings/:id',
    rest((ctx, c) => caller(ctx).closingById({ id: c.req.param('id') ?? '' })),
  );
  app.post(
    '/api/financial/closings',
    rest(async (ctx, c) => caller(ctx).closeCash(await body(c)), { status: 201 }),
  );
  app.get(
    '/api/financial/reports',
    csvOrJson(
      (ctx, c) => caller(ctx).reports(params(c) as never),
      (ctx, c) => caller(ctx).reportsCsv({ report: 'mes', ...params(c) } as never),
    ),
  );
  app.post(
    '/api/financial/expenses',
    rest(async (ctx, c) => caller(ctx).createExpense(await body(c)), { status: 201 }),
  );
  app.get(
    '/api/financial/expenses/:id',
    rest((ctx, c) => caller(ctx).expenseById({ id: c.req.param('id') ?? '' })),
  );
  app.put(
    '/api/financial/expenses/:id',
    rest(async (ctx, c) => caller(ctx).updateExpense(await body(c, { id: c.req.param('id') }))),
  );
  app.delete(
    '/api/financial/expenses/:id',
    rest((ctx, c) => caller(ctx).removeExpense({ id: c.req.param('id') ?? '' })),
  );
}
