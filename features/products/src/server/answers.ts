import { centsToReais } from '@agenda/br';
import type { ProductData, StockMovementData } from '../shared/product.ts';
import type { Product } from './entities/product.entity.ts';
import type { StockMovement } from './entities/stock-movement.entity.ts';

export function toProductData(p: Product): ProductData {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    costPrice: centsToReais(p.costPriceCents),
    salePrice: centsToReais(p.salePriceCents),
    stock: p.stock,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A product as a member who may not see costs gets it: no cost price (nor, so, any margin). */
export function withoutCosts({ costPrice: _cost, ...product }: ProductData): ProductData {
  return product;
}

export function toMovementData(m: StockMovement): StockMovementData {
  return {
    id: m.id,
    delta: m.delta,
    kind: m.kind,
    reason: m.reason,
    paymentId: m.paymentId,
    createdAt: m.createdAt.toISOString(),
  };
}
