import { router, tenantProcedure } from '@agenda/trpc';
import { productFieldsSchema, productIdSchema, productUpdateSchema, stockAdjustmentSchema } from '../shared/product.ts';
import {
  adjustStock,
  createProduct,
  getProduct,
  listProducts,
  removeProduct,
  stockMovements,
  updateProduct,
} from './products.service.ts';

export const productsRouter = router({
  list: tenantProcedure
    .meta({ permission: 'finalize' })
    .query(async ({ ctx }) => ({ products: await listProducts(ctx.em, ctx.companyId) })),
  byId: tenantProcedure
    .meta({ permission: 'finalize' })
    .input(productIdSchema)
    .query(async ({ ctx, input }) => ({ product: await getProduct(ctx.em, ctx.companyId, input.id) })),
  create: tenantProcedure
    .meta({ permission: 'products' })
    .input(productFieldsSchema)
    .mutation(async ({ ctx, input }) => ({
      product: await createProduct(ctx.em, ctx.companyId, ctx.session.userId, input),
    })),
  update: tenantProcedure
    .meta({ permission: 'products' })
    .input(productUpdateSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      product: await updateProduct(ctx.em, ctx.companyId, ctx.session.userId, id, fields),
    })),
  remove: tenantProcedure
    .meta({ permission: 'products' })
    .input(productIdSchema)
    .mutation(async ({ ctx, input }) => {
      const { archived } = await removeProduct(ctx.em, ctx.companyId, input.id);
      return { ok: true as const, archived };
    }),
  adjustStock: tenantProcedure
    .meta({ permission: 'products' })
    .input(stockAdjustmentSchema)
    .mutation(async ({ ctx, input }) => ({
      product: await adjustStock(ctx.em, ctx.companyId, ctx.session.userId, input),
    })),
  movements: tenantProcedure
    .meta({ permission: 'products' })
    .input(productIdSchema)
    .query(async ({ ctx, input }) => ({ movements: await stockMovements(ctx.em, ctx.companyId, input.id) })),
});

export type ProductsRouter = typeof productsRouter;
/** The shape the browser's products client sees (the router mounted under `products`). */
const mounted = (products: ProductsRouter) => router({ products });
export type ProductsApi = ReturnType<typeof mounted>;
