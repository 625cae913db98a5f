import { TENANT_FILTER } from '@agenda/db';

/** The tenant filter's company for a query on any EntityManager (a seeder's has none set, decision 026). */
export const scopedTo = (companyId: string) => ({ filters: { [TENANT_FILTER]: { companyId } } });
