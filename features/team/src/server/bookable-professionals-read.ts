import { type Sql, sql } from '@agenda/db';
import type { WorkingHours } from '../shared/professional.ts';

// Who can be booked, with what booking reads of them, as a SQL fragment: the free slots'
// hot read splices it into its one statement.

export interface BookableProfessionalRow {
  id: string;
  name: string;
  workingHours: WorkingHours[] | null;
  serviceIds: string[] | null;
}

/** The active professionals in the agenda's order (as `activeProfessionals`), as a scalar subquery: a json array. */
export const bookableProfessionalsSql = (companyId: string): Sql =>
  sql`(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'workingHours', working_hours,
                 'serviceIds', service_ids) order by created_at, id), '[]')
         from professional where company_id = ${companyId} and active)`;
