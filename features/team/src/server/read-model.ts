import { type Em, type Plain, findBySql, isUuid, plain, sql, typedFragment } from '@agenda/db';
import { type Professional, ProfessionalSchema } from './entities/professional.entity.ts';

/**
 * What other features may read of a professional in their own SQL (the agenda's cards, finance's
 * production): a row source they join as a subquery. Its column names are this feature's contract.
 */
export interface ProfessionalBriefRow {
  company_id: string;
  id: string;
  member_id: string | null;
  name: string;
  color: string;
  active: boolean;
}
export const PROFESSIONAL_BRIEF_SQL = typedFragment<ProfessionalBriefRow>({
  company_id: true,
  id: true,
  member_id: true,
  name: true,
  color: true,
  active: true,
})`select company_id, id, member_id, name, color, active from professional`;

/** The company's professionals among `ids`, inactive ones too (their past appointments still name them). */
export async function professionalsById(
  em: Em,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, Plain<Professional>>> {
  const unique = [...new Set(ids)].filter(isUuid);
  // Plain SQL: every booking names its professional inside its write (decision 070).
  const found = unique.length
    ? await findBySql(em, ProfessionalSchema, sql`company_id = ${companyId} and id = any(${unique}::uuid[])`, {
        name: 'team_professionals_by_id',
      })
    : [];
  return new Map(found.map((p) => [p.id, plain(p)]));
}

/** Who can be booked: the active professionals, in the order the agenda shows them. */
export async function activeProfessionals(em: Em, companyId: string): Promise<Plain<Professional>[]> {
  const found = await em.find(ProfessionalSchema, { companyId, active: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return found.map(plain);
}
