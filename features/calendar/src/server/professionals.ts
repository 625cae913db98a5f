import { type Em, runSql, sql } from '@agenda/db';
import { PROFESSIONAL_BRIEF_SQL, type Professional, activeProfessionals, professionalsById } from '@agenda/team/server';
import { badRequest, notFound } from '@agenda/trpc';
import type { AppointmentData } from '../shared/model.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { occupiesSql } from './occupancy.ts';

/**
 * Who attends a booking: the one named (of this company, still active), or — when none is named —
 * the clinic's only active professional. A clinic of several must say which.
 */
export async function bookingProfessional(em: Em, companyId: string, id: string | null): Promise<Professional> {
  if (id) {
    const named = (await professionalsById(em, companyId, [id])).get(id);
    if (!named) throw notFound(T.professionalNotFound);
    if (!named.active) throw badRequest(T.professionalInactive);
    return named;
  }
  const active = await activeProfessionals(em, companyId);
  if (active.length > 1) throw badRequest(T.professionalRequired);
  const [only] = active;
  if (!only) throw badRequest(T.noProfessional);
  return only;
}

/**
 * The same client already booked at an overlapping time with someone else, booked anyway on purpose
 * ('Agendar mesmo assim': a joint procedure): the front desk still reads it. One line per such appointment.
 */
export async function clientOverlapWarnings(em: Em, companyId: string, booked: AppointmentData): Promise<string[]> {
  const rows = await runSql<{ name: string; start_time: string; end_time: string }>(
    em,
    sql`select p.name, a.start_time, a.end_time
          from appointment a
          join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
         where a.company_id = ${companyId} and a.client_id = ${booked.client.id} and a.id <> ${booked.id}
           and a.professional_id <> ${booked.professionalId}
           and ${occupiesSql('a')}
           and a.date = ${booked.date}::date and a.start_time < ${booked.endTime} and a.end_time > ${booked.startTime}
         order by a.start_time`,
  );
  return rows.map((r) => T.clientOverlap(r.name, r.start_time, r.end_time));
}
