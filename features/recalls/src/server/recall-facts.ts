import { lastVisitRows } from '@agenda/calendar/server';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, type Sql, runSql, sql } from '@agenda/db';
import { SERVICE_RECALL_SQL } from '@agenda/services/server';
import type { RecallFact } from '../shared/recall-rule.ts';

/** A recall fact with what the list shows of its client and service. */
export interface RecallRow extends RecallFact {
  clientName: string;
  phone: string;
  serviceName: string;
}

interface Row {
  client_id: string;
  service_id: string;
  last_visit: string;
  booked: boolean;
  recall_months: number;
  service_name: string;
  full_name: string;
  phone: string | null;
  dismissed_visit: string | null;
}

interface Scope {
  /** Only recalls due on or before this day (the database does the date arithmetic the rule does, to send fewer rows). */
  dueBy?: string;
  clientId?: string;
  serviceId?: string;
}

/**
 * Every client's last completed visit of each service with a return, with the booking that closes it
 * and the latest dismissal, in one statement (however many clients the clinic has). PostgreSQL's
 * `date + interval 'n months'` clamps to the month's end as the rule's addMonths does.
 */
export async function recallFacts(em: Em, companyId: string, scope: Scope = {}): Promise<RecallRow[]> {
  const filters: Sql[] = [sql`v.company_id = ${companyId}`];
  if (scope.dueBy) filters.push(sql`v.last_visit + make_interval(months => rs.recall_months) <= ${scope.dueBy}::date`);
  if (scope.clientId) filters.push(sql`v.client_id = ${scope.clientId}`);
  if (scope.serviceId) filters.push(sql`v.service_id = ${scope.serviceId}`);
  const where = filters.reduce((all, f) => sql`${all} and ${f}`);
  const rows = await runSql<Row>(
    em,
    sql`select v.client_id, v.service_id, to_char(v.last_visit, 'YYYY-MM-DD') as last_visit, v.booked,
               rs.recall_months, rs.name as service_name, c.full_name, c.phone,
               (select to_char(max(d.last_visit), 'YYYY-MM-DD') from recall_dismissal d
                 where d.company_id = v.company_id and d.client_id = v.client_id and d.service_id = v.service_id) as dismissed_visit
          from (${lastVisitRows(SERVICE_RECALL_SQL)}) v
          join (${SERVICE_RECALL_SQL}) rs on rs.company_id = v.company_id and rs.id = v.service_id
          join (${CLIENT_BRIEF_SQL}) c on c.company_id = v.company_id and c.id = v.client_id
         where ${where}`,
  );
  return rows.map((r) => ({
    clientId: r.client_id,
    serviceId: r.service_id,
    lastVisit: r.last_visit,
    recallMonths: r.recall_months,
    booked: r.booked,
    dismissedVisit: r.dismissed_visit,
    clientName: r.full_name,
    phone: r.phone ?? '',
    serviceName: r.service_name,
  }));
}
