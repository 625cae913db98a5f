import { DEFAULT_TIME_ZONE } from '@agenda/br';
import { type Em, sql } from '@agenda/db';
import { CompanySchema } from './entities/company.entity.ts';
import { UserSchema } from './entities/user.entity.ts';

/**
 * What other features may read of a user in their own SQL (who did what): a row source they join as
 * a subquery. Its column names are this feature's contract, not its table's.
 */
export const USER_BRIEF_SQL = sql`select company_id, id, full_name from app_user`;

/** The company's time zone (the default one for an unknown company): its days and hours are read in it. */
export async function companyTimeZone(em: Em, companyId: string): Promise<string> {
  const company = await em.findOne(CompanySchema, { id: companyId });
  return company?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The full names of the company's users among `ids` (unknown ids are left out). */
export async function userNames(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const users = unique.length ? await em.find(UserSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(users.map((u) => [u.id, u.fullName]));
}

/** The company's first user — the one who signed it up — or null. */
export async function firstUserId(em: Em, companyId: string): Promise<string | null> {
  const user = await em.findOne(UserSchema, { companyId }, { orderBy: { createdAt: 'asc' } });
  return user?.id ?? null;
}
