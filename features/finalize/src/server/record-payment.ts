import { randomUUID } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';
import { type Product, sellStock } from '@agenda/products/server';
import type { Service } from '@agenda/services/server';
import type { PaymentMethodCode, PaymentStatus } from '../shared/payment.ts';
import type { FinalizeTotals } from '../shared/totals.ts';
import type { Payment } from './entities/payment.entity.ts';
import type { PaymentProductItem, PaymentServiceItem } from './entities/payment-items.entity.ts';

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
 *
 * The payment, its lines and its receipt go in one statement (decision 055): through the unit of work
 * they were four inserts and a flush, a fifth of a checkout's server CPU. Its lines' foreign keys to
 * the payment are checked at the statement's end, when the payment is in. What it answers are the
 * rows as written, not managed entities: nothing after it in a checkout changes them.
 */
export async function recordPayment(tx: Em, companyId: string, userId: string, input: NewPayment): Promise<RecordedPayment> {
  const { totals, paidCents } = input;
  const paidInFull = paidCents === totals.totalCents;
  const at = input.at ?? new Date();
  const stamps = { companyId, createdAt: at, updatedAt: at };
  const payment: Payment = {
    id: randomUUID(),
    ...stamps,
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
  };
  const serviceItems: PaymentServiceItem[] = input.services.map((s) => ({
    id: randomUUID(),
    ...stamps,
    paymentId: payment.id,
    serviceId: s.id,
    name: s.name,
    priceCents: s.priceCents,
  }));
  const productItems: PaymentProductItem[] = input.products.map(({ product, qty }) => ({
    id: randomUUID(),
    ...stamps,
    paymentId: payment.id,
    productId: product.id,
    name: product.name,
    qty,
    unitPriceCents: product.salePriceCents,
    unitCostCents: product.costPriceCents,
  }));
  await runSql(
    tx,
    sql`with payment_row as (
      insert into payment (id, company_id, appointment_id, plan_id, installment_number, client_id, completed_by, method,
                           status, services_cents, products_cents, discount_cents, total_cents, paid_cents, due_date,
                           registered_on, notes, created_at, updated_at)
      values (${payment.id}, ${companyId}, ${payment.appointmentId}, null, null, ${payment.clientId}, ${userId},
              ${payment.method}, ${payment.status}, ${payment.servicesCents}, ${payment.productsCents},
              ${payment.discountCents}, ${payment.totalCents}, ${paidCents}, ${payment.dueDate}::date,
              ${payment.registeredOn}::date, ${payment.notes}, ${at}, ${at})
    ), service_rows as (
      insert into payment_service_item (id, company_id, payment_id, service_id, name, price_cents, created_at, updated_at)
      select line.id, ${companyId}, ${payment.id}, line.service_id, line.name, line.price_cents, ${at}, ${at}
        from unnest(${serviceItems.map((i) => i.id)}::uuid[], ${serviceItems.map((i) => i.serviceId)}::uuid[],
                    ${serviceItems.map((i) => i.name)}::text[], ${serviceItems.map((i) => i.priceCents)}::int[])
             as line (id, service_id, name, price_cents)
    ), product_rows as (
      insert into payment_product_item (id, company_id, payment_id, product_id, name, qty, unit_price_cents,
                                        unit_cost_cents, created_at, updated_at)
      select line.id, ${companyId}, ${payment.id}, line.product_id, line.name, line.qty, line.unit_price_cents,
             line.unit_cost_cents, ${at}, ${at}
        from unnest(${productItems.map((i) => i.id)}::uuid[], ${productItems.map((i) => i.productId)}::uuid[],
                    ${productItems.map((i) => i.name)}::text[], ${productItems.map((i) => i.qty)}::int[],
                    ${productItems.map((i) => i.unitPriceCents)}::int[], ${productItems.map((i) => i.unitCostCents)}::int[])
             as line (id, product_id, name, qty, unit_price_cents, unit_cost_cents)
    )
    insert into payment_receipt (id, company_id, kind, payment_id, amount_cents, method, received_on, created_by,
                                 reason, created_at, updated_at)
    select ${randomUUID()}, ${companyId}, 'RECEIPT', ${payment.id}, ${paidCents}, ${payment.method},
           ${payment.registeredOn}::date, ${userId}, null, ${at}, ${at}
     where ${paidCents}::int > 0`,
    'finalize_record_payment',
  );
  for (const { product, qty } of input.products)
    await sellStock(tx, companyId, userId, { productId: product.id, qty, paymentId: payment.id });
  return { payment, serviceItems, productItems };
}
