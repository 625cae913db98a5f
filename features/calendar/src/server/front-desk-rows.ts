import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import type { UrgencyLevel } from '../shared/urgency.ts';

// The front desk's reads (decision 054): who waits today, who was called. Small lists of one day.

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface FrontDeskRow {
  id: string;
  start_time: string;
  client_name: string;
  professional_id: string;
  professional_name: string;
  arrived_at: string;
  called_at: string | null;
  urgency_level: UrgencyLevel | null;
  urgency_description: string | null;
  urgency_reported_at: string | null;
}

const SELECT = sql`
select a.id, a.start_time, c.full_name as client_name, p.id as professional_id, p.name as professional_name,
       ${iso('a.arrived_at')} as arrived_at, ${iso('a.called_at')} as called_at,
       a.urgency_level, a.urgency_description, ${iso('a.urgency_reported_at')} as urgency_reported_at
  from appointment a
  join (${CLIENT_BRIEF_SQL}) c on c.company_id = a.company_id and c.id = a.client_id
  join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id`;

/** Today's patients in the waiting room: arrived, not yet called in. */
export function waitingRows(em: Em, companyId: string, today: string) {
  return runSql<FrontDeskRow>(
    em,
    sql`${SELECT}
 where a.company_id = ${companyId} and a.date = ${today}::date and a.status = 'ARRIVED' and a.arrived_at is not null
 order by a.arrived_at`,
  );
}

/** Today's calls, the latest first: what the waiting-room TV shows. */
export function calledRows(em: Em, companyId: string, today: string, limit: number) {
  return runSql<FrontDeskRow>(
    em,
    sql`${SELECT}
 where a.company_id = ${companyId} and a.date = ${today}::date and a.called_at is not null and a.arrived_at is not null
   and a.status in ('IN_SERVICE', 'COMPLETED')
 order by a.called_at desc
 limit ${limit}`,
  );
}
