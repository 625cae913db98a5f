import { centsToReais, reaisToCents } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { OPEN_BALANCE_ROWS, registerReceipt } from '@agenda/finalize/server';
import { badRequest } from '@agenda/trpc';
import { daysBetween } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import type { ReceiptInput } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { whatsappReminderUrl } from '../shared/whatsapp.ts';
import type { ReceiptAnswer, Receivable } from '../shared/wire.ts';
import { refuseClosedDate } from './closings.service.ts';

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

/** The open balances (payments with money still owed, as finalize tells them), oldest due date first. */
export async function listReceivables(em: Em, companyId: string, today: string): Promise<Receivable[]> {
  const rows = await runSql<Row>(
    em,
    sql`select p.id, p.appointment_id, p.client_id, c.full_name as cliente, c.phone as telefone, p.total_cents,
           p.balance_cents, to_char(p.due_on, 'YYYY-MM-DD') as due, p.status
          from (${OPEN_BALANCE_ROWS}) p left join (${CLIENT_BRIEF_SQL}) c on c.company_id = p.company_id and c.id = p.client_id
         where p.company_id = ${companyId}
         order by p.due_on, p.created_at, p.id`,
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
