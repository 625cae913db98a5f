import { badRequest, router, tenantProcedure } from '@agenda/trpc';
import { type Role, roleMay } from '@agenda/access';
import {
  type ProductData,
  type ProductFields,
  productFieldsSchema,
  productIdSchema,
  productUpdateSchema,
  stockAdjustmentSchema,
} from '../shared/product.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { withoutCosts } from './answers.ts';
import {
  adjustStock,
  createProduct,
  getProduct,
  listProducts,
  removeProduct,
  stockMovements,
  updateProduct,
} from './products.service.ts';

type Caller = { session: { role: Role } };

/** Costs and margins are the owner's (`costs`): everyone else's answers leave the cost price out. */
const shown = (ctx: Caller, product: ProductData): ProductData =>
  roleMay(ctx.session.role, 'costs') ? product : withoutCosts(product);

/**
 * The fields a caller may write: who may see costs must give the cost price (the spec's required
 * field); anyone else's is left out, never written.
 */
function writable<F extends ProductFields>(ctx: Caller, fields: F): F {
  if (!roleMay(ctx.session.role, 'costs')) return { ...fields, costPrice: undefined };
  if (fields.costPrice === undefined) throw badRequest(T.fillRequired);
  return fields;
}

export const productsRouter = router({
  list: tenantProcedure.meta({ permission: 'finalize' }).query(async ({ ctx }) => ({
    products: (await listProducts(ctx.em, ctx.companyId)).map((p) => shown(ctx, p)),
  })),
  byId: tenantProcedure
    .meta({ permission: 'finalize' })
    .input(productIdSchema)
    .query(async ({ ctx, input }) => ({ product: shown(ctx, await getProduct(ctx.em, ctx.companyId, input.id)) })),
  create: tenantProcedure
    .meta({ permission: 'products' })
    .input(productFieldsSchema)
    .mutation(async ({ ctx, input }) => ({
      product: shown(ctx, await createProduct(ctx.em, ctx.companyId, ctx.session.userId, writable(ctx, input))),
    })),
  update: tenantProcedure
    .meta({ permission: 'products' })
    .input(productUpdateSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      product: shown(ctx, await updateProduct(ctx.em, ctx.companyId, ctx.session.userId, id, writable(ctx, fields))),
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
      product: shown(ctx, await adjustStock(ctx.em, ctx.companyId, ctx.session.userId, input)),
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
