import { type Em, make, runSql, sql } from '@agenda/db';
import { conflict } from '@agenda/trpc';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { type StockMovementKind, StockMovementSchema } from './entities/stock-movement.entity.ts';

export interface StockChange {
  productId: string;
  /** Units in (> 0) or out (< 0). */
  delta: number;
  kind: StockMovementKind;
  reason?: string | null;
  paymentId?: string | null;
  userId: string | null;
}

/**
 * The one way stock changes: a conditional UPDATE that only applies when the result stays ≥ 0
 * (concurrent changes queue on the row and each re-checks the condition), plus its ledger row, in
 * the caller's transaction. A shortfall is a 409 naming the product and what is available.
 */
export async function moveStock(tx: Em, companyId: string, change: StockChange): Promise<number> {
  const updated = await runSql<{ stock: number }>(
    tx,
    sql`update product set stock = stock + ${change.delta}, updated_at = now()
         where company_id = ${companyId} and id = ${change.productId} and stock + ${change.delta} >= 0 returning stock`,
  );
  if (!updated[0]) {
    const [row] = await runSql<{ name: string; stock: number }>(
      tx,
      sql`select name, stock from product where company_id = ${companyId} and id = ${change.productId}`,
    );
    throw conflict(`${row?.name ?? ''}: ${T.insufficientStock(row?.stock ?? 0)}`);
  }
  make(tx, StockMovementSchema, {
    companyId,
    productId: change.productId,
    delta: change.delta,
    kind: change.kind,
    reason: change.reason ?? null,
    paymentId: change.paymentId ?? null,
    createdBy: change.userId,
  });
  await tx.flush();
  return updated[0].stock;
}

/** Units sold with a payment: out of stock, or a 409 when there are not enough. */
export function sellStock(
  tx: Em,
  companyId: string,
  userId: string | null,
  sale: { productId: string; qty: number; paymentId: string },
) {
  return moveStock(tx, companyId, {
    productId: sale.productId,
    delta: -sale.qty,
    kind: 'SALE',
    paymentId: sale.paymentId,
    userId,
  });
}

/** Units of a reversed sale back into stock. */
export function returnStock(
  tx: Em,
  companyId: string,
  userId: string | null,
  ret: { productId: string; qty: number; paymentId: string | null; reason?: string },
) {
  return moveStock(tx, companyId, {
    productId: ret.productId,
    delta: ret.qty,
    kind: 'RETURN',
    paymentId: ret.paymentId,
    reason: ret.reason ?? null,
    userId,
  });
}
