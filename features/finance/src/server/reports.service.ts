import { centsToReais } from '@agenda/br';
import { COMPLETED_APPOINTMENT_ROWS, attendanceReport } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import { MONEY_IN_ROWS, PAYMENT_ROWS, PRODUCT_LINE_ROWS, SERVICE_LINE_ROWS } from '@agenda/finalize/server';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { csvText } from '@agenda/br/csv';
import { monthOf, monthsEnding, roundedShares } from '../shared/figures.ts';
import { methodLabel } from '../shared/methods.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { ReportKind } from '../shared/schemas.ts';
import type { FinancialReports } from '../shared/wire.ts';
import type { Period } from './period.ts';

// Three bases, each named on the page: by month and by method is money received (receipts, by the
// day they came in); by service, the services' prices billed; by professional (who attended), what was billed in
// all (services + products − discount); by product, the products billed — each on the payments
// registered in the period (README § Finance figures).

export async function financialReports(em: Em, companyId: string, period: Period): Promise<FinancialReports> {
  // Attendance (calendar's figures, decision 054): the average wait and the no-show rates of the period.
  const comparecimento = await attendanceReport(em, companyId, period, period.today);
  const { startDate: start, endDate: end } = period;
  const months = monthsEnding(end, 12);
  const monthsFrom = `${months[0]}-01`;
  const monthsTo = monthOf(end).endDate;
  const byMonth = await runSql<{ mes: string; cents: string }>(
    em,
    sql`select to_char(r.received_on, 'YYYY-MM') as mes, sum(r.amount_cents)::bigint as cents from (${MONEY_IN_ROWS}) r
         where r.company_id = ${companyId} and r.received_on between ${monthsFrom} and ${monthsTo} group by 1`,
  );
  const byService = await runSql<{ servico: string; count: string; cents: string }>(
    em,
    sql`select si.name as servico, count(*)::int as count, sum(si.price_cents)::bigint as cents
          from (${SERVICE_LINE_ROWS}) si join (${PAYMENT_ROWS}) p on p.id = si.payment_id
         where p.company_id = ${companyId} and p.registered_on between ${start} and ${end} group by si.name order by 3 desc, 1`,
  );
  const byMethod = await runSql<{ method: string; cents: string }>(
    em,
    sql`select r.method, sum(r.amount_cents)::bigint as cents from (${MONEY_IN_ROWS}) r
         where r.company_id = ${companyId} and r.received_on between ${start} and ${end} group by 1 order by 2 desc, 1`,
  );
  const byProfessional = await runSql<{ name: string | null; count: string; cents: string }>(
    em,
    sql`select pr.name, count(*)::int as count, sum(p.total_cents)::bigint as cents
          from (${PAYMENT_ROWS}) p
          left join (${COMPLETED_APPOINTMENT_ROWS}) a on a.company_id = p.company_id and a.id = p.appointment_id
          left join (${PROFESSIONAL_BRIEF_SQL}) pr on pr.company_id = a.company_id and pr.id = a.professional_id
         where p.company_id = ${companyId} and p.registered_on between ${start} and ${end} group by pr.name order by 3 desc, 1`,
  );
  const byProduct = await runSql<{ name: string; qty: string; revenue: string; cost: string }>(
    em,
    sql`select i.name, sum(i.qty)::int as qty, sum(i.qty * i.unit_price_cents)::bigint as revenue,
           sum(i.qty * i.unit_cost_cents)::bigint as cost
          from (${PRODUCT_LINE_ROWS}) i join (${PAYMENT_ROWS}) p on p.id = i.payment_id
         where p.company_id = ${companyId} and p.registered_on between ${start} and ${end} group by i.name order by 2 desc, 3 desc, 1`,
  );
  const [billing] = await runSql<{ billed: string; paid: string; open: string }>(
    em,
    sql`select coalesce(sum(p.total_cents), 0)::bigint as billed, coalesce(sum(p.paid_cents), 0)::bigint as paid,
           coalesce(sum(p.open_cents), 0)::bigint as open
          from (${PAYMENT_ROWS}) p where p.company_id = ${companyId} and p.registered_on between ${start} and ${end}`,
  );
  const monthCents = new Map(byMonth.map((m) => [m.mes, Number(m.cents)]));
  const shares = roundedShares(byMethod.map((m) => Math.max(0, Number(m.cents))));
  return {
    startDate: start,
    endDate: end,
    porMes: months.map((mes) => ({ mes, receita: centsToReais(monthCents.get(mes) ?? 0) })),
    porServico: byService.map((s) => ({
      servico: s.servico,
      quantidade: Number(s.count),
      receita: centsToReais(Number(s.cents)),
    })),
    porFormaPagamento: byMethod.map((m, i) => ({
      method: methodLabel(m.method),
      receita: centsToReais(Number(m.cents)),
      share: shares[i] ?? 0,
    })),
    porProfissional: byProfessional.map((p) => ({
      profissional: p.name ?? '—',
      atendimentos: Number(p.count),
      receita: centsToReais(Number(p.cents)),
    })),
    conciliacao: {
      faturado: centsToReais(Number(billing?.billed ?? 0)),
      recebido: centsToReais(Number(billing?.paid ?? 0)),
      emAberto: centsToReais(Number(billing?.open ?? 0)),
    },
    produtos: byProduct.map((p) => ({
      produto: p.name,
      quantidade: Number(p.qty),
      receita: centsToReais(Number(p.revenue)),
      custo: centsToReais(Number(p.cost)),
      lucro: centsToReais(Number(p.revenue) - Number(p.cost)),
    })),
    comparecimento,
  };
}

const cents = (reais: number) => ({ cents: Math.round(reais * 100) });

/** One report of the set as CSV, its money column named by its basis as on the page. */
export function reportCsv(reports: FinancialReports, kind: ReportKind): string {
  switch (kind) {
    case 'mes':
      return csvText(
        ['Mês', T.basis.received],
        reports.porMes.map((m) => [`${m.mes.slice(5, 7)}/${m.mes.slice(0, 4)}`, cents(m.receita)]),
      );
    case 'servico':
      return csvText(
        ['Serviço', 'Quantidade', T.basis.billedServices],
        reports.porServico.map((s) => [s.servico, s.quantidade, cents(s.receita)]),
      );
    case 'forma':
      return csvText(
        ['Forma de pagamento', T.basis.received, 'Participação (%)'],
        reports.porFormaPagamento.map((m) => [m.method, cents(m.receita), m.share]),
      );
    case 'profissional':
      return csvText(
        ['Profissional', 'Atendimentos', T.basis.billedAll],
        reports.porProfissional.map((p) => [p.profissional, p.atendimentos, cents(p.receita)]),
      );
  }
}
