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

/** One page of Cobrança: a clinic with a plan of installments per patient owes thousands of them. */
export const RECEIVABLES_PAGE = 50;

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

export interface ReceivablesPage {
  receivables: Receivable[];
  /** The `cursor` of the next page; null on the last one. */
  nextCursor: number | null;
  /** What is owed, whatever the page: every open receivable and the overdue ones. */
  totals: { abertas: { count: number; saldo: number }; vencidas: { count: number; saldo: number } };
}

/**
 * A page of the receivables (payments with money owed, or given a due date and since paid) of a
 * situation: open ones oldest due first, paid ones latest due first, `RECEIVABLES_PAGE` from `cursor`.
 * Each carries its history of receipts and reversals (with the PIX txid staff gave), oldest first;
 * the page's rows are chosen first, so the histories and names are read for those rows only.
 */
export async function listReceivables(
  em: Em,
  companyId: string,
  today: string,
  situacao: ReceivableSituation = 'abertas',
  cursor = 0,
): Promise<ReceivablesPage> {
  const paid = situacao === 'pagas';
  const order = (a: 'p' | 'q') =>
    a === 'p'
      ? paid
        ? sql`p.due_on desc, p.created_at desc, p.id desc`
        : sql`p.due_on, p.created_at, p.id`
      : paid
        ? sql`q.due_on desc, q.created_at desc, q.id desc`
        : sql`q.due_on, q.created_at, q.id`;
  // One connection: the two statements run one after the other.
  const rows = await runSql<Row>(
    em,
    sql`select q.id, q.appointment_id, q.client_id, c.full_name as cliente, c.phone as telefone, q.total_cents,
             q.balance_cents, to_char(q.due_on, 'YYYY-MM-DD') as due, q.status, q.settled,
             (select json_agg(json_build_object('data', to_char(m.received_on, 'YYYY-MM-DD'), 'valor_cents', m.amount_cents,
                     'metodo', m.method, 'txid', m.pix_txid) order by m.received_on, m.created_at)
                from (${MONEY_IN_ROWS}) m where m.company_id = q.company_id and m.payment_id = q.id) as historico
            from (select p.* from (${RECEIVABLE_ROWS}) p
                   where p.company_id = ${companyId} and ${situationFilter(situacao, today)}
                   order by ${order('p')} limit ${RECEIVABLES_PAGE + 1} offset ${cursor}) q
            left join (${CLIENT_BRIEF_SQL}) c on c.company_id = q.company_id and c.id = q.client_id
           order by ${order('q')}`,
  );
  const totals = await owedTotals(em, companyId, today);
  const page = rows.slice(0, RECEIVABLES_PAGE);
  return {
    receivables: page.map((r) => receivableOf(r, today)),
    nextCursor: rows.length > RECEIVABLES_PAGE ? cursor + RECEIVABLES_PAGE : null,
    totals,
  };
}

interface TotalsRow {
  open_count: number;
  open_cents: number;
  overdue_count: number;
  overdue_cents: number;
}

/** 'Em aberto' and 'Vencido' above Cobrança's list: counted by PostgreSQL, not from a page. */
async function owedTotals(em: Em, companyId: string, today: string): Promise<ReceivablesPage['totals']> {
  const [row] = await runSql<TotalsRow>(
    em,
    sql`select count(*)::int as open_count, coalesce(sum(p.balance_cents), 0)::bigint as open_cents,
               (count(*) filter (where p.due_on < ${today}::date))::int as overdue_count,
               coalesce(sum(p.balance_cents) filter (where p.due_on < ${today}::date), 0)::bigint as overdue_cents
          from (${RECEIVABLE_ROWS}) p where p.company_id = ${companyId} and not p.settled`,
  );
  return {
    abertas: { count: Number(row?.open_count ?? 0), saldo: centsToReais(Number(row?.open_cents ?? 0)) },
    vencidas: { count: Number(row?.overdue_count ?? 0), saldo: centsToReais(Number(row?.overdue_cents ?? 0)) },
  };
}

function receivableOf(r: Row, today: string): Receivable {
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
