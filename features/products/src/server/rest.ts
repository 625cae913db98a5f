import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { ProductInput } from '../shared/product.ts';
import { productsRouter } from './router.ts';

const caller = createCallerFactory(productsRouter);

const body = <T>(c: RestContext, extra: Record<string, unknown> = {}) => jsonObject(c, extra) as Promise<T>;
const id = (c: RestContext) => c.req.param('id') ?? '';

/** The documented REST paths of products (plus the stock ledger's), over the same router as tRPC. */
export function mountProductsRest(app: RestApp): void {
  app.get(
    '/api/products',
    rest((ctx) => caller(ctx).list()),
  );
  app.post(
    '/api/products',
    rest(async (ctx, c) => caller(ctx).create(await body<ProductInput>(c)), { status: 201 }),
  );
  app.put(
    '/api/products/:id',
    rest(async (ctx, c) => caller(ctx).update(await body<ProductInput & { id: string }>(c, { id: id(c) }))),
  );
  app.delete(
    '/api/products/:id',
    rest((ctx, c) => caller(ctx).remove({ id: id(c) })),
  );
  app.get(
    '/api/products/:id/movements',
    rest((ctx, c) => caller(ctx).movements({ id: id(c) })),
  );
  app.post(
    '/api/products/:id/stock-adjustments',
    rest(async (ctx, c) => caller(ctx).adjustStock(await body<{ id: string; delta: number; reason: string }>(c, { id: id(c) }))),
  );
}
