import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { ProductSchema } from './entities/product.entity.ts';
import { moveStock } from './stock.service.ts';

/** The demo clinic's catalogue: [name, category, cost R$, sale R$, opening stock]. */
export const DEMO_PRODUCTS: readonly [string, string, number, number, number][] = [
  ['Anestésico Lidocaína 2% (tubete)', 'Anestésicos', 3.2, 12, 120],
  ['Anestésico Articaína 4% (tubete)', 'Anestésicos', 4.5, 15, 80],
  ['Escova Dental Macia', 'Higiene Bucal', 4.9, 14.9, 60],
  ['Escova Interdental (kit 6)', 'Higiene Bucal', 9.5, 24.9, 35],
  ['Fio Dental 50 m', 'Higiene Bucal', 3.5, 9.9, 70],
  ['Creme Dental Dessensibilizante', 'Higiene Bucal', 8.9, 22.5, 40],
  ['Enxaguante Bucal sem Álcool 500 ml', 'Higiene Bucal', 11.5, 27.9, 45],
  ['Kit Clareamento Caseiro', 'Clareamento', 85, 249, 24],
  ['Gel Clareador 16% (seringa)', 'Clareamento', 18, 49.9, 30],
  ['Moldeira para Clareamento', 'Clareamento', 22, 65, 16],
  ['Protetor Bucal Esportivo', 'Ortodontia', 28, 89, 12],
  ['Cera Ortodôntica', 'Ortodontia', 2.8, 9.5, 0],
];

/** The demo catalogue with its opening stock as INITIAL movements (once: skipped when products exist). */
export async function seedDemoProducts(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(ProductSchema, { companyId })) > 0) return;
  await em.transactional(async (tx) => {
    for (const [name, category, cost, sale, stock] of DEMO_PRODUCTS) {
      const product = make(tx, ProductSchema, {
        companyId,
        name,
        category,
        costPriceCents: Math.round(cost * 100),
        salePriceCents: Math.round(sale * 100),
        stock: 0,
        archivedAt: null,
      });
      await tx.flush();
      if (stock > 0) await moveStock(tx, companyId, { productId: product.id, delta: stock, kind: 'INITIAL', userId: null });
    }
  });
}
