import { type Sql, sql } from '@agenda/db';

// A service as booking reads it, as a SQL fragment: the free slots' hot read splices it into its one
// statement.

export interface ServiceWindowRow {
  id: string;
  name: string;
  duration: number;
  archived: boolean;
  startTime: string;
  endTime: string;
  /** Sunday first, as `weekdayOf` numbers days. */
  days: boolean[];
}

/**
 * The company's service `id` (archived too, flagged) as a scalar subquery: a json object, null when
 * there is none. `id` must be a uuid (a malformed one is no service: the caller answers 404 first).
 */
export const serviceWindowSql = (companyId: string, id: string): Sql =>
  sql`(select json_build_object('id', id, 'name', name, 'duration', duration, 'archived', archived_at is not null,
                 'startTime', start_time, 'endTime', end_time,
                 'days', json_build_array(sunday_enabled, monday_enabled, tuesday_enabled, wednesday_enabled,
                                          thursday_enabled, friday_enabled, saturday_enabled))
         from service where company_id = ${companyId} and id = ${id})`;
