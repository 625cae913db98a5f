import { centsToReais, reaisToCents } from '@agenda/br';
import type { Em } from '@agenda/db';
import { registerReceipt } from '@agenda/finalize/server';
import { badRequest } from '@agenda/trpc';
import { daysBetween } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import type { ReceiptInput } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { whatsappReminderUrl } from '../shared/whatsapp.ts';
import type { ReceiptAnswer, Receivable } from '../shared/wire.ts';
import { refuseClosedDate } from './closings.service.ts';
import { query, tables } from './tables.ts';

interface Row {
  id: string;
  appointment_id: string | null;
  client_id: string | null;
  cliente: string | null;
  telefone: string | null;
  total_cents: number;
  balance_cents: number;
  due: string;
  status: string;
}

/** The open balances (PENDING or PARTIAL payments with money still owed), oldest due date first. */
export async function listReceivables(em: Em, companyId: string, today: string): Promise<Receivable[]> {
  const t = tables(em);
  const rows = await query<Row>(
    em,
    `select p.id, p.appointment_id, p.client_id, c.full_name as cliente, c.phone as telefone, p.total_cents,
        p.total_cents - p.paid_cents as balance_cents, to_char(coalesce(p.due_date, p.registered_on), 'YYYY-MM-DD') as due, p.status
      from ${t.payment} p left join ${t.client} c on c.company_id = p.company_id and c.id = p.client_id
      where p.company_id = ? and p.status in ('PENDING', 'PARTIAL') and p.total_cents > p.paid_cents
      order by coalesce(p.due_date, p.registered_on), p.created_at, p.id`,
    [companyId],
  );
  return rows.map((r) => {
    const diasAtraso = Math.max(0, daysBetween(r.due, today));
    const cliente = r.cliente ?? '';
    return {
      id: r.id,
      appointmentId: r.appointment_id,
      clientId: r.client_id,
      cliente,
      telefone: r.telefone,
      valor: centsToReais(Number(r.total_cents)),
      saldo: centsToReais(Number(r.balance_cents)),
      vencimento: r.due,
      diasAtraso,
      status: r.status,
      whatsapp:
        diasAtraso > 0
          ? whatsappReminderUrl({ phone: r.telefone, clientName: cliente, balanceCents: Number(r.balance_cents), dueDate: r.due })
          : null,
    };
  });
}

/**
 * Money received later against an open balance, registered by finalize (which locks the payment,
 * refuses more than the balance and marks it PAID once nothing is owed).
 */
export async function receiveOnReceivable(
  em: Em,
  companyId: string,
  userId: string,
  today: string,
  input: ReceiptInput,
): Promise<ReceiptAnswer> {
  if (input.data > today) throw badRequest(T.futureReceipt);
  await refuseClosedDate(em, companyId, input.data);
  const amountCents = reaisToCents(input.valor);
  const payment = await registerReceipt(em, companyId, userId, input.id, {
    amountCents,
    method: input.formaPagamento,
    receivedOn: input.data,
  });
  return {
    receipt: {
      paymentId: payment.id,
      valor: centsToReais(amountCents),
      formaPagamento: methodLabel(input.formaPagamento),
      data: input.data,
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
