import { centsToReais } from '@agenda/br';
import { APPOINTMENT_VALUE_ROWS } from '@agenda/calendar/server';
import { type Em, type Sql, runSql, sql } from '@agenda/db';
import { MONEY_IN_ROWS, OPEN_BALANCE_ROWS, PAYMENT_ROWS, PRODUCT_LINE_ROWS } from '@agenda/finalize/server';
import { growthPercent, marginPercent, previousPeriod, profitCents, roundedShares, weekStarts } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import type { FinancialSummary } from '../shared/wire.ts';
import { type Period, dayBefore } from './period.ts';

// Each figure of the overview is defined once, here (README § Finance figures). For a period
// [start, end] and today (company time zone):
//   received (receitasRealizadas) = money in (receipts less reversals) whose day is in the period;
//   future (receitasFuturas)      = open balances due in [max(start, today), end]
//                                   + what calendar's upcoming appointments dated in that range bring in;
//   overdue (atrasados)           = open balances due on or before min(end, today − 1)
//                                   + what calendar's overdue appointments dated on or before end bring in
//                                   (no lower bound: money owed from before the period is still owed);
//   product cost (custoProdutos)  = Σ qty × unit cost of the products on payments registered in the period;
//   expenses (despesas)           = PAID expenses dated in the period;
//   profit (lucroTotal)           = received − product cost − expenses.
// Payments, their balances, money in and product lines are finalize's row sources; appointments'
// value is calendar's. What "open" or "upcoming" means is theirs to say.

/** The lower bound of the overdue figure: none. */
const EARLIEST = '-infinity';

/**
 * Every figure, in centavos, plus money in by method and weekly flows as JSON: one statement, one
 * round trip. The bench times the same statement raw.
 */
export function summarySql(companyId: string, period: Period): Sql {
  const { startDate: start, endDate: end, today } = period;
  const previous = previousPeriod(start, end);
  const futureFrom = [start, today].sort().at(-1) ?? today;
  const overdueTo = [end, dayBefore(today)].sort()[0] ?? end;
  const openBalance = (from: string, to: string) => sql`select coalesce(sum(p.balance_cents), 0) from (${OPEN_BALANCE_ROWS}) p
      where p.company_id = ${companyId} and p.due_on between ${from} and ${to}`;
  const appointmentValue = (rows: Sql, from: string, to: string) => sql`select coalesce(sum(a.value_cents), 0) from (${rows}) a
      where a.company_id = ${companyId} and a.date between ${from} and ${to}`;
  // Money in and paid expenses of the period are read once, pre-aggregated by method and week.
  return sql`with rc as (
      select r.method, to_char(date_trunc('week', r.received_on), 'YYYY-MM-DD') as week, sum(r.amount_cents)::bigint as cents
        from (${MONEY_IN_ROWS}) r where r.company_id = ${companyId} and r.received_on between ${start} and ${end} group by 1, 2),
    ex as (
      select to_char(date_trunc('week', e.date), 'YYYY-MM-DD') as week, sum(e.amount_cents)::bigint as cents
        from expense e where e.company_id = ${companyId} and e.status = 'PAID' and e.date between ${start} and ${end} group by 1)
  select
    (select coalesce(sum(cents), 0) from rc)::bigint as received,
    (select coalesce(sum(r.amount_cents), 0) from (${MONEY_IN_ROWS}) r
      where r.company_id = ${companyId} and r.received_on between ${previous.startDate} and ${previous.endDate})::bigint as previous_received,
    (${openBalance(futureFrom, end)})::bigint as future_balances,
    (${appointmentValue(APPOINTMENT_VALUE_ROWS.upcoming, futureFrom, end)})::bigint as future_appointments,
    (${openBalance(EARLIEST, overdueTo)})::bigint as overdue_balances,
    (${appointmentValue(APPOINTMENT_VALUE_ROWS.overdue, EARLIEST, end)})::bigint as overdue_appointments,
    (select coalesce(sum(i.qty * i.unit_cost_cents), 0) from (${PRODUCT_LINE_ROWS}) i
      join (${PAYMENT_ROWS}) p on p.company_id = i.company_id and p.id = i.payment_id
      where p.company_id = ${companyId} and p.registered_on between ${start} and ${end})::bigint as product_cost,
    (select coalesce(sum(cents), 0) from ex)::bigint as expenses,
    (select coalesce(json_agg(json_build_object('method', m.method, 'cents', m.cents) order by m.cents desc, m.method), '[]'::json)
       from (select method, sum(cents)::bigint as cents from rc group by method) m) as methods,
    (select coalesce(json_agg(json_build_object('week', f.week, 'kind', f.kind, 'cents', f.cents)), '[]'::json)
       from (select week, 'in' as kind, sum(cents)::bigint as cents from rc group by week
             union all
             select week, 'out', cents from ex) f) as flows`;
}

interface Scalars {
  received: string;
  previous_received: string;
  future_balances: string;
  future_appointments: string;
  overdue_balances: string;
  overdue_appointments: string;
  product_cost: string;
  expenses: string;
  methods: { method: string; cents: number }[];
  flows: { week: string; kind: 'in' | 'out'; cents: number }[];
}

export async function financialSummary(em: Em, companyId: string, period: Period): Promise<FinancialSummary> {
  const { startDate: start, endDate: end, today } = period;
  const [scalars] = await runSql<Scalars>(em, summarySql(companyId, period));
  const n = (
    key:
      | 'received'
      | 'previous_received'
      | 'future_balances'
      | 'future_appointments'
      | 'overdue_balances'
      | 'overdue_appointments'
      | 'product_cost'
      | 'expenses',
  ) => Number(scalars?.[key] ?? 0);
  const methods = scalars?.methods ?? [];
  const flows = scalars?.flows ?? [];
  const futureFrom = [start, today].sort().at(-1) ?? today;

  const received = n('received');
  const productCost = n('product_cost');
  const expenses = n('expenses');
  const profit = profitCents({ receivedCents: received, productCostCents: productCost, paidExpensesCents: expenses });
  // A method may net below zero over a period of reversals: it takes no share of the chart.
  const shares = roundedShares(methods.map((m) => Math.max(0, Number(m.cents))));
  const byWeek = new Map(weekStarts(start, end).map((w) => [w, { in: 0, out: 0 }]));
  for (const f of flows) {
    const week = byWeek.get(f.week);
    if (week) week[f.kind] += Number(f.cents);
  }
  return {
    startDate: start,
    endDate: end,
    receitasRealizadas: centsToReais(received),
    receitasFuturas: centsToReais(futureFrom <= end ? n('future_balances') + n('future_appointments') : 0),
    atrasados: centsToReais(n('overdue_balances') + n('overdue_appointments')),
    custoProdutos: centsToReais(productCost),
    despesas: centsToReais(expenses),
    lucroTotal: centsToReais(profit),
    margem: marginPercent(profit, received),
    crescimento: growthPercent(received, n('previous_received')),
    paymentMethods: methods.map((m, i) => ({
      method: methodLabel(m.method),
      amount: centsToReais(Number(m.cents)),
      share: shares[i] ?? 0,
    })),
    cashFlow: [...byWeek].map(([weekStart, f]) => ({
      weekStart,
      entradas: centsToReais(f.in),
      saidas: centsToReais(f.out),
    })),
  };
}
