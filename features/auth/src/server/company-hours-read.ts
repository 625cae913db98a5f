import { type Sql, sql, typedFragment } from '@agenda/db';

// The company's days and hours and its place as SQL fragments: another feature splices them into a
// statement of its own, run on any SqlTarget (a hot read's one round trip, or a transaction).

/**
 * Where the company is, for other features' SQL (the holiday calendar of its state and city): a row
 * source they join as a subquery. Its column names are this feature's contract, not its table's.
 */
export interface CompanyPlaceRow {
  id: string;
  state: string;
  city: string;
}
export const COMPANY_PLACE_SQL = typedFragment<CompanyPlaceRow>({
  id: true,
  state: true,
  city: true,
})`select id, state, city from company`;

/**
 * Each company's time zone, for a read that learns its company on the way (a public page's address):
 * the sign-in connection may read it before any company is set.
 */
export interface CompanyZoneRow {
  id: string;
  time_zone: string;
}
export const COMPANY_ZONE_SQL = typedFragment<CompanyZoneRow>({ id: true, time_zone: true })`select id, time_zone from company`;

export interface CompanyHours {
  businessDays: number[];
  openingTime: string;
  closingTime: string;
}

/** The days and hours the company opens (as `companyHours`), as a scalar subquery: one json value. */
export const companyHoursSql = (companyId: string): Sql =>
  sql`(select json_build_object('businessDays', business_days, 'openingTime', opening_time, 'closingTime', closing_time)
         from company where id = ${companyId})`;
