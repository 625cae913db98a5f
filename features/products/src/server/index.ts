export { productsServerFeature } from './feature.ts';
export type { ProductsApi } from './router.ts';
export { ProductSchema } from './entities/product.entity.ts';
export type { Product } from './entities/product.entity.ts';
export { findProduct } from './products.service.ts';
export { returnStock, sellStock } from './stock.service.ts';
