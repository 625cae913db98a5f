export { productsServerFeature } from './feature.ts';
export type { ProductsApi } from './router.ts';
export { ProductSchema } from './entities/product.entity.ts';
export type { Product } from './entities/product.entity.ts';
export { findProduct, productsById, productsOnSale } from './products.service.ts';
export { returnStock, sellStock } from './stock.service.ts';
