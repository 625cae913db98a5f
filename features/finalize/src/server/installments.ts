import { type Em, make } from '@agenda/db';
import type { PaymentMethodCode } from '../shared/payment.ts';
import { PaymentSchema } from './entities/payment.entity.ts';

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

/** The installments of these plans, by plan then number. */
export async function installmentsOf(em: Em, companyId: string, planIds: readonly string[]): Promise<InstallmentRow[]> {
  if (!planIds.length) return [];
  const rows = await em.find(
    PaymentSchema,
    { companyId, planId: { $in: [...planIds] } },
    { orderBy: { planId: 'asc', installmentNumber: 'asc' }, disableIdentityMap: true },
  );
  return rows.map(toRow);
}
