import { type Em, make } from '@agenda/db';
import { type Product, sellStock } from '@agenda/products/server';
import type { Service } from '@agenda/services/server';
import type { PaymentMethodCode, PaymentStatus } from '../shared/payment.ts';
import type { FinalizeTotals } from '../shared/totals.ts';
import { type Payment, PaymentSchema } from './entities/payment.entity.ts';
import {
  type PaymentProductItem,
  PaymentProductItemSchema,
  type PaymentServiceItem,
  PaymentServiceItemSchema,
} from './entities/payment-items.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';

/** A completed appointment's payment as decided by its caller: the finalize form, or the demo's history. */
export interface NewPayment {
  appointmentId: string;
  clientId: string;
  method: PaymentMethodCode;
  /** The status asked for; a payment paid in full is PAID whatever was asked. */
  status: PaymentStatus;
  totals: FinalizeTotals;
  paidCents: number;
  /** When the balance falls due; dropped once nothing is owed. */
  dueDate: string | null;
  /** The day finance counts it, and the day of the receipt for what was paid now. */
  registeredOn: string;
  notes: string | null;
  services: readonly Service[];
  products: readonly { product: Product; qty: number }[];
  /** When it was made, if not now: the demo clinic's back-dated history. */
  at?: Date;
}

export interface RecordedPayment {
  payment: Payment;
  serviceItems: PaymentServiceItem[];
  productItems: PaymentProductItem[];
}

/**
 * Writes a payment with its service and product lines (names and prices copied, so later catalogue
 * changes leave it as it was), a receipt for what was paid now, and the products' stock out through
 * the ledger. Runs inside the caller's transaction.
 */
export async function recordPayment(tx: Em, companyId: string, userId: string, input: NewPayment): Promise<RecordedPayment> {
  const { totals, paidCents } = input;
  const paidInFull = paidCents === totals.totalCents;
  const payment = make(tx, PaymentSchema, {
    companyId,
    appointmentId: input.appointmentId,
    planId: null,
    installmentNumber: null,
    clientId: input.clientId,
    completedBy: userId,
    method: input.method,
    status: paidInFull ? 'PAID' : input.status,
    ...totals,
    paidCents,
    dueDate: paidInFull ? null : input.dueDate,
    registeredOn: input.registeredOn,
    notes: input.notes,
  });
  if (input.at) {
    payment.createdAt = input.at;
    payment.updatedAt = input.at;
  }
  const serviceItems = input.services.map((s) =>
    make(tx, PaymentServiceItemSchema, {
      companyId,
      paymentId: payment.id,
      serviceId: s.id,
      name: s.name,
      priceCents: s.priceCents,
    }),
  );
  const productItems = input.products.map(({ product, qty }) =>
    make(tx, PaymentProductItemSchema, {
      companyId,
      paymentId: payment.id,
      productId: product.id,
      name: product.name,
      qty,
      unitPriceCents: product.salePriceCents,
      unitCostCents: product.costPriceCents,
    }),
  );
  if (paidCents > 0) {
    make(tx, PaymentReceiptSchema, {
      companyId,
      kind: 'RECEIPT',
      paymentId: payment.id,
      amountCents: paidCents,
      method: input.method,
      receivedOn: input.registeredOn,
      createdBy: userId,
      reason: null,
    });
  }
  await tx.flush();
  for (const { product, qty } of input.products)
    await sellStock(tx, companyId, userId, { productId: product.id, qty, paymentId: payment.id });
  return { payment, serviceItems, productItems };
}
