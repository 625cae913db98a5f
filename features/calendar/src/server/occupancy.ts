import { type Sql, sql } from '@agenda/db';
import { FREEING_STATUS } from '../shared/status.ts';

/**
 * `status` of the appointment (alias `a`, or the bare column) occupies its professional's time: the
 * SQL of `occupiesProfessional`. A literal, not a parameter, so a statement can use the exclusion
 * constraint's partial index, whose predicate (`status <> 'CANCELLED'`) is the same rule.
 */
export const occupiesSql = (alias?: string): Sql =>
  sql`${alias ? sql.id(`${alias}.status`) : sql.id('status')} <> ${sql.raw(`'${FREEING_STATUS}'`)}`;
