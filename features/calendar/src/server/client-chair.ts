import { type Em, runSql, sql } from '@agenda/db';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { conflict } from '@agenda/trpc';
import { overlaps } from '../shared/grid.ts';
import type { BookingSlot } from '../shared/opening-rules.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { occupiesSql } from './occupancy.ts';

// One patient, one chair (decision 041): a client's appointments that occupy their time do not
// overlap, unless a booking says so on purpose ('Agendar mesmo assim'). No constraint can say
// "unless": the check runs in the writing transaction, behind a lock on the client.

/**
 * Writes that book or move one client's appointments wait for each other until the transaction
 * ends, so two at once cannot each miss the other's booking. Taken before the professionals' days
 * (queueForDays), always in that order, so two writers never wait on each other crosswise.
 */
export async function queueForClient(tx: Em, companyId: string, clientId: string): Promise<void> {
  await runSql(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`${companyId}:client:${clientId}`}, 0))`);
}

/** The client's appointment a slot would overlap: when it starts and with whom. */
export interface ClientBusy {
  date: string;
  startTime: string;
  professionalName: string;
}

/** For each slot (in order), the client's first occupying appointment it overlaps (other than `ignoreIds`), or null. */
export async function clientBusyAt(
  em: Em,
  companyId: string,
  clientId: string,
  slots: readonly BookingSlot[],
  ignoreIds: readonly string[] = [],
): Promise<(ClientBusy | null)[]> {
  if (slots.length === 0) return [];
  const dates = [...new Set(slots.map((s) => s.date))];
  const rows = await runSql<{ date: string; start_time: string; end_time: string; name: string }>(
    em,
    sql`select to_char(a.date, 'YYYY-MM-DD') as date, a.start_time, a.end_time, p.name
          from appointment a
          join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = a.company_id and p.id = a.professional_id
         where a.company_id = ${companyId} and a.client_id = ${clientId} and ${occupiesSql('a')}
           and a.date = any(${dates}::date[]) and a.id <> all(${[...ignoreIds]}::uuid[])
         order by a.date, a.start_time`,
  );
  return slots.map((slot) => {
    const row = rows.find((r) => r.date === slot.date && overlaps(slot.startTime, slot.endTime, r.start_time, r.end_time));
    return row ? { date: row.date, startTime: row.start_time, professionalName: row.name } : null;
  });
}

/** The 409 of a booking over the client's own appointment. */
export const clientBusyError = (busy: ClientBusy) => conflict(T.clientBusy(busy.startTime, busy.professionalName));

/**
 * Refuses (409) slots that overlap the client's own appointments, unless allowed. Run inside the
 * writing transaction after `queueForClient`.
 */
export async function refuseClientOverlap(
  tx: Em,
  companyId: string,
  clientId: string,
  slots: readonly BookingSlot[],
  ignoreIds: readonly string[] = [],
): Promise<void> {
  const busy = (await clientBusyAt(tx, companyId, clientId, slots, ignoreIds)).find((b) => b !== null);
  if (busy) throw clientBusyError(busy);
}
