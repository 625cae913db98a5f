export { productsServerFeature } from './feature.ts';
export type { ProductsApi, ProductsRouter } from './router.ts';
export { ProductSchema } from './entities/product.entity.ts';
export { StockMovementSchema } from './entities/stock-movement.entity.ts';
export type { Product } from './entities/product.entity.ts';
export type { StockMovement, StockMovementKind } from './entities/stock-movement.entity.ts';
