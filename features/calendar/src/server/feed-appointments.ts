import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { SERVICE_BRIEF_SQL } from '@agenda/services/server';
import type { AppointmentStatus } from '../shared/status.ts';

/**
 * An appointment as a professional's calendar feed shows it: when, what, and the patient's first name
 * only — a feed lives on a phone and in a third party's cloud, so nothing else of the patient leaves.
 */
export interface FeedAppointment {
  id: string;
  /** 'yyyy-MM-dd' in the company's time zone. */
  date: string;
  startTime: string;
  endTime: string;
  status: AppointmentStatus;
  serviceName: string;
  firstName: string;
}

/** One professional's appointments dated `from`..`to` (any status), in one statement. */
export async function feedAppointments(
  em: Em,
  companyId: string,
  professionalId: string,
  from: string,
  to: string,
): Promise<FeedAppointment[]> {
  return runSql<FeedAppointment>(
    em,
    sql`select a.id, a.date::text as "date", a.start_time as "startTime", a.end_time as "endTime", a.status,
               s.name as "serviceName", split_part(btrim(c.full_name), ' ', 1) as "firstName"
          from appointment a
          join (${SERVICE_BRIEF_SQL}) s on s.company_id = a.company_id and s.id = a.service_id
          join (${CLIENT_BRIEF_SQL}) c on c.company_id = a.company_id and c.id = a.client_id
         where a.company_id = ${companyId} and a.professional_id = ${professionalId}
           and a.date between ${from}::date and ${to}::date
         order by a.date, a.start_time, a.id`,
  );
}
