import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { PaymentMethodCode } from '../../shared/payment.ts';

/** Money in, or a reversal of money in ('Estorno': a negative amount with its reason). */
export type ReceiptKind = 'RECEIPT' | 'REVERSAL';

export interface PaymentReceipt extends TenantEntity {
  paymentId: string;
  kind: ReceiptKind;
  /** Above 0 for a receipt, below 0 for a reversal: a sum of receipts is the money that stayed. */
  amountCents: number;
  method: PaymentMethodCode;
  /** 'yyyy-MM-dd' in the company's time zone. */
  receivedOn: string;
  createdBy: string | null;
  /** Why a reversal was made (required for one, null for a receipt). */
  reason: string | null;
  /** The txid of the PIX BR Code a receipt by PIX paid, as staff read it on the bank statement. */
  pixTxid?: string | null;
}

/**
 * Every money-in event of a payment: at finalize (PAID: the total, PARTIAL: the amount paid), later
 * receipts, and reversals of them (dated the day they were made; nothing earlier is rewritten).
 */
export const PaymentReceiptSchema = new EntitySchema<PaymentReceipt>({
  name: 'PaymentReceipt',
  tableName: 'payment_receipt',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    paymentId: { type: 'uuid' },
    kind: { type: 'string', columnType: 'text', default: 'RECEIPT' },
    amountCents: { type: 'integer' },
    method: { type: 'string', columnType: 'text' },
    receivedOn: { type: 'string', columnType: 'date' },
    createdBy: { type: 'uuid', nullable: true },
    reason: { type: 'string', columnType: 'text', nullable: true },
    pixTxid: { type: 'string', columnType: 'text', nullable: true },
  },
});
