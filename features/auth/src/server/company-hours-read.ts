import { type SqlTarget, runSql, sql } from '@agenda/db';

// The company's days and hours and its place as plain SQL on any SqlTarget: a hot read (one round
// trip per statement, no EntityManager) asks them as well as a transaction does.

/**
 * Where the company is, for other features' SQL (the holiday calendar of its state and city): a row
 * source they join as a subquery. Its column names are this feature's contract, not its table's.
 */
export const COMPANY_PLACE_SQL = sql`select id, state, city from company`;

/** The days and hours the company opens (as `companyHours`), in one statement. */
export async function companyHoursOn(
  db: SqlTarget,
  companyId: string,
): Promise<{ businessDays: number[]; openingTime: string; closingTime: string }> {
  const [row] = await runSql<{ business_days: (number | string)[]; opening_time: string; closing_time: string }>(
    db,
    sql`select business_days, opening_time, closing_time from company where id = ${companyId}`,
    'company_hours',
  );
  if (!row) throw new Error(`Company ${companyId} not found`);
  return { businessDays: row.business_days.map(Number), openingTime: row.opening_time, closingTime: row.closing_time };
}
