import { centsToReais, reaisToCents } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { MONEY_IN_ROWS, RECEIVABLE_ROWS, registerReceipt } from '@agenda/finalize/server';
import { badRequest } from '@agenda/trpc';
import { daysBetween } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import type { ReceiptInput, ReceivableSituation } from '../shared/schemas.ts';
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
  settled: boolean;
  historico: { data: string; valor_cents: number; metodo: string; txid: string | null }[] | null;
}

/** At most this many paid receivables are listed, the latest due first: 'Pagas' is a look back, not a ledger. */
export const PAID_LIST_LIMIT = 200;

/** Which receivables a situation lists, by due date against today (a receivable due today is still 'a vencer'). */
function situationFilter(situacao: ReceivableSituation, today: string) {
  switch (situacao) {
    case 'abertas':
      return sql`not p.settled`;
    case 'vencidas':
      return sql`not p.settled and p.due_on < ${today}::date`;
    case 'a-vencer':
      return sql`not p.settled and p.due_on >= ${today}::date`;
    case 'pagas':
      return sql`p.settled`;
  }
}

/**
 * The receivables (payments with money owed, or given a due date and since paid) of a situation:
 * open ones oldest due first, paid ones latest due first. Each carries its history of receipts and
 * reversals (with the PIX txid staff gave), oldest first.
 */
export async function listReceivables(
  em: Em,
  companyId: string,
  today: string,
  situacao: ReceivableSituation = 'abertas',
): Promise<Receivable[]> {
  const paid = situacao === 'pagas';
  const rows = await runSql<Row>(
    em,
    sql`select p.id, p.appointment_id, p.client_id, c.full_name as cliente, c.phone as telefone, p.total_cents,
           p.balance_cents, to_char(p.due_on, 'YYYY-MM-DD') as due, p.status, p.settled,
           (select json_agg(json_build_object('data', to_char(m.received_on, 'YYYY-MM-DD'), 'valor_cents', m.amount_cents,
                   'metodo', m.method, 'txid', m.pix_txid) order by m.received_on, m.created_at)
              from (${MONEY_IN_ROWS}) m where m.company_id = p.company_id and m.payment_id = p.id) as historico
          from (${RECEIVABLE_ROWS}) p left join (${CLIENT_BRIEF_SQL}) c on c.company_id = p.company_id and c.id = p.client_id
         where p.company_id = ${companyId} and ${situationFilter(situacao, today)}
         order by ${paid ? sql`p.due_on desc, p.created_at desc, p.id desc` : sql`p.due_on, p.created_at, p.id`}
         ${paid ? sql`limit ${PAID_LIST_LIMIT}` : sql``}`,
  );
  return rows.map((r) => {
    const diasAtraso = r.settled ? 0 : Math.max(0, daysBetween(r.due, today));
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
      situacao: r.settled ? 'PAGA' : r.due < today ? 'VENCIDA' : 'A_VENCER',
      historico: (r.historico ?? []).map((h) => ({
        data: h.data,
        valor: centsToReais(Number(h.valor_cents)),
        formaPagamento: methodLabel(h.metodo),
        txid: h.txid,
      })),
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
    pixTxid: input.txid,
  });
  return {
    receipt: {
      paymentId: payment.id,
      valor: centsToReais(amountCents),
      formaPagamento: methodLabel(input.formaPagamento),
      data: input.data,
      txid: input.txid,
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
