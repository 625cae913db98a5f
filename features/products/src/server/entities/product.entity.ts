import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface Product extends TenantEntity {
  name: string;
  category: string | null;
  costPriceCents: number;
  salePriceCents: number;
  /** Always the sum of the product's stock movements; never below 0 (database check). */
  stock: number;
  /** Set when a product already sold is deleted: it leaves the catalogue but stays readable. */
  archivedAt: Date | null;
}

/** One product of the clinic's catalogue, sold when an appointment is finalized. */
export const ProductSchema = new EntitySchema<Product>({
  name: 'Product',
  tableName: 'product',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    category: { type: 'string', columnType: 'text', nullable: true },
    costPriceCents: { type: 'integer' },
    salePriceCents: { type: 'integer' },
    stock: { type: 'integer', default: 0 },
    archivedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
