import { COMPANY_PLACE_SQL } from '@agenda/auth/server';
import { brazilianHolidays } from '@agenda/br/holidays';
import { type SqlTarget, runSql, sql } from '@agenda/db';
import type { BlockingInputs } from '../shared/blocking.ts';
import { DEFAULT_SETTINGS } from '../shared/model.ts';

// `blockingInputs` as one plain SQL statement on any SqlTarget: the free slots' hot read asks the
// same inputs without an EntityManager (and without a transaction's four extra round trips).

type Row = {
  state: string;
  city: string;
  settings: BlockingInputs['settings'] | null;
  custom_holidays: BlockingInputs['customHolidays'];
  bridges: BlockingInputs['bridges'];
  blocks: BlockingInputs['blocks'];
  unblocks: BlockingInputs['unblocks'];
};

/** Everything the blocking rules need for the dates from `startDate` to `endDate` (as `blockingInputs`). */
export async function blockingInputsOn(
  db: SqlTarget,
  companyId: string,
  startDate: string,
  endDate: string,
): Promise<BlockingInputs> {
  const [row] = await runSql<Row>(
    db,
    sql`select c.state, c.city,
       (select json_build_object('nationalHolidays', s.national_holidays, 'stateHolidays', s.state_holidays,
                 'cityHolidays', s.city_holidays, 'lunchBreakEnabled', s.lunch_break_enabled,
                 'lunchBreakStart', s.lunch_break_start, 'lunchBreakEnd', s.lunch_break_end)
          from agenda_settings s where s.company_id = c.id) as settings,
       (select coalesce(json_agg(json_build_object('name', h.name, 'date', h.date::text, 'type', h.type,
                 'recurring', h.recurring, 'enabled', h.enabled) order by h.date, h.id), '[]')
          from custom_holiday h where h.company_id = c.id and h.date <= ${endDate}::date) as custom_holidays,
       (select coalesce(json_agg(json_build_object('name', b.name, 'startDate', b.start_date::text,
                 'endDate', b.end_date::text, 'enabled', b.enabled) order by b.start_date, b.id), '[]')
          from holiday_bridge b
         where b.company_id = c.id and b.start_date <= ${endDate}::date and b.end_date >= ${startDate}::date) as bridges,
       (select coalesce(json_agg(json_build_object('title', k.title, 'startDate', k.start_date::text,
                 'endDate', k.end_date::text, 'type', k.type, 'allDay', k.all_day, 'startTime', k.start_time,
                 'endTime', k.end_time, 'enabled', k.enabled) order by k.start_date, k.id), '[]')
          from schedule_block k
         where k.company_id = c.id and k.start_date <= ${endDate}::date and k.end_date >= ${startDate}::date) as blocks,
       (select coalesce(json_agg(json_build_object('date', u.date::text, 'reason', u.reason, 'enabled', u.enabled)
                 order by u.date, u.id), '[]')
          from day_unblock u where u.company_id = c.id and u.date between ${startDate}::date and ${endDate}::date) as unblocks
  from (${COMPANY_PLACE_SQL}) c where c.id = ${companyId}`,
    'blocking_inputs',
  );
  if (!row) throw new Error(`Company ${companyId} not found`);
  const years: number[] = [];
  for (let y = Number(startDate.slice(0, 4)); y <= Number(endDate.slice(0, 4)); y++) years.push(y);
  const location = { state: row.state, city: row.city };
  return {
    settings: row.settings ?? DEFAULT_SETTINGS,
    calendar: years.flatMap((year) => brazilianHolidays(year, location)),
    customHolidays: row.custom_holidays,
    bridges: row.bridges,
    blocks: row.blocks,
    unblocks: row.unblocks,
  };
}
