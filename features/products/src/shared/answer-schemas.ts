import * as v from 'valibot';

// The REST answers of products, for the API's OpenAPI document (part 2 §3.10; loose objects, so a
// field added later does not break a client). Prices in reais.

const product = v.looseObject({
  id: v.string(),
  name: v.string(),
  category: v.nullable(v.string()),
  /** Only for a member who may see costs and margins (the owner). */
  costPrice: v.optional(v.number()),
  salePrice: v.number(),
  stock: v.number(),
});
export const productsAnswer = v.object({ products: v.array(product) });
export const productAnswer = v.object({ product });
/** Removed, or archived when it was sold. */
export const productRemovedAnswer = v.object({ ok: v.literal(true), archived: v.boolean() });
export const movementsAnswer = v.object({
  movements: v.array(
    v.looseObject({
      id: v.string(),
      delta: v.number(),
      kind: v.picklist(['INITIAL', 'SALE', 'ADJUSTMENT', 'RETURN']),
      reason: v.nullable(v.string()),
      paymentId: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
