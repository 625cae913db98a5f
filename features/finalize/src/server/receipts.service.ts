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
  /** For a receipt by PIX: the txid of the BR Code it paid (letters and digits, up to 25). */
  pixTxid?: string | null;
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
    const pixTxid = input.pixTxid ? input.pixTxid.toUpperCase() : null;
    if (pixTxid && input.method !== 'PIX') throw badRequest(T.txidOnlyForPix);
    if (pixTxid && !/^[A-Z0-9]{1,25}$/.test(pixTxid)) throw badRequest(T.txidInvalid);
    make(tx, PaymentReceiptSchema, {
      companyId,
      kind: 'RECEIPT',
      paymentId,
      amountCents: input.amountCents,
      method: input.method,
      receivedOn: input.receivedOn,
      createdBy: userId,
      reason: null,
      pixTxid,
    });
    payment.paidCents += input.amountCents;
    payment.status = payment.paidCents === payment.totalCents ? 'PAID' : 'PARTIAL';
    await tx.flush();
    return plain(payment);
  });
}
