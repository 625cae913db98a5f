import { centsToReais } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, type Sql, runSql, sql } from '@agenda/db';
import { PAYMENT_ROWS, REVERSAL_ROWS, SERVICE_LINE_ROWS } from '@agenda/finalize/server';
import { csvText } from '@agenda/br/csv';
import { STATUS_LABELS, methodLabel } from '../shared/methods.ts';
import type { TransactionsQuery } from '../shared/schemas.ts';
import type { Transaction } from '../shared/wire.ts';
import type { Period } from './period.ts';

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
 * filtered inside each branch so that indexes serve them all. Payments, their service lines and
 * reversals are finalize's row sources, client names clients'.
 */
function filtered(companyId: string, period: Period, f: TransactionsQuery): Sql {
  const parts: Sql[] = [];
  const inPeriod = (column: Sql) => sql`${column} between ${period.startDate} and ${period.endDate}`;
  const wantIncome =
    (!f.tipo || f.tipo === 'receita') && (!f.categoria || f.categoria === INCOME_CATEGORY) && f.status !== 'REVERSED';
  const wantExpense =
    (!f.tipo || f.tipo === 'despesa') && f.status !== 'PARTIAL' && f.status !== 'REVERSED' && f.categoria !== REVERSAL_CATEGORY;
  const wantReversal =
    (!f.tipo || f.tipo === 'estorno') &&
    (!f.categoria || f.categoria === REVERSAL_CATEGORY) &&
    (!f.status || f.status === 'REVERSED');
  if (wantIncome) {
    const services = sql`(select string_agg(si.name, ', ' order by si.name) from (${SERVICE_LINE_ROWS}) si where si.payment_id = p.id)`;
    const where = [sql`p.company_id = ${companyId}`, inPeriod(sql`p.registered_on`)];
    if (f.status) where.push(sql`p.status = ${f.status}`);
    if (f.formaPagamento) where.push(sql`p.method = ${f.formaPagamento}`);
    if (f.q)
      where.push(
        sql`(c.full_name ilike ${like(f.q)} or exists (select 1 from (${SERVICE_LINE_ROWS}) si where si.payment_id = p.id and si.name ilike ${like(f.q)}))`,
      );
    parts.push(sql`select p.id, to_char(p.registered_on, 'YYYY-MM-DD') as data, 'receita' as tipo, ${services} as servico,
        c.full_name as cliente, ${INCOME_CATEGORY}::text as categoria, p.total_cents as cents, p.status, p.method,
        p.paid_cents as kept, p.created_at
      from (${PAYMENT_ROWS}) p left join (${CLIENT_BRIEF_SQL}) c on c.company_id = p.company_id and c.id = p.client_id
      where ${sql.join(where, ' and ')}`);
  }
  if (wantExpense) {
    const where = [sql`e.company_id = ${companyId}`, inPeriod(sql`e.date`)];
    if (f.categoria) where.push(sql`e.category = ${f.categoria}`);
    if (f.status) where.push(sql`e.status = ${f.status}`);
    if (f.formaPagamento) where.push(sql`e.method = ${f.formaPagamento}`);
    if (f.q) where.push(sql`(e.description ilike ${like(f.q)} or e.category ilike ${like(f.q)})`);
    parts.push(sql`select e.id, to_char(e.date, 'YYYY-MM-DD') as data, 'despesa' as tipo, e.description as servico,
        null as cliente, e.category as categoria, e.amount_cents as cents, e.status, e.method,
        null::int as kept, e.created_at
      from expense e where ${sql.join(where, ' and ')}`);
  }
  if (wantReversal) {
    const where = [sql`r.company_id = ${companyId}`, inPeriod(sql`r.received_on`)];
    if (f.formaPagamento) where.push(sql`r.method = ${f.formaPagamento}`);
    if (f.q) where.push(sql`(c.full_name ilike ${like(f.q)} or r.reason ilike ${like(f.q)})`);
    parts.push(sql`select r.id, to_char(r.received_on, 'YYYY-MM-DD') as data, 'estorno' as tipo, r.reason as servico,
        c.full_name as cliente, ${REVERSAL_CATEGORY}::text as categoria, -r.amount_cents as cents, 'REVERSED' as status, r.method,
        null::int as kept, r.created_at
      from (${REVERSAL_ROWS}) r join (${PAYMENT_ROWS}) p on p.company_id = r.company_id and p.id = r.payment_id
        left join (${CLIENT_BRIEF_SQL}) c on c.company_id = p.company_id and c.id = p.client_id
      where ${sql.join(where, ' and ')}`);
  }
  if (parts.length === 0) return sql`select null::uuid as id where false`;
  return sql.join(parts, ' union all ');
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

/** The count and the page of a transactions query. The bench times the same statements raw. */
export function transactionStatements(companyId: string, period: Period, f: TransactionsQuery): readonly [Sql, Sql] {
  const rows = filtered(companyId, period, f);
  return [
    sql`select count(*) as total from (${rows}) tx`,
    sql`select * from (${rows}) tx order by data desc, created_at desc, id limit ${f.limit} offset ${f.offset}`,
  ];
}

export async function listTransactions(
  em: Em,
  companyId: string,
  period: Period,
  f: TransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  const [countStatement, pageStatement] = transactionStatements(companyId, period, f);
  const [count] = await runSql<{ total: string }>(em, countStatement);
  const rows = await runSql<Row>(em, pageStatement);
  return { transactions: rows.map(toTransaction), total: Number(count?.total ?? 0) };
}

/** Every matching row (no pagination) as a CSV Brazilian spreadsheets open as is. */
export async function transactionsCsv(em: Em, companyId: string, period: Period, f: TransactionsQuery): Promise<string> {
  const rows = await runSql<Row>(
    em,
    sql`select * from (${filtered(companyId, period, f)}) tx order by data desc, created_at desc, id`,
  );
  return csvText(
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
