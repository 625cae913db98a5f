import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface PaymentServiceItem extends TenantEntity {
  paymentId: string;
  /** null once the service was deleted; the name and price stay as they were charged. */
  serviceId: string | null;
  name: string;
  priceCents: number;
}

export interface PaymentProductItem extends TenantEntity {
  paymentId: string;
  productId: string;
  name: string;
  qty: number;
  /** Sale price charged per unit. */
  unitPriceCents: number;
  /** Cost price per unit at the time of the sale (for margins). */
  unitCostCents: number;
}

/** One service performed and charged in a finalized appointment. */
export const PaymentServiceItemSchema = new EntitySchema<PaymentServiceItem>({
  name: 'PaymentServiceItem',
  tableName: 'payment_service_item',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    paymentId: { type: 'uuid' },
    serviceId: { type: 'uuid', nullable: true },
    name: { type: 'string', columnType: 'text' },
    priceCents: { type: 'integer' },
  },
});

/** One product sold in a finalized appointment, with the prices of that day. */
export const PaymentProductItemSchema = new EntitySchema<PaymentProductItem>({
  name: 'PaymentProductItem',
  tableName: 'payment_product_item',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    paymentId: { type: 'uuid' },
    productId: { type: 'uuid' },
    name: { type: 'string', columnType: 'text' },
    qty: { type: 'integer' },
    unitPriceCents: { type: 'integer' },
    unitCostCents: { type: 'integer' },
  },
});
