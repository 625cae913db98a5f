import { reaisToCents } from '@agenda/br';
import { type Em, type Plain, findOneBySql, isUuid, make, plain, runSql, sql } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { ProductData, ProductFields, StockAdjustment, StockMovementData } from '../shared/product.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { toMovementData, toProductData } from './answers.ts';
import { type Product, ProductSchema } from './entities/product.entity.ts';
import { StockMovementSchema } from './entities/stock-movement.entity.ts';
import { moveStock } from './stock.service.ts';

/** A product of the company still in the catalogue, managed (this feature's own changes); 404 otherwise (a malformed id too). */
async function loadProduct(em: Em, companyId: string, productId: string): Promise<Product> {
  // Plain SQL: every checkout that sells a product reads it inside its write (decision 070).
  const product = isUuid(productId)
    ? await findOneBySql(em, ProductSchema, sql`company_id = ${companyId} and id = ${productId} and archived_at is null`, {
        name: 'products_load',
      })
    : null;
  if (!product) throw notFound(T.productNotFound);
  return product;
}

/** A product of the company still in the catalogue, as data for other features; 404 otherwise (a malformed id too). */
export async function findProduct(em: Em, companyId: string, productId: string): Promise<Plain<Product>> {
  return plain(await loadProduct(em, companyId, productId));
}

/** The company's products among `ids`, archived ones too (a sale keeps naming what it sold). */
export async function productsById(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, Plain<Product>>> {
  const unique = [...new Set(ids)].filter(isUuid);
  const found = unique.length ? await em.find(ProductSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(found.map((p) => [p.id, plain(p)]));
}

/** The products on sale: the catalogue without the archived ones, by name. */
export async function productsOnSale(em: Em, companyId: string): Promise<Plain<Product>[]> {
  return (await em.find(ProductSchema, { companyId, archivedAt: null }, { orderBy: { name: 'asc', id: 'asc' } })).map(plain);
}

/** The product read fresh and locked until the transaction ends. */
async function lockProduct(tx: Em, companyId: string, productId: string): Promise<Product> {
  if (!isUuid(productId)) throw notFound(T.productNotFound);
  await runSql(
    tx,
    sql`select 1 from product where company_id = ${companyId} and id = ${productId} and archived_at is null for update`,
  );
  const product = await tx.findOne(ProductSchema, { id: productId, companyId, archivedAt: null }, { refresh: true });
  if (!product) throw notFound(T.productNotFound);
  return product;
}

export async function listProducts(em: Em, companyId: string): Promise<ProductData[]> {
  return (await productsOnSale(em, companyId)).map(toProductData);
}

export async function getProduct(em: Em, companyId: string, productId: string): Promise<ProductData> {
  return toProductData(await loadProduct(em, companyId, productId));
}

/** A new product; its opening stock is the ledger's first (INITIAL) movement. */
export async function createProduct(
  em: Em,
  companyId: string,
  userId: string | null,
  input: ProductFields,
): Promise<ProductData> {
  return em.transactional(async (tx) => {
    const product = make(tx, ProductSchema, {
      companyId,
      name: input.name,
      category: input.category,
      costPriceCents: reaisToCents(input.costPrice ?? 0),
      salePriceCents: reaisToCents(input.salePrice),
      stock: 0,
      archivedAt: null,
    });
    await tx.flush();
    if (input.stock > 0) await moveStock(tx, companyId, { productId: product.id, delta: input.stock, kind: 'INITIAL', userId });
    return toProductData(await tx.findOneOrFail(ProductSchema, { id: product.id, companyId }, { refresh: true }));
  });
}

/** Saves the fields; a different stock is an ADJUSTMENT movement of the difference. */
export async function updateProduct(
  em: Em,
  companyId: string,
  userId: string | null,
  productId: string,
  input: ProductFields,
): Promise<ProductData> {
  return em.transactional(async (tx) => {
    const product = await lockProduct(tx, companyId, productId);
    Object.assign(product, {
      name: input.name,
      category: input.category,
      ...(input.costPrice === undefined ? {} : { costPriceCents: reaisToCents(input.costPrice) }),
      salePriceCents: reaisToCents(input.salePrice),
    });
    await tx.flush();
    const delta = input.stock - product.stock;
    if (delta !== 0) {
      await moveStock(tx, companyId, { productId, delta, kind: 'ADJUSTMENT', reason: T.editedStockReason, userId });
    }
    return toProductData(await tx.findOneOrFail(ProductSchema, { id: productId, companyId }, { refresh: true }));
  });
}

/** A manual stock adjustment with its reason; never below 0 (409 with what is available). */
export async function adjustStock(
  em: Em,
  companyId: string,
  userId: string | null,
  input: StockAdjustment,
): Promise<ProductData> {
  return em.transactional(async (tx) => {
    await loadProduct(tx, companyId, input.id);
    await moveStock(tx, companyId, { productId: input.id, delta: input.delta, kind: 'ADJUSTMENT', reason: input.reason, userId });
    return toProductData(await tx.findOneOrFail(ProductSchema, { id: input.id, companyId }, { refresh: true }));
  });
}

export async function stockMovements(em: Em, companyId: string, productId: string): Promise<StockMovementData[]> {
  const product = isUuid(productId) ? await em.findOne(ProductSchema, { id: productId, companyId }) : null;
  if (!product) throw notFound(T.productNotFound);
  const rows = await em.find(StockMovementSchema, { companyId, productId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  return rows.map(toMovementData);
}

/**
 * Deletes a product never sold (its movements go with it), or archives one already sold: sales
 * keep naming it, and it leaves the catalogue.
 */
export async function removeProduct(em: Em, companyId: string, productId: string): Promise<{ archived: boolean }> {
  return em.transactional(async (tx) => {
    await lockProduct(tx, companyId, productId);
    const sold = await tx.count(StockMovementSchema, { companyId, productId, kind: { $in: ['SALE', 'RETURN'] } });
    if (sold > 0) {
      const now = new Date();
      await tx.nativeUpdate(ProductSchema, { id: productId, companyId }, { archivedAt: now, updatedAt: now });
      return { archived: true };
    }
    await tx.nativeDelete(ProductSchema, { id: productId, companyId });
    return { archived: false };
  });
}
