import { DEFAULT_TIME_ZONE } from '@agenda/br';
import { type Em, isUuid, typedFragment, withoutTenant } from '@agenda/db';
import type { TabFieldConfig } from '../shared/business-type.ts';
import { BusinessTypeTabSchema } from './entities/business-type-tab.entity.ts';
import { CompanySchema } from './entities/company.entity.ts';
import { UserSchema } from './entities/user.entity.ts';

/**
 * What other features may read of a user in their own SQL (who did what): a row source they join as
 * a subquery. Its column names are this feature's contract, not its table's.
 */
export interface UserBriefRow {
  company_id: string;
  id: string;
  full_name: string;
}
export const USER_BRIEF_SQL = typedFragment<UserBriefRow>({
  company_id: true,
  id: true,
  full_name: true,
})`select company_id, id, full_name from app_user`;

/** What other features read of a company: its name, where it is, its clock, its kind of business. */
export interface CompanyFacts {
  name: string;
  timeZone: string;
  state: string;
  city: string;
  businessTypeId: string | null;
}

export async function companyFacts(em: Em, companyId: string): Promise<CompanyFacts | null> {
  const company = await em.findOne(CompanySchema, { id: companyId });
  if (!company) return null;
  return {
    name: company.name,
    timeZone: company.timeZone,
    state: company.state,
    city: company.city,
    businessTypeId: company.businessTypeId,
  };
}

/** A client tab of a business type: its form (fields) or a built-in module. */
export interface CompanyTab {
  id: string;
  key: string;
  name: string;
  fieldConfig: TabFieldConfig;
}

const toTab = ({ id, key, name, fieldConfig }: CompanyTab): CompanyTab => ({ id, key, name, fieldConfig });

/** The client tabs of the company's business type, in order (none without a business type). */
export async function companyTabs(em: Em, companyId: string): Promise<CompanyTab[]> {
  const businessTypeId = (await companyFacts(em, companyId))?.businessTypeId;
  if (!businessTypeId) return [];
  return (await em.find(BusinessTypeTabSchema, { businessTypeId }, { orderBy: { position: 'asc' } })).map(toTab);
}

/** One tab of the company's business type, or null for any other id (malformed ones included). */
export async function companyTab(em: Em, companyId: string, tabId: string): Promise<CompanyTab | null> {
  if (!isUuid(tabId)) return null;
  const businessTypeId = (await companyFacts(em, companyId))?.businessTypeId;
  const tab = businessTypeId ? await em.findOne(BusinessTypeTabSchema, { id: tabId, businessTypeId }) : null;
  return tab && toTab(tab);
}

/** The names of tabs by id, whatever business type they belong to (data outlives a change of type). */
export async function tabNames(em: Em, tabIds: readonly string[]): Promise<Map<string, string>> {
  const tabs = tabIds.length ? await em.find(BusinessTypeTabSchema, { id: { $in: [...tabIds] } }) : [];
  return new Map(tabs.map((t) => [t.id, t.name]));
}

/** The company's first owner (who demo data is attributed to), looked up by the admin connection. */
export async function companyOwner(em: Em, companyId: string): Promise<{ id: string; fullName: string } | null> {
  const owner = await em.findOne(
    UserSchema,
    { companyId, role: 'OWNER' },
    { ...withoutTenant, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return owner && { id: owner.id, fullName: owner.fullName };
}

/** The company's time zone (the default one for an unknown company): its days and hours are read in it. */
export async function companyTimeZone(em: Em, companyId: string): Promise<string> {
  return (await companyFacts(em, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The full names of the company's users among `ids` (unknown ids are left out). */
export async function userNames(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const users = unique.length ? await em.find(UserSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(users.map((u) => [u.id, u.fullName]));
}
