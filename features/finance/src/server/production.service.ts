import { centsToReais } from '@agenda/br';
import { COMPLETED_APPOINTMENT_ROWS } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import { PAYMENT_ROWS, SERVICE_LINE_ROWS } from '@agenda/finalize/server';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import { COMMISSION_RATE_ROWS, PROFESSIONAL_BRIEF_SQL, commissionsOf } from '@agenda/team/server';
import { notFound } from '@agenda/trpc';
import { csvText } from '@agenda/br/csv';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { CommissionRates, ProfessionalProduction } from '../shared/wire.ts';
import type { Period } from './period.ts';

// A professional's production: the completed appointments they attended whose payment was registered
// in the period (the day finance counts a payment, as 'Faturado (serviços)' does, so the rows add up to
// that report), the services' prices as charged, and the 'repasse': each service's price times the
// professional's rate for its type (or their rate for every service), summed, then rounded once to
// the centavo. Products and the payment's discount are the clinic's, not the professional's.

interface Row {
  professional_id: string;
  name: string;
  color: string;
  appointments: number;
  revenue_cents: string;
  commission_cents: string;
}

function productionSql(companyId: string, period: Period, only: string | null) {
  const { startDate, endDate } = period;
  return sql`with line as (
      select a.professional_id, a.id as appointment_id, si.price_cents,
             coalesce(typed.basis_points, base.basis_points, 0) as basis_points
        from (${PAYMENT_ROWS}) p
        join (${COMPLETED_APPOINTMENT_ROWS}) a on a.company_id = p.company_id and a.id = p.appointment_id
        left join (${SERVICE_LINE_ROWS}) si on si.company_id = p.company_id and si.payment_id = p.id
        left join (${SERVICE_BRIEF_SQL}) s on s.company_id = si.company_id and s.id = si.service_id
        left join (${COMMISSION_RATE_ROWS}) typed on typed.company_id = p.company_id
              and typed.professional_id = a.professional_id and typed.service_type_id = s.service_type_id
        left join (${COMMISSION_RATE_ROWS}) base on base.company_id = p.company_id
              and base.professional_id = a.professional_id and base.service_type_id is null
       where p.company_id = ${companyId} and p.registered_on between ${startDate} and ${endDate}
    )
    select pr.id as professional_id, pr.name, pr.color, count(distinct l.appointment_id)::int as appointments,
           coalesce(sum(l.price_cents), 0)::bigint as revenue_cents,
           coalesce(round(sum(l.price_cents::bigint * l.basis_points) / 10000.0), 0)::bigint as commission_cents
      from (${PROFESSIONAL_BRIEF_SQL}) pr
      left join line l on l.professional_id = pr.id
     where pr.company_id = ${companyId} and (${only}::uuid is null or pr.id = ${only}::uuid)
     group by pr.id, pr.name, pr.color, pr.active
    having pr.active or count(l.appointment_id) > 0 or ${only}::uuid is not null
     order by 5 desc, pr.name, pr.id`;
}

/**
 * Every active professional (and an inactive one who attended in the period), most billed first:
 * the owner's 'Profissionais' report, with the rates the owner set.
 */
export async function professionalsProduction(em: Em, companyId: string, period: Period): Promise<ProfessionalProduction[]> {
  const [rows, rates] = await Promise.all([
    runSql<Row>(em, productionSql(companyId, period, null)),
    commissionsOf(em, companyId),
  ]);
  return rows.map((r) => toProduction(r, rates.get(r.professional_id)));
}

/** 'Minha produção': the same row for the caller's own profile; 404 when they have none in this clinic. */
export async function memberProduction(
  em: Em,
  companyId: string,
  memberId: string,
  period: Period,
): Promise<ProfessionalProduction> {
  const [own] = await runSql<{ id: string }>(
    em,
    sql`select id from (${PROFESSIONAL_BRIEF_SQL}) pr where pr.company_id = ${companyId} and pr.member_id = ${memberId}`,
  );
  if (!own) throw notFound(T.noProfessionalProfile);
  const [row] = await runSql<Row>(em, productionSql(companyId, period, own.id));
  if (!row) throw notFound(T.noProfessionalProfile);
  return toProduction(row, (await commissionsOf(em, companyId)).get(own.id));
}

function toProduction(r: Row, rates: CommissionRates | undefined): ProfessionalProduction {
  return {
    professionalId: r.professional_id,
    name: r.name,
    color: r.color,
    appointments: Number(r.appointments),
    revenue: centsToReais(Number(r.revenue_cents)),
    commission: centsToReais(Number(r.commission_cents)),
    commissionRates: rates ?? { percent: 0, byServiceType: [] },
  };
}

/** The report as CSV: one line per professional, money by its basis as on the page. */
export function productionCsv(rows: readonly ProfessionalProduction[]): string {
  return csvText(
    ['Profissional', 'Atendimentos', T.basis.billedServices, T.production.commission],
    rows.map((r) => [r.name, r.appointments, { cents: Math.round(r.revenue * 100) }, { cents: Math.round(r.commission * 100) }]),
  );
}
