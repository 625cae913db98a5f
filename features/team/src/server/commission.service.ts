import { type Em, make, typedFragment } from '@agenda/db';
import { serviceTypesById } from '@agenda/services/server';
import { notFound } from '@agenda/trpc';
import { COMMISSION_TEXTS as T, type Commission, fromBasisPoints, toBasisPoints } from '../shared/commission.ts';
import { CommissionRateSchema } from './entities/commission-rate.entity.ts';

/**
 * What other features may read of the rates in their own SQL (finance's production figures):
 * `company_id`, `professional_id`, `service_type_id` (null: the professional's rate for every other
 * service), `basis_points` (hundredths of a percent). A professional with no row passes on nothing.
 */
export interface CommissionRateRow {
  company_id: string;
  professional_id: string;
  service_type_id: string | null;
  basis_points: number;
}
export const COMMISSION_RATE_ROWS = typedFragment<CommissionRateRow>({
  company_id: true,
  professional_id: true,
  service_type_id: true,
  basis_points: true,
})`select company_id, professional_id, service_type_id, basis_points from commission_rate`;

/** Replaces a professional's rates with these (the caller checked the professional is the company's). */
export async function replaceCommission(
  em: Em,
  companyId: string,
  professionalId: string,
  commission: Commission,
): Promise<void> {
  const typeIds = commission.byServiceType.map((r) => r.serviceTypeId);
  const types = await serviceTypesById(em, companyId, typeIds);
  if (typeIds.some((id) => !types.has(id))) throw notFound(T.serviceTypeNotFound);
  await em.nativeDelete(CommissionRateSchema, { companyId, professionalId });
  const rates = [{ serviceTypeId: null, percent: commission.percent }, ...commission.byServiceType];
  for (const rate of rates)
    make(em, CommissionRateSchema, {
      companyId,
      professionalId,
      serviceTypeId: rate.serviceTypeId,
      basisPoints: toBasisPoints(rate.percent),
    });
}

/** Every professional's rates that were ever set, by professional id (missing: 0%, nothing by type). */
export async function commissionsOf(em: Em, companyId: string): Promise<Map<string, Commission>> {
  const rows = await em.find(CommissionRateSchema, { companyId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const byProfessional = new Map<string, Commission>();
  for (const row of rows) {
    const commission = byProfessional.get(row.professionalId) ?? { percent: 0, byServiceType: [] };
    if (row.serviceTypeId)
      commission.byServiceType.push({ serviceTypeId: row.serviceTypeId, percent: fromBasisPoints(row.basisPoints) });
    else commission.percent = fromBasisPoints(row.basisPoints);
    byProfessional.set(row.professionalId, commission);
  }
  return byProfessional;
}
