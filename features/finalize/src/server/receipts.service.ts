import { type Em, type Plain, isUuid, make, plain, runSql, sql } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import type { PaymentMethodCode } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { type Payment, PaymentSchema } from './entities/payment.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';

export interface ReceiptInput {
  amountCents: number;
  method: PaymentMethodCode;
  /** 'yyyy-MM-dd' in the company's time zone. */
  receivedOn: string;
}

/** The payment read fresh and locked until the transaction ends: concurrent receipts queue up. */
export async function lockPayment(tx: Em, companyId: string, paymentId: string): Promise<Payment> {
  if (!isUuid(paymentId)) throw notFound(T.paymentNotFound);
  await runSql(tx, sql`select 1 from payment where company_id = ${companyId} and id = ${paymentId} for update`);
  const payment = await tx.findOne(PaymentSchema, { id: paymentId, companyId }, { refresh: true });
  if (!payment) throw notFound(T.paymentNotFound);
  return payment;
}

/**
 * Money received later on a PENDING or PARTIAL payment: one receipt, paid raised, and PAID once
 * nothing is owed. One transaction, with the payment's row locked.
 */
export async function registerReceipt(
  em: Em,
  companyId: string,
  userId: string | null,
  paymentId: string,
  input: ReceiptInput,
): Promise<Plain<Payment>> {
  return em.transactional(async (tx) => {
    const payment = await lockPayment(tx, companyId, paymentId);
    const balance = payment.totalCents - payment.paidCents;
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw badRequest(T.receiptAmountInvalid);
    if (input.amountCents > balance) throw badRequest(T.receiptExceedsBalance(balance));
    // Money history is not rewritten: a receipt cannot predate the payment it settles.
    if (input.receivedOn < payment.registeredOn) throw badRequest(T.receiptBeforePayment(payment.registeredOn));
    make(tx, PaymentReceiptSchema, {
      companyId,
      kind: 'RECEIPT',
      paymentId,
      amountCents: input.amountCents,
      method: input.method,
      receivedOn: input.receivedOn,
      createdBy: userId,
      reason: null,
    });
    payment.paidCents += input.amountCents;
    payment.status = payment.paidCents === payment.totalCents ? 'PAID' : 'PARTIAL';
    await tx.flush();
    return plain(payment);
  });
}
