import { type Em, type Plain, findBySql, isUuid, plain, sql, typedFragment } from '@agenda/db';
import { type ServiceType, ServiceTypeSchema } from './entities/service-type.entity.ts';
import { type Service, ServiceSchema } from './entities/service.entity.ts';

/**
 * What other features may read of a service in their own SQL: a row source they join as a subquery
 * (PostgreSQL flattens it). Its column names are this feature's contract, not its table's.
 */
export interface ServiceBriefRow {
  company_id: string;
  id: string;
  name: string;
  service_type_id: string | null;
  duration: number;
  price_cents: number;
}
export const SERVICE_BRIEF_SQL = typedFragment<ServiceBriefRow>({
  company_id: true,
  id: true,
  name: true,
  service_type_id: true,
  duration: true,
  price_cents: true,
})`select company_id, id, name, service_type_id, duration, price_cents from service`;

/**
 * The services of the catalogue with a return interval, as a row source (`company_id`, `id`, `name`,
 * `recall_months`): the recall list joins it.
 */
export interface ServiceRecallRow {
  company_id: string;
  id: string;
  name: string;
  recall_months: number;
}
export const SERVICE_RECALL_SQL = typedFragment<ServiceRecallRow>({
  company_id: true,
  id: true,
  name: true,
  recall_months: true,
})`select company_id, id, name, recall_months from service
 where recall_months is not null and archived_at is null`;

/** The company's services among `ids`, archived ones too (a booked or charged service may have left the catalogue since). */
export async function servicesById(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, Plain<Service>>> {
  const unique = [...new Set(ids)].filter(isUuid);
  // Plain SQL: every checkout charges its services inside its write (decision 070).
  const found = unique.length
    ? await findBySql(em, ServiceSchema, sql`company_id = ${companyId} and id = any(${unique}::uuid[])`, {
        name: 'services_by_id',
      })
    : [];
  return new Map(found.map((s) => [s.id, plain(s)]));
}

/** The catalogue as it can be booked: the services not archived. */
export async function bookableServices(em: Em, companyId: string): Promise<Plain<Service>[]> {
  return (await em.find(ServiceSchema, { companyId, archivedAt: null }, { orderBy: { name: 'asc', id: 'asc' } })).map(plain);
}

/** The company's service types among `ids` (malformed or foreign ids are left out). */
export async function serviceTypesById(
  em: Em,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, Plain<ServiceType>>> {
  const unique = [...new Set(ids)].filter(isUuid);
  const found = unique.length ? await em.find(ServiceTypeSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(found.map((t) => [t.id, plain(t)]));
}
