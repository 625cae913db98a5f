import { centsToReais } from '@agenda/br';
import type { Em } from '@agenda/db';
import type { ClientHistoryAddition } from '@agenda/clients/server';
import { methodLabel } from '../shared/payment.ts';
import { toPaymentData } from './answers.ts';
import { type Payment, PaymentSchema } from './entities/payment.entity.ts';
import { PaymentProductItemSchema, PaymentServiceItemSchema } from './entities/payment-items.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';

async function itemsOf(em: Em, companyId: string, payments: Payment[]) {
  const paymentIds = payments.map((p) => p.id);
  const [services, products] = paymentIds.length
    ? await Promise.all([
        em.find(
          PaymentServiceItemSchema,
          { companyId, paymentId: { $in: paymentIds } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        ),
        em.find(
          PaymentProductItemSchema,
          { companyId, paymentId: { $in: paymentIds } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        ),
      ])
    : [[], []];
  return {
    servicesOf: (id: string) => services.filter((s) => s.paymentId === id),
    productsOf: (id: string) => products.filter((p) => p.paymentId === id),
  };
}

/** clients' history: for each completed appointment, its payment, services, products and total. */
export async function historyOfPayments(
  em: Em,
  companyId: string,
  clientId: string,
  appointmentIds: string[],
): Promise<Map<string, ClientHistoryAddition>> {
  const out = new Map<string, ClientHistoryAddition>();
  if (!appointmentIds.length) return out;
  const payments = await em.find(PaymentSchema, { companyId, clientId, appointmentId: { $in: appointmentIds } });
  const { servicesOf, productsOf } = await itemsOf(em, companyId, payments);
  for (const p of payments) {
    // Only appointments' payments are asked for (the query names their ids); a plan's installments have none.
    if (!p.appointmentId) continue;
    out.set(p.appointmentId, {
      paymentMethod: methodLabel(p.method),
      status: p.status,
      servicesData: servicesOf(p.id).map((s) => ({ name: s.name })),
      productsData: productsOf(p.id).map((i) => ({ name: i.name, qty: i.qty })),
      notes: p.notes,
      totalValue: p.totalCents,
      paidValue: p.paidCents,
      dueDate: p.dueDate,
    });
  }
  return out;
}

/** clients' delete: a client with payments keeps its records (archived, not deleted). */
export async function clientHasPayments(em: Em, companyId: string, clientId: string): Promise<boolean> {
  return (await em.count(PaymentSchema, { companyId, clientId })) > 0;
}

/** clients' LGPD export: the client's payments with their items, receipts and reversals (negative, with a reason). */
export async function exportPayments(em: Em, companyId: string, clientId: string): Promise<Record<string, unknown>> {
  const payments = await em.find(PaymentSchema, { companyId, clientId }, { orderBy: { registeredOn: 'asc', id: 'asc' } });
  const { servicesOf, productsOf } = await itemsOf(em, companyId, payments);
  const receipts = payments.length
    ? await em.find(
        PaymentReceiptSchema,
        { companyId, paymentId: { $in: payments.map((p) => p.id) } },
        { orderBy: { receivedOn: 'asc', id: 'asc' } },
      )
    : [];
  return {
    payments: payments.map((p) => ({
      ...toPaymentData(p, servicesOf(p.id), productsOf(p.id)),
      receipts: receipts
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          kind: r.kind,
          amount: centsToReais(r.amountCents),
          method: methodLabel(r.method),
          receivedOn: r.receivedOn,
          reason: r.reason,
        })),
    })),
  };
}
