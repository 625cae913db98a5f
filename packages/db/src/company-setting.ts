/** The setting a tenant transaction carries: the company row-level security lets it see (decision 008). */
export const COMPANY_SETTING = 'app.company_id';

/** The name `sql.setCompany` is prepared under on a connection (once, then bound by name). */
export const SET_COMPANY_STATEMENT = 'agenda_set_company';
