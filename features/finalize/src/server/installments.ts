import { centsToReais } from '@agenda/br';
import { type Em, isUuid, make, runSql, sql, typedFragment } from '@agenda/db';
import { conflict, notFound } from '@agenda/trpc';
import { type PaidInstallmentData, type PaymentMethodCode, methodLabel } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { PaymentSchema } from './entities/payment.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';

// A payment plan's installments as rows of the one payment ledger (decision 047): each is a payment
// without an appointment, owed from its due date, that receipts pay and reversals give back like any other.

export interface NewInstallment {
  /** 0: the entry (or the single payment); 1..N the monthly installments. */
  number: number;
  /** 'yyyy-MM-dd'. */
  dueDate: string;
  amountCents: number;
}

export interface NewPlan {
  /** The caller's id of the plan (the approved quote). */
  planId: string;
  clientId: string;
  /** Who made the sale: the user finance shows as having registered it. */
  userId: string;
  method: PaymentMethodCode;
  /** 'yyyy-MM-dd': the day of the sale (finance counts it then; no receipt may predate it). */
  registeredOn: string;
  /** Shown with each installment in finance ('Orçamento — parcela 2/10'). */
  describe: (installment: NewInstallment) => string;
  installments: readonly NewInstallment[];
}

export interface InstallmentRow {
  id: string;
  planId: string;
  number: number;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  /** PENDING, PARTIAL or PAID. */
  status: string;
  /** Once PAID: the day of its last receipt and that receipt's method. */
  paidOn: string | null;
  paidMethod: PaymentMethodCode | null;
}

const toRow = (p: {
  id: string;
  planId: string | null;
  installmentNumber: number | null;
  dueDate: string | null;
  registeredOn: string;
  totalCents: number;
  paidCents: number;
  status: string;
}): InstallmentRow => ({
  id: p.id,
  planId: p.planId ?? '',
  number: p.installmentNumber ?? 0,
  dueDate: p.dueDate ?? p.registeredOn,
  amountCents: p.totalCents,
  paidCents: p.paidCents,
  status: p.status,
  paidOn: null,
  paidMethod: null,
});

/**
 * Writes a plan's installments, each owed in full from its due date. Runs in the caller's transaction;
 * a plan already written fails on the (plan, number) key, so a plan is never written twice.
 */
export async function recordInstallments(tx: Em, companyId: string, plan: NewPlan): Promise<InstallmentRow[]> {
  const rows = plan.installments.map((i) =>
    make(tx, PaymentSchema, {
      companyId,
      appointmentId: null,
      planId: plan.planId,
      installmentNumber: i.number,
      clientId: plan.clientId,
      completedBy: plan.userId,
      method: plan.method,
      status: 'PENDING',
      servicesCents: i.amountCents,
      productsCents: 0,
      discountCents: 0,
      totalCents: i.amountCents,
      paidCents: 0,
      dueDate: i.dueDate,
      registeredOn: plan.registeredOn,
      notes: plan.describe(i),
    }),
  );
  await tx.flush();
  return rows.map(toRow);
}

/**
 * A plan's installments for other features' SQL (a public page read in one statement), as
 * `installmentsOf` answers them but for the last receipt: `company_id`, `id`, `plan_id`, `number`,
 * `due_date` ('yyyy-MM-dd'), `amount_cents`, `paid_cents`, `status` (PENDING, PARTIAL or PAID).
 */
export interface InstallmentSqlRow {
  company_id: string;
  id: string;
  plan_id: string;
  number: number;
  due_date: string;
  amount_cents: number;
  paid_cents: number;
  status: string;
}
export const INSTALLMENT_ROWS = typedFragment<InstallmentSqlRow>({
  company_id: true,
  id: true,
  plan_id: true,
  number: true,
  due_date: true,
  amount_cents: true,
  paid_cents: true,
  status: true,
})`select company_id, id, plan_id, coalesce(installment_number, 0) as number,
  to_char(coalesce(due_date, registered_on), 'YYYY-MM-DD') as due_date, total_cents as amount_cents, paid_cents, status
  from payment where plan_id is not null`;

/** The installments of these plans, by plan then number. */
export async function installmentsOf(em: Em, companyId: string, planIds: readonly string[]): Promise<InstallmentRow[]> {
  if (!planIds.length) return [];
  const rows = await em.find(
    PaymentSchema,
    { companyId, planId: { $in: [...planIds] } },
    { orderBy: { planId: 'asc', installmentNumber: 'asc' }, disableIdentityMap: true },
  );
  const paid = rows.filter((r) => r.status === 'PAID').map((r) => r.id);
  const receipts = paid.length
    ? await em.find(
        PaymentReceiptSchema,
        { companyId, paymentId: { $in: paid }, kind: 'RECEIPT' },
        { orderBy: { receivedOn: 'asc', createdAt: 'asc' }, disableIdentityMap: true },
      )
    : [];
  const last = new Map(receipts.map((r) => [r.paymentId, r]));
  return rows.map((r) => {
    const receipt = r.status === 'PAID' ? last.get(r.id) : undefined;
    return { ...toRow(r), paidOn: receipt?.receivedOn ?? null, paidMethod: receipt?.method ?? null };
  });
}

export interface InstallmentsPaidAtCheckout {
  clientId: string;
  userId: string;
  method: PaymentMethodCode;
  /** 'yyyy-MM-dd': the visit's day, when the money is received. */
  receivedOn: string;
  ids: readonly string[];
}

/**
 * Pays, in the caller's transaction, what each of the patient's installments still owes, with the visit's
 * method (decision 057). Rows are locked in id order, so two checkouts paying the same installment queue up
 * and the second finds it paid (409) and writes nothing. Another patient's or clinic's id, or a visit's
 * payment, is not found.
 */
export async function payInstallments(
  tx: Em,
  companyId: string,
  input: InstallmentsPaidAtCheckout,
): Promise<PaidInstallmentData[]> {
  if (input.ids.some((id) => !isUuid(id))) throw notFound(T.installmentNotFound);
  const paid: PaidInstallmentData[] = [];
  for (const id of [...input.ids].sort()) {
    await runSql(tx, sql`select 1 from payment where company_id = ${companyId} and id = ${id} for update`);
    const payment = await tx.findOne(PaymentSchema, { id, companyId }, { refresh: true });
    if (!payment || payment.planId === null || payment.clientId !== input.clientId) throw notFound(T.installmentNotFound);
    const owed = payment.totalCents - payment.paidCents;
    if (owed <= 0) throw conflict(T.installmentAlreadyPaid(payment.notes ?? `${payment.installmentNumber}`));
    make(tx, PaymentReceiptSchema, {
      companyId,
      kind: 'RECEIPT',
      paymentId: payment.id,
      amountCents: owed,
      method: input.method,
      receivedOn: input.receivedOn,
      createdBy: input.userId,
      reason: null,
      pixTxid: null,
    });
    payment.paidCents = payment.totalCents;
    payment.status = 'PAID';
    paid.push({
      id: payment.id,
      planId: payment.planId,
      number: payment.installmentNumber ?? 0,
      dueDate: payment.dueDate ?? payment.registeredOn,
      amount: centsToReais(owed),
      method: methodLabel(input.method),
      notes: payment.notes,
    });
  }
  await tx.flush();
  return paid.sort((a, b) => a.planId.localeCompare(b.planId) || a.number - b.number);
}
