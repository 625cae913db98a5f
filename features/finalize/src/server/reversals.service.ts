import { type Em, type Plain, make, plain, runSql, sql } from '@agenda/db';
import { badRequest } from '@agenda/trpc';
import type { PaymentMethodCode } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import type { Payment } from './entities/payment.entity.ts';
import { type PaymentReceipt, PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';
import { lockPayment } from './receipts.service.ts';

export interface ReversalInput {
  /** What to give back; null: all that stayed in that method. */
  amountCents: number | null;
  /** The method the money is given back in; null: the payment's own. */
  method: PaymentMethodCode | null;
  reason: string;
  /** 'yyyy-MM-dd': the day it is made (today), whatever the day of what it corrects. */
  on: string;
}

/** What stayed of a payment's money in one method: its receipts less the reversals already made. */
async function keptIn(tx: Em, companyId: string, paymentId: string, method: PaymentMethodCode): Promise<number> {
  const [row] = await runSql<{ cents: string }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::bigint as cents from payment_receipt
         where company_id = ${companyId} and payment_id = ${paymentId} and method = ${method}`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * 'Estorno': money received on a payment given back (or a wrong receipt undone) as a new negative
 * entry dated `on`, with its reason. The payment owes that amount again (PARTIAL or PENDING, due on
 * `on` if it had no due date), so a corrected receipt can follow; nothing earlier is changed. At most
 * what stayed in that method can be reversed. One transaction, with the payment's row locked.
 */
export async function registerReversal(
  em: Em,
  companyId: string,
  userId: string | null,
  paymentId: string,
  input: ReversalInput,
): Promise<{ payment: Plain<Payment>; reversal: Plain<PaymentReceipt> }> {
  return em.transactional(async (tx) => {
    const payment = await lockPayment(tx, companyId, paymentId);
    const method = input.method ?? payment.method;
    const kept = await keptIn(tx, companyId, paymentId, method);
    if (kept <= 0) throw badRequest(T.nothingToReverse(method));
    const amountCents = input.amountCents ?? kept;
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw badRequest(T.reversalAmountInvalid);
    if (amountCents > kept) throw badRequest(T.reversalExceedsKept(method, kept));
    const reversal = make(tx, PaymentReceiptSchema, {
      companyId,
      paymentId,
      kind: 'REVERSAL',
      amountCents: -amountCents,
      method,
      receivedOn: input.on,
      createdBy: userId,
      reason: input.reason,
    });
    payment.paidCents -= amountCents;
    payment.status = payment.paidCents === 0 ? 'PENDING' : 'PARTIAL';
    payment.dueDate ??= input.on;
    await tx.flush();
    return { payment: plain(payment), reversal: plain(reversal) };
  });
}
