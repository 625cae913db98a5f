import { centsToReais } from '@agenda/br';
import { type Em, runSql, sql } from '@agenda/db';
import { productsById } from '@agenda/products/server';
import type { AnalysisPeriod, ProductAnalysis } from '../shared/completion.ts';

interface SalesRow {
  product_id: string;
  name: string;
  quantity: string;
  revenue: string;
  cost: string;
}

/**
 * What each product sold (§3.11), from the payments' product lines at the prices of the day,
 * optionally within a period of registration days. Margin = profit ÷ revenue (§9), in percent
 * with two decimals. Ordered by profit, highest first.
 */
export async function productAnalysis(em: Em, companyId: string, period: AnalysisPeriod): Promise<ProductAnalysis> {
  const { startDate: from, endDate: to } = period;
  const rows = await runSql<SalesRow>(
    em,
    sql`select i.product_id, min(i.name) as name, sum(i.qty) as quantity,
               sum(i.qty * i.unit_price_cents) as revenue, sum(i.qty * i.unit_cost_cents) as cost
          from payment_product_item i
          join payment p on p.company_id = i.company_id and p.id = i.payment_id
         where i.company_id = ${companyId}
           and (${from}::date is null or p.registered_on >= ${from}::date)
           and (${to}::date is null or p.registered_on <= ${to}::date)
         group by i.product_id`,
  );
  const current = await productsById(
    em,
    companyId,
    rows.map((r) => r.product_id),
  );

  let revenueCents = 0;
  let costCents = 0;
  const lines = rows.map((r) => {
    const revenue = Number(r.revenue);
    const cost = Number(r.cost);
    revenueCents += revenue;
    costCents += cost;
    const product = current.get(r.product_id);
    return {
      id: r.product_id,
      name: product?.name ?? r.name,
      category: product?.category ?? null,
      quantitySold: Number(r.quantity),
      revenue: centsToReais(revenue),
      cost: centsToReais(cost),
      profit: centsToReais(revenue - cost),
    };
  });
  lines.sort((a, b) => b.profit - a.profit || a.name.localeCompare(b.name, 'pt-BR'));
  const profitCents = revenueCents - costCents;
  return {
    products: lines,
    summary: {
      totalRevenue: centsToReais(revenueCents),
      totalCost: centsToReais(costCents),
      totalProfit: centsToReais(profitCents),
      profitMargin: revenueCents > 0 ? Math.round((profitCents / revenueCents) * 10000) / 100 : 0,
    },
  };
}
