import { centsToReais } from '@agenda/br';
import type { Em } from '@agenda/db';
import { toCsv } from '../shared/csv.ts';
import { STATUS_LABELS, methodLabel } from '../shared/methods.ts';
import type { TransactionsQuery } from '../shared/schemas.ts';
import type { Transaction } from '../shared/wire.ts';
import type { Period } from './period.ts';
import { type Tables, query, tables } from './tables.ts';

/** The category of an income row: money from an appointment (services and products sold in it). */
export const INCOME_CATEGORY = 'Atendimento';
/** The category of a reversal row: money received given back, on the day it was. */
export const REVERSAL_CATEGORY = 'Estorno';

interface Row {
  id: string;
  data: string;
  tipo: 'receita' | 'despesa' | 'estorno';
  servico: string | null;
  cliente: string | null;
  categoria: string;
  cents: number;
  status: string;
  method: string;
  kept: number | null;
}

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The union of incomes (one row per finalize payment, on the day it was registered, for its total),
 * expenses and reversals ('Estorno', on the day each was made, its reason as the description),
 * filtered inside each branch so that indexes serve them all.
 */
function filtered(t: Tables, companyId: string, period: Period, f: TransactionsQuery): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const wantIncome =
    (!f.tipo || f.tipo === 'receita') && (!f.categoria || f.categoria === INCOME_CATEGORY) && f.status !== 'REVERSED';
  const wantExpense =
    (!f.tipo || f.tipo === 'despesa') && f.status !== 'PARTIAL' && f.status !== 'REVERSED' && f.categoria !== REVERSAL_CATEGORY;
  const wantReversal =
    (!f.tipo || f.tipo === 'estorno') &&
    (!f.categoria || f.categoria === REVERSAL_CATEGORY) &&
    (!f.status || f.status === 'REVERSED');
  if (wantIncome) {
    const services = `(select string_agg(si.name, ', ' order by si.name) from ${t.serviceItem} si where si.payment_id = p.id)`;
    let where = 'p.company_id = ? and p.registered_on between ? and ?';
    params.push(companyId, period.startDate, period.endDate);
    if (f.status) {
      where += ' and p.status = ?';
      params.push(f.status);
    }
    if (f.formaPagamento) {
      where += ' and p.method = ?';
      params.push(f.formaPagamento);
    }
    if (f.q) {
      where += ` and (c.full_name ilike ? or exists (select 1 from ${t.serviceItem} si where si.payment_id = p.id and si.name ilike ?))`;
      params.push(like(f.q), like(f.q));
    }
    parts.push(`select p.id, to_char(p.registered_on, 'YYYY-MM-DD') as data, 'receita' as tipo, ${services} as servico,
        c.full_name as cliente, '${INCOME_CATEGORY}' as categoria, p.total_cents as cents, p.status, p.method,
        p.paid_cents as kept, p.created_at
      from ${t.payment} p left join ${t.client} c on c.company_id = p.company_id and c.id = p.client_id
      where ${where}`);
  }
  if (wantExpense) {
    let where = 'e.company_id = ? and e.date between ? and ?';
    params.push(companyId, period.startDate, period.endDate);
    if (f.categoria) {
      where += ' and e.category = ?';
      params.push(f.categoria);
    }
    if (f.status) {
      where += ' and e.status = ?';
      params.push(f.status);
    }
    if (f.formaPagamento) {
      where += ' and e.method = ?';
      params.push(f.formaPagamento);
    }
    if (f.q) {
      where += ' and (e.description ilike ? or e.category ilike ?)';
      params.push(like(f.q), like(f.q));
    }
    parts.push(`select e.id, to_char(e.date, 'YYYY-MM-DD') as data, 'despesa' as tipo, e.description as servico,
        null as cliente, e.category as categoria, e.amount_cents as cents, e.status, e.method,
        null::int as kept, e.created_at
      from ${t.expense} e where ${where}`);
  }
  if (wantReversal) {
    let where = `r.company_id = ? and r.kind = 'REVERSAL' and r.received_on between ? and ?`;
    params.push(companyId, period.startDate, period.endDate);
    if (f.formaPagamento) {
      where += ' and r.method = ?';
      params.push(f.formaPagamento);
    }
    if (f.q) {
      where += ' and (c.full_name ilike ? or r.reason ilike ?)';
      params.push(like(f.q), like(f.q));
    }
    parts.push(`select r.id, to_char(r.received_on, 'YYYY-MM-DD') as data, 'estorno' as tipo, r.reason as servico,
        c.full_name as cliente, '${REVERSAL_CATEGORY}' as categoria, -r.amount_cents as cents, 'REVERSED' as status, r.method,
        null::int as kept, r.created_at
      from ${t.receipt} r join ${t.payment} p on p.company_id = r.company_id and p.id = r.payment_id
        left join ${t.client} c on c.company_id = p.company_id and c.id = p.client_id
      where ${where}`);
  }
  if (parts.length === 0) return { sql: 'select null::uuid as id where false', params: [] };
  return { sql: parts.join(' union all '), params };
}

function toTransaction(r: Row): Transaction {
  return {
    id: r.id,
    data: r.data,
    tipo: r.tipo,
    servico: r.servico ?? '',
    cliente: r.cliente,
    categoria: r.categoria,
    valor: centsToReais(Number(r.cents)),
    status: r.status,
    formaPagamento: methodLabel(r.method),
    recebido: r.tipo === 'receita' && r.kept !== null ? centsToReais(Number(r.kept)) : null,
  };
}

/** The count and the page of a transactions query ('?' placeholders). */
export function transactionStatements(t: Tables, companyId: string, period: Period, f: TransactionsQuery) {
  const { sql, params } = filtered(t, companyId, period, f);
  return [
    { sql: `select count(*) as total from (${sql}) tx`, params },
    {
      sql: `select * from (${sql}) tx order by data desc, created_at desc, id limit ? offset ?`,
      params: [...params, f.limit, f.offset],
    },
  ] as const;
}

export async function listTransactions(
  em: Em,
  companyId: string,
  period: Period,
  f: TransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  const [countStatement, pageStatement] = transactionStatements(tables(em), companyId, period, f);
  const [count] = await query<{ total: string }>(em, countStatement.sql, countStatement.params);
  const rows = await query<Row>(em, pageStatement.sql, pageStatement.params);
  return { transactions: rows.map(toTransaction), total: Number(count?.total ?? 0) };
}

/** Every matching row (no pagination) as a CSV Brazilian spreadsheets open as is. */
export async function transactionsCsv(em: Em, companyId: string, period: Period, f: TransactionsQuery): Promise<string> {
  const { sql, params } = filtered(tables(em), companyId, period, f);
  const rows = await query<Row>(em, `select * from (${sql}) tx order by data desc, created_at desc, id`, params);
  return toCsv(
    ['Data', 'Tipo', 'Descrição', 'Cliente', 'Categoria', 'Valor', 'Status', 'Forma de pagamento'],
    rows.map((r) => [
      { date: r.data },
      r.tipo === 'receita' ? 'Receita' : r.tipo === 'despesa' ? 'Despesa' : 'Estorno',
      r.servico ?? '',
      r.cliente ?? '',
      r.categoria,
      { cents: Number(r.tipo === 'receita' ? r.cents : -r.cents) },
      STATUS_LABELS[r.status] ?? r.status,
      methodLabel(r.method),
    ]),
  );
}
