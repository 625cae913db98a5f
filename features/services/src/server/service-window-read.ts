import { type SqlTarget, isUuid, runSql, sql } from '@agenda/db';

// A service as booking reads it, as plain SQL on any SqlTarget: the free slots' hot read asks it
// without an EntityManager.

export interface ServiceWindowRow {
  id: string;
  name: string;
  duration: number;
  archived: boolean;
  startTime: string;
  endTime: string;
  /** Sunday first, as `weekdayOf` numbers days. */
  days: boolean[];
}

/** The company's service `id` (archived too, flagged), or null for an unknown or malformed id. */
export async function serviceWindowOn(db: SqlTarget, companyId: string, id: string): Promise<ServiceWindowRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await runSql<{
    id: string;
    name: string;
    duration: number;
    archived: boolean;
    start_time: string;
    end_time: string;
    days: boolean[];
  }>(
    db,
    sql`select id, name, duration, archived_at is not null as archived, start_time, end_time,
               array[sunday_enabled, monday_enabled, tuesday_enabled, wednesday_enabled,
                     thursday_enabled, friday_enabled, saturday_enabled] as days
          from service where company_id = ${companyId} and id = ${id}`,
    'service_window',
  );
  if (!row) return null;
  const { start_time: startTime, end_time: endTime, ...rest } = row;
  return { ...rest, startTime, endTime };
}
