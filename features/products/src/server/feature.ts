import type { ServerFeature } from '@agenda/trpc';
import { seedDemoProducts } from './demo-products.seeder.ts';
import { ProductSchema } from './entities/product.entity.ts';
import { StockMovementSchema } from './entities/stock-movement.entity.ts';
import { Migration20261126300000_products } from './migrations/Migration20261126300000_products.ts';
import { productsRest } from './rest.ts';
import { productsRouter } from './router.ts';

export const productsServerFeature = {
  key: 'products',
  router: productsRouter,
  entities: [ProductSchema, StockMovementSchema],
  migrations: [{ name: 'Migration20261126300000_products', class: Migration20261126300000_products }],
  rest: productsRest,
  seedDemo: seedDemoProducts,
} satisfies ServerFeature<'products'>;
