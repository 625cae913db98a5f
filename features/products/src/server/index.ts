export { productsServerFeature } from './feature.ts';
export type { ProductsApi, ProductsRouter } from './router.ts';
export { ProductSchema } from './entities/product.entity.ts';
export { StockMovementSchema } from './entities/stock-movement.entity.ts';
export type { Product } from './entities/product.entity.ts';
export type { StockMovement, StockMovementKind } from './entities/stock-movement.entity.ts';
export { findProduct, productsById, productsOnSale } from './products.service.ts';
export { moveStock, returnStock, sellStock } from './stock.service.ts';
export { DEMO_PRODUCTS } from './demo-products.seeder.ts';
