/**
 * What other features may read of a user in their own SQL (who did what): a row source they join as
 * a subquery. Its column names are this feature's contract, not its table's.
 */
export const USER_BRIEF_SQL = 'select company_id, id, full_name from app_user';
