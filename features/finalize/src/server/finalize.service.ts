import { nowInTimeZone, reaisToCents } from '@agenda/br';
import type { AppointmentData } from '@agenda/calendar/shared';
import { completeAppointment } from '@agenda/calendar/server';
import { type Em, TransactionPropagation, isUuid } from '@agenda/db';
import { type Product, findProduct } from '@agenda/products/server';
import { type Service, servicesById } from '@agenda/services/server';
import { type Extensions, badRequest, notFound, onceByKey } from '@agenda/trpc';
import type { Completion } from '../shared/completion.ts';
import type { PaidInstallmentData, PaymentData } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { finalizeTotals, paidNowCents, paymentTermsProblem } from '../shared/totals.ts';
import { toPaymentData } from './answers.ts';
import { payInstallments } from './installments.ts';
import { recordPayment } from './record-payment.ts';

export interface FinalizeActor {
  companyId: string;
  userId: string;
  timeZone: string;
  /** The server's extensions: calendar tells its appointment-change listeners of the completion. */
  extensions?: Extensions;
}

/** What other features say about the day money is dated (finance: a closed period answers 409). */
export type MoneyDateCheck = (em: Em, companyId: string, date: string) => Promise<void>;

export interface FinalizeAnswer {
  appointment: AppointmentData;
  payment: PaymentData;
  /** The patient's plan installments paid at this checkout (none unless asked for). */
  installments: PaidInstallmentData[];
}

/** The services performed, from the company's catalogue (archived ones too: the booked one may be). */
async function chargedServices(tx: Em, companyId: string, requested: { id: string }[]): Promise<Service[]> {
  const ids = requested.map((s) => s.id);
  if (ids.some((id) => !isUuid(id))) throw notFound(T.serviceNotFound);
  const byId = await servicesById(tx, companyId, ids);
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

async function complete(
  tx: Em,
  actor: FinalizeActor,
  input: Omit<Completion, 'idempotencyKey'>,
  checks: readonly MoneyDateCheck[],
): Promise<FinalizeAnswer> {
  const { companyId, userId } = actor;
  const registeredOn = nowInTimeZone(actor.timeZone).date;
  for (const check of checks) await check(tx, companyId, registeredOn);
  const appointment = await completeAppointment(tx, companyId, userId, input.appointmentId, actor.extensions);
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
  const { payment, serviceItems, productItems } = await recordPayment(tx, companyId, userId, {
    appointmentId: appointment.id,
    clientId: appointment.client.id,
    method: input.paymentMethod,
    status: input.paymentStatus,
    totals,
    paidCents,
    dueDate: input.dueDate,
    registeredOn,
    notes: input.notes,
    services,
    products: lines,
  });
  const installments = await payInstallments(tx, companyId, {
    clientId: appointment.client.id,
    userId,
    method: input.paymentMethod,
    receivedOn: registeredOn,
    ids: input.installmentIds,
  });
  return { appointment, payment: toPaymentData(payment, serviceItems, productItems), installments };
}

/**
 * Finalizes an appointment in one transaction: COMPLETED, stock out through the ledger (never
 * below 0), the payment with its items and receipt. With an Idempotency-Key, a replay answers
 * the first answer and changes nothing. `checks` may refuse the day the payment is dated (a closed
 * cash period) before anything is written. Within a transaction already open it is part of it.
 */
export async function finalizeAppointment(
  em: Em,
  actor: FinalizeActor,
  input: Completion,
  checks: readonly MoneyDateCheck[] = [],
): Promise<FinalizeAnswer> {
  const { idempotencyKey, ...payload } = input;
  const once = idempotencyKey
    ? {
        table: 'finalize_request',
        companyId: actor.companyId,
        key: idempotencyKey,
        body: payload,
        reusedMessage: T.idempotencyReused,
      }
    : null;
  // Inside the procedure's transaction it joins it rather than opening a savepoint: nothing catches
  // a refusal to go on writing, so a savepoint would only cost its round trips (decision 055).
  return em.transactional((tx) => onceByKey<FinalizeAnswer>(tx, once, () => complete(tx, actor, payload, checks)), {
    propagation: TransactionPropagation.REQUIRED,
  });
}
