/**
 * What other features may read of a service in their own SQL: a row source they join as a subquery
 * (PostgreSQL flattens it). Its column names are this feature's contract, not its table's.
 */
export const SERVICE_BRIEF_SQL = 'select company_id, id, name, duration, price_cents from service';
