import { centsToReais, reaisToCents } from '@agenda/br';
import type { Em } from '@agenda/db';
import { registerReversal } from '@agenda/finalize/server';
import { methodLabel } from '../shared/methods.ts';
import type { ReversalInput } from '../shared/schemas.ts';
import type { ReversalAnswer } from '../shared/wire.ts';
import { refuseClosedDate } from './closings.service.ts';

/**
 * 'Estorno' of money received on a payment (an income row of Transações): a new entry dated today
 * with its reason, counted as negative revenue on that day. Registered by finalize, which owns the
 * payment; today itself must still be open.
 */
export async function reverseOnPayment(
  em: Em,
  companyId: string,
  userId: string,
  today: string,
  input: ReversalInput,
): Promise<ReversalAnswer> {
  await refuseClosedDate(em, companyId, today);
  const { payment, reversal } = await registerReversal(em, companyId, userId, input.id, {
    amountCents: input.valor === null ? null : reaisToCents(input.valor),
    method: input.formaPagamento,
    reason: input.motivo,
    on: today,
  });
  return {
    reversal: {
      id: reversal.id,
      paymentId: payment.id,
      data: reversal.receivedOn,
      valor: centsToReais(-reversal.amountCents),
      formaPagamento: methodLabel(reversal.method),
      motivo: input.motivo,
    },
    payment: {
      id: payment.id,
      status: payment.status,
      total: centsToReais(payment.totalCents),
      pago: centsToReais(payment.paidCents),
      saldo: centsToReais(payment.totalCents - payment.paidCents),
    },
  };
}
