import { reaisSchema } from '@agenda/br';
import * as v from 'valibot';
import { PRODUCTS_TEXTS as T } from './texts.ts';

export const MAX_PRICE_REAIS = 999_999.99;
export const MAX_STOCK = 1_000_000;
const MAX_NAME_LENGTH = 120;
const MAX_CATEGORY_LENGTH = 60;

/** A form's empty or non-numeric stock counts as 0 (§5 Products). */
export function stockOrZero(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'string') {
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : 0;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 0;
  return value;
}

/** Missing, null or not a number: the spec's required-field warning; a third decimal: the money rule's. */
const price = v.pipe(
  v.optional(v.unknown(), null),
  reaisSchema(T.fillRequired),
  v.minValue(0, T.negativePrice),
  v.maxValue(MAX_PRICE_REAIS, T.priceTooHigh),
);

export const productFieldsSchema = v.object({
  name: v.pipe(
    v.nullish(v.pipe(v.string(T.fillRequired), v.trim(), v.maxLength(MAX_NAME_LENGTH, T.nameTooLong)), ''),
    v.nonEmpty(T.fillRequired),
  ),
  category: v.pipe(
    v.nullish(v.pipe(v.string(T.invalidCategory), v.trim(), v.maxLength(MAX_CATEGORY_LENGTH, T.categoryTooLong)), ''),
    v.transform((s) => (s === '' ? null : s)),
  ),
  /**
   * The owner's (`costs`): a member without that permission leaves it out — a new product then costs
   * 0 until the owner says otherwise, an edited one keeps its cost — and is never shown it.
   */
  costPrice: v.optional(price),
  salePrice: price,
  stock: v.pipe(
    v.optional(v.unknown(), 0),
    v.transform(stockOrZero),
    v.number(T.invalidStock),
    v.integer(T.invalidStock),
    v.minValue(0, T.invalidStock),
    v.maxValue(MAX_STOCK, T.invalidStock),
  ),
});
export type ProductFields = v.InferOutput<typeof productFieldsSchema>;

const idField = v.optional(v.string(T.productNotFound), '');
export const productIdSchema = v.object({ id: idField });
export const productUpdateSchema = v.object({ ...productFieldsSchema.entries, id: idField });

export const stockAdjustmentSchema = v.object({
  id: idField,
  delta: v.pipe(
    v.number(T.invalidDelta),
    v.integer(T.invalidDelta),
    v.check((n) => n !== 0, T.invalidDelta),
    v.minValue(-MAX_STOCK, T.invalidDelta),
    v.maxValue(MAX_STOCK, T.invalidDelta),
  ),
  reason: v.pipe(
    v.nullish(v.pipe(v.string(T.reasonRequired), v.trim(), v.maxLength(200, T.reasonTooLong)), ''),
    v.nonEmpty(T.reasonRequired),
  ),
});
export type StockAdjustment = v.InferOutput<typeof stockAdjustmentSchema>;

/** A product as every answer carries it (prices in reais); `costPrice` only to whom may see costs. */
export interface ProductData {
  id: string;
  name: string;
  category: string | null;
  costPrice?: number;
  salePrice: number;
  stock: number;
  createdAt: string;
  updatedAt: string;
}

export interface StockMovementData {
  id: string;
  delta: number;
  kind: 'INITIAL' | 'SALE' | 'ADJUSTMENT' | 'RETURN';
  reason: string | null;
  paymentId: string | null;
  createdAt: string;
}
