import { COMPANY_PLACE_SQL } from '@agenda/auth/server';
import { brazilianHolidays } from '@agenda/br/holidays';
import { type Sql, sql } from '@agenda/db';
import type { BlockingInputs } from '../shared/blocking.ts';
import { DEFAULT_SETTINGS } from '../shared/model.ts';

// `blockingInputs` as a SQL fragment and its reading: the calendar splices it into a statement of
// its own, run on any SqlTarget (a hot read's one round trip, or a transaction), instead of the
// EntityManager's six queries.

/** What `blockingInputsSql` gives: the rows as json, before the holiday calendar is added. */
export interface BlockingRows {
  state: string;
  city: string;
  settings: BlockingInputs['settings'] | null;
  customHolidays: BlockingInputs['customHolidays'];
  bridges: BlockingInputs['bridges'];
  blocks: BlockingInputs['blocks'];
  unblocks: BlockingInputs['unblocks'];
}

/** The rows `blockingInputs` reads for `startDate` to `endDate`, as a scalar subquery: one json value. */
export const blockingInputsSql = (companyId: string, startDate: string, endDate: string): Sql =>
  sql`(select json_build_object('state', c.state, 'city', c.city,
       'settings', (select json_build_object('nationalHolidays', s.national_holidays, 'stateHolidays', s.state_holidays,
                 'cityHolidays', s.city_holidays, 'lunchBreakEnabled', s.lunch_break_enabled,
                 'lunchBreakStart', s.lunch_break_start, 'lunchBreakEnd', s.lunch_break_end)
          from agenda_settings s where s.company_id = c.id),
       'customHolidays', (select coalesce(json_agg(json_build_object('name', h.name, 'date', h.date::text, 'type', h.type,
                 'recurring', h.recurring, 'enabled', h.enabled) order by h.date, h.id), '[]')
          from custom_holiday h where h.company_id = c.id and h.date <= ${endDate}::date),
       'bridges', (select coalesce(json_agg(json_build_object('name', b.name, 'startDate', b.start_date::text,
                 'endDate', b.end_date::text, 'enabled', b.enabled) order by b.start_date, b.id), '[]')
          from holiday_bridge b
         where b.company_id = c.id and b.start_date <= ${endDate}::date and b.end_date >= ${startDate}::date),
       'blocks', (select coalesce(json_agg(json_build_object('title', k.title, 'startDate', k.start_date::text,
                 'endDate', k.end_date::text, 'type', k.type, 'allDay', k.all_day, 'startTime', k.start_time,
                 'endTime', k.end_time, 'enabled', k.enabled) order by k.start_date, k.id), '[]')
          from schedule_block k
         where k.company_id = c.id and k.start_date <= ${endDate}::date and k.end_date >= ${startDate}::date),
       'unblocks', (select coalesce(json_agg(json_build_object('date', u.date::text, 'reason', u.reason, 'enabled', u.enabled)
                 order by u.date, u.id), '[]')
          from day_unblock u where u.company_id = c.id and u.date between ${startDate}::date and ${endDate}::date))
  from (${COMPANY_PLACE_SQL}) c where c.id = ${companyId})`;

/** Everything the blocking rules need for `startDate` to `endDate` (as `blockingInputs`), from `blockingInputsSql`'s value. */
export function blockingInputsOf(rows: BlockingRows | null, startDate: string, endDate: string): BlockingInputs {
  if (!rows) throw new Error('Company not found');
  const years: number[] = [];
  for (let y = Number(startDate.slice(0, 4)); y <= Number(endDate.slice(0, 4)); y++) years.push(y);
  const location = { state: rows.state, city: rows.city };
  const { customHolidays, bridges, blocks, unblocks } = rows;
  return {
    settings: rows.settings ?? DEFAULT_SETTINGS,
    calendar: years.flatMap((year) => brazilianHolidays(year, location)),
    customHolidays,
    bridges,
    blocks,
    unblocks,
  };
}
