import { centsToReais } from '@agenda/br';
import type { Em } from '@agenda/db';
import { growthPercent, marginPercent, previousPeriod, profitCents, roundedShares, weekStarts } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import type { FinancialSummary } from '../shared/wire.ts';
import { type Period, dayBefore } from './period.ts';
import { type Tables, query, tables } from './tables.ts';

// Each figure of the overview is defined once, here (README § Finance figures). For a period
// [start, end] and today (company time zone):
//   received (receitasRealizadas) = receipts whose received_on is in the period;
//   future (receitasFuturas)      = open balances due in [max(start, today), end]
//                                   + prices of PENDING / CONFIRMED appointments dated in that range;
//   overdue (atrasados)           = open balances due on or before min(end, today − 1)
//                                   + prices of OVERDUE appointments dated on or before end
//                                   (no lower bound: money owed from before the period is still owed);
//   product cost (custoProdutos)  = Σ qty × unit cost of the products on payments registered in the period;
//   expenses (despesas)           = PAID expenses dated in the period;
//   profit (lucroTotal)           = received − product cost − expenses.
// An open balance is total − paid of a PENDING or PARTIAL payment, due on its due date (or, without
// one, on the day it was registered).

/** The lower bound of the overdue figure: none. */
const EARLIEST = '-infinity';

/** SQL for every figure, in centavos, plus receipts by method and weekly flows as JSON. */
function summarySql(t: Tables): string {
  const due = 'coalesce(p.due_date, p.registered_on)';
  const openBalance = `select coalesce(sum(p.total_cents - p.paid_cents), 0) from ${t.payment} p
      where p.company_id = ? and p.status in ('PENDING', 'PARTIAL') and p.total_cents > p.paid_cents and ${due} between ? and ?`;
  const appointmentValue = (statuses: string) => `select coalesce(sum(s.price_cents), 0) from ${t.appointment} a
      join ${t.service} s on s.company_id = a.company_id and s.id = a.service_id
      where a.company_id = ? and a.status in (${statuses}) and a.date between ? and ?`;
  // Receipts and paid expenses of the period are read once, pre-aggregated by method and week.
  return `with rc as (
      select r.method, to_char(date_trunc('week', r.received_on), 'YYYY-MM-DD') as week, sum(r.amount_cents)::bigint as cents
        from ${t.receipt} r where r.company_id = ? and r.received_on between ? and ? group by 1, 2),
    ex as (
      select to_char(date_trunc('week', e.date), 'YYYY-MM-DD') as week, sum(e.amount_cents)::bigint as cents
        from ${t.expense} e where e.company_id = ? and e.status = 'PAID' and e.date between ? and ? group by 1)
  select
    (select coalesce(sum(cents), 0) from rc)::bigint as received,
    (select coalesce(sum(r.amount_cents), 0) from ${t.receipt} r
      where r.company_id = ? and r.received_on between ? and ?)::bigint as previous_received,
    (${openBalance})::bigint as future_balances,
    (${appointmentValue(`'PENDING', 'CONFIRMED'`)})::bigint as future_appointments,
    (${openBalance})::bigint as overdue_balances,
    (${appointmentValue(`'OVERDUE'`)})::bigint as overdue_appointments,
    (select coalesce(sum(i.qty * i.unit_cost_cents), 0) from ${t.productItem} i
      join ${t.payment} p on p.company_id = i.company_id and p.id = i.payment_id
      where p.company_id = ? and p.registered_on between ? and ?)::bigint as product_cost,
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

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The summary as one statement ('?' placeholders): one round trip for every figure, the shares and the weeks. */
export function summaryStatements(t: Tables, companyId: string, period: Period): [Statement] {
  const { startDate: start, endDate: end, today } = period;
  const previous = previousPeriod(start, end);
  const futureFrom = [start, today].sort().at(-1) ?? today;
  const overdueTo = [end, dayBefore(today)].sort()[0] ?? end;
  return [
    {
      sql: summarySql(t),
      params: [
        ...[companyId, start, end], // rc
        ...[companyId, start, end], // ex
        ...[companyId, previous.startDate, previous.endDate],
        ...[companyId, futureFrom, end],
        ...[companyId, futureFrom, end],
        ...[companyId, EARLIEST, overdueTo],
        ...[companyId, EARLIEST, end],
        ...[companyId, start, end], // product cost
      ],
    },
  ];
}

export async function financialSummary(em: Em, companyId: string, period: Period): Promise<FinancialSummary> {
  const { startDate: start, endDate: end, today } = period;
  const [statement] = summaryStatements(tables(em), companyId, period);
  const [scalars] = await query<Scalars>(em, statement.sql, statement.params);
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
