import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { PaymentMethodCode } from '../../shared/payment.ts';

export interface PaymentReceipt extends TenantEntity {
  paymentId: string;
  amountCents: number;
  method: PaymentMethodCode;
  /** 'yyyy-MM-dd' in the company's time zone. */
  receivedOn: string;
  createdBy: string | null;
}

/** Every money-in event of a payment: at finalize (PAID: the total, PARTIAL: the amount paid) and later receipts. */
export const PaymentReceiptSchema = new EntitySchema<PaymentReceipt>({
  name: 'PaymentReceipt',
  tableName: 'payment_receipt',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    paymentId: { type: 'uuid' },
    amountCents: { type: 'integer' },
    method: { type: 'string', columnType: 'text' },
    receivedOn: { type: 'string', columnType: 'date' },
    createdBy: { type: 'uuid', nullable: true },
  },
});
