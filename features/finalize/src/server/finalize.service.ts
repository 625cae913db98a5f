import { nowInTimeZone, reaisToCents } from '@agenda/br';
import type { AppointmentData } from '@agenda/calendar/shared';
import { completeAppointment } from '@agenda/calendar/server';
import { type Em, isUuid, make } from '@agenda/db';
import { type Product, findProduct, sellStock } from '@agenda/products/server';
import { type Service, ServiceSchema } from '@agenda/services/server';
import { badRequest, notFound } from '@agenda/trpc';
import type { Completion } from '../shared/completion.ts';
import type { PaymentData } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { finalizeTotals, paidNowCents, paymentTermsProblem } from '../shared/totals.ts';
import { toPaymentData } from './answers.ts';
import { PaymentSchema } from './entities/payment.entity.ts';
import { PaymentProductItemSchema, PaymentServiceItemSchema } from './entities/payment-items.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';
import { bodyHash, claimKey, saveAnswer } from './idempotency.ts';

export interface FinalizeActor {
  companyId: string;
  userId: string;
  timeZone: string;
}

export interface FinalizeAnswer {
  appointment: AppointmentData;
  payment: PaymentData;
}

/** The services performed, from the company's catalogue (archived ones too: the booked one may be). */
async function chargedServices(tx: Em, companyId: string, requested: { id: string }[]): Promise<Service[]> {
  const ids = [...new Set(requested.map((s) => s.id))];
  if (ids.some((id) => !isUuid(id))) throw notFound(T.serviceNotFound);
  const found = ids.length ? await tx.find(ServiceSchema, { id: { $in: ids }, companyId }) : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  return requested.map((s) => {
    const service = byId.get(s.id);
    if (!service) throw notFound(T.serviceNotFound);
    return service;
  });
}

/** The products sold, one line per product (quantities of a repeated product add up), by id. */
async function soldProducts(tx: Em, companyId: string, requested: { id: string; qty: number }[]) {
  const qtyById = new Map<string, number>();
  for (const p of requested) qtyById.set(p.id, (qtyById.get(p.id) ?? 0) + p.qty);
  const lines: { product: Product; qty: number }[] = [];
  for (const [id, qty] of [...qtyById].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push({ product: await findProduct(tx, companyId, id), qty });
  }
  return lines;
}

async function complete(tx: Em, actor: FinalizeActor, input: Omit<Completion, 'idempotencyKey'>): Promise<FinalizeAnswer> {
  const { companyId, userId } = actor;
  const appointment = await completeAppointment(tx, companyId, userId, input.appointmentId);
  const services = await chargedServices(tx, companyId, input.services);
  const lines = await soldProducts(tx, companyId, input.products);

  const discountCents = reaisToCents(input.discount ?? 0);
  const totals = finalizeTotals(
    services,
    lines.map((l) => ({ salePriceCents: l.product.salePriceCents, qty: l.qty })),
    discountCents,
  );
  if (totals.totalCents < 0) throw badRequest(T.discountTooHigh);
  const terms = {
    status: input.paymentStatus,
    paidCents: input.paidAmount === null ? null : reaisToCents(input.paidAmount),
    dueDate: input.dueDate,
  };
  const problem = paymentTermsProblem(terms, totals.totalCents);
  if (problem) throw badRequest(problem);
  const paidCents = paidNowCents(terms, totals.totalCents);
  const today = nowInTimeZone(actor.timeZone).date;

  const payment = make(tx, PaymentSchema, {
    companyId,
    appointmentId: appointment.id,
    clientId: appointment.client.id,
    completedBy: userId,
    method: input.paymentMethod,
    status: paidCents === totals.totalCents ? 'PAID' : input.paymentStatus,
    ...totals,
    paidCents,
    dueDate: paidCents === totals.totalCents ? null : input.dueDate,
    registeredOn: today,
    notes: input.notes,
  });
  const serviceItems = services.map((s) =>
    make(tx, PaymentServiceItemSchema, {
      companyId,
      paymentId: payment.id,
      serviceId: s.id,
      name: s.name,
      priceCents: s.priceCents,
    }),
  );
  const productItems = lines.map(({ product, qty }) =>
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
      paymentId: payment.id,
      amountCents: paidCents,
      method: input.paymentMethod,
      receivedOn: today,
      createdBy: userId,
    });
  }
  await tx.flush();
  for (const { product, qty } of lines)
    await sellStock(tx, companyId, userId, { productId: product.id, qty, paymentId: payment.id });
  return { appointment, payment: toPaymentData(payment, serviceItems, productItems) };
}

/**
 * Finalizes an appointment in one transaction: COMPLETED, stock out through the ledger (never
 * below 0), the payment with its items and receipt. With an Idempotency-Key, a replay answers
 * the first answer and changes nothing.
 */
export async function finalizeAppointment(em: Em, actor: FinalizeActor, input: Completion): Promise<FinalizeAnswer> {
  const { idempotencyKey, ...payload } = input;
  return em.transactional(async (tx) => {
    if (idempotencyKey) {
      const earlier = await claimKey<FinalizeAnswer>(tx, actor.companyId, idempotencyKey, bodyHash(payload));
      if (earlier) return earlier.answer;
    }
    const answer = await complete(tx, actor, payload);
    if (idempotencyKey) await saveAnswer(tx, actor.companyId, idempotencyKey, answer);
    return answer;
  });
}
