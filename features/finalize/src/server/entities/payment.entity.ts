import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { PaymentMethodCode, PaymentStatus } from '../../shared/payment.ts';

export interface Payment extends TenantEntity {
  /** One payment per appointment; null for an installment of a payment plan. */
  appointmentId: string | null;
  /** The payment plan (an approved quote) this is an installment of; null for an appointment's payment. */
  planId: string | null;
  /** The installment's number in its plan (0: the entry or single payment). */
  installmentNumber: number | null;
  clientId: string;
  /** The signed-in user who finalized the appointment. */
  completedBy: string;
  method: PaymentMethodCode;
  status: PaymentStatus;
  servicesCents: number;
  productsCents: number;
  discountCents: number;
  /** services + products − discount. */
  totalCents: number;
  /** Sum of the payment's receipts; 0 ≤ paid ≤ total. */
  paidCents: number;
  /** 'yyyy-MM-dd'; set when something is still owed. */
  dueDate: string | null;
  /** 'yyyy-MM-dd' in the company's time zone: the day it was registered (the day finance counts it). */
  registeredOn: string;
  notes: string | null;
}

/** What the client owes and paid for one completed appointment or one installment of a plan (the receivable finance lists). */
export const PaymentSchema = new EntitySchema<Payment>({
  name: 'Payment',
  tableName: 'payment',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    appointmentId: { type: 'uuid', nullable: true },
    planId: { type: 'uuid', nullable: true },
    installmentNumber: { type: 'integer', nullable: true },
    clientId: { type: 'uuid' },
    completedBy: { type: 'uuid' },
    method: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    servicesCents: { type: 'integer' },
    productsCents: { type: 'integer' },
    discountCents: { type: 'integer', default: 0 },
    totalCents: { type: 'integer' },
    paidCents: { type: 'integer' },
    dueDate: { type: 'string', columnType: 'date', nullable: true },
    registeredOn: { type: 'string', columnType: 'date' },
    notes: { type: 'string', columnType: 'text', nullable: true },
  },
});
