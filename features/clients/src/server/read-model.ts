/**
 * What other features may read of a client in their own SQL: a row source they join as a subquery
 * (PostgreSQL flattens it, so it costs nothing). Its column names are this feature's contract; the
 * table behind it stays this feature's business.
 */
export const CLIENT_BRIEF_SQL = 'select company_id, id, full_name, phone, notes from client';
