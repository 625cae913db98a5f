import { type SqlTarget, runSql, sql } from '@agenda/db';
import type { WorkingHours } from '../shared/professional.ts';

// Who can be booked, with what booking reads of them, as plain SQL on any SqlTarget: the free
// slots' hot read asks it without an EntityManager.

export interface BookableProfessionalRow {
  id: string;
  name: string;
  workingHours: WorkingHours[] | null;
  serviceIds: string[] | null;
}

/** The active professionals in the agenda's order (as `activeProfessionals`), with their hours and services. */
export async function bookableProfessionalsOn(db: SqlTarget, companyId: string): Promise<BookableProfessionalRow[]> {
  const rows = await runSql<{ id: string; name: string; working_hours: WorkingHours[] | null; service_ids: string[] | null }>(
    db,
    sql`select id, name, working_hours, service_ids::text[] as service_ids from professional
         where company_id = ${companyId} and active order by created_at, id`,
    'bookable_professionals',
  );
  return rows.map((r) => ({ id: r.id, name: r.name, workingHours: r.working_hours, serviceIds: r.service_ids }));
}
