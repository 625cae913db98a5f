import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export type StockMovementKind = 'INITIAL' | 'SALE' | 'ADJUSTMENT' | 'RETURN';

export interface StockMovement extends TenantEntity {
  productId: string;
  /** Units in (> 0) or out (< 0). */
  delta: number;
  kind: StockMovementKind;
  reason: string | null;
  /** The payment of the sale (or of the reversed sale), when there is one. */
  paymentId: string | null;
  createdBy: string | null;
}

/** The stock ledger: every change of a product's stock is one row; stock = sum(delta). */
export const StockMovementSchema = new EntitySchema<StockMovement>({
  name: 'StockMovement',
  tableName: 'stock_movement',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    productId: { type: 'uuid' },
    delta: { type: 'integer' },
    kind: { type: 'string', columnType: 'text' },
    reason: { type: 'string', columnType: 'text', nullable: true },
    paymentId: { type: 'uuid', nullable: true },
    createdBy: { type: 'uuid', nullable: true },
  },
});
