import { companyHours } from '@agenda/auth/server';
import { type Em, runSql, sql } from '@agenda/db';
import { blockRefusal, blockingInputs } from '@agenda/settings/server';
import type { Professional } from '@agenda/team/server';
import { professionalRefusal } from '@agenda/team/shared';
import { badRequest, conflict } from '@agenda/trpc';
import { type BookingRefusal, type BookingSlot, type ServiceWindow, bookingRefusal } from '../shared/opening-rules.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';

// The one rule set of "may this professional attend this service at this slot": the clinic's grid,
// days and hours, the service's window, the professional's days, hours and services, the blocked
// days and ranges (holidays, bridges, blocks, lunch) and the professional's other active
// appointments. Booking, rescheduling and series ask it; it reads each thing once for any number of
// dates (one query for the appointments of those dates, one set for the blocks of their range).

/** A service as the rules read it: its window, and its id for the professional's list. */
export type SlotService = ServiceWindow & { id: string };

/** A refusal; `busy` when the professional already has an appointment then (the exclusion constraint's case). */
export type SlotRefusal = BookingRefusal & { busy?: true };

export interface SlotQuery {
  service: SlotService | null;
  professional: Pick<Professional, 'id' | 'name' | 'workingHours' | 'serviceIds'>;
  /** Appointments that do not count as busy (the one being moved, the members of a series being moved). */
  ignoreIds?: readonly string[];
}

interface Busy {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
}

/** The professional's active appointments on these dates, by date: one query. */
async function busyByDate(em: Em, companyId: string, professionalId: string, dates: readonly string[]) {
  const rows = await runSql<Busy>(
    em,
    sql`select id, date::text as date, start_time, end_time
          from appointment
         where company_id = ${companyId} and professional_id = ${professionalId}
           and date = any(${[...dates]}::date[]) and status in ('PENDING', 'CONFIRMED', 'OVERDUE')`,
  );
  const byDate = new Map<string, Busy[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  return byDate;
}

/**
 * Why each slot cannot be booked (in the order given), or null where it can. The clinic's rules
 * first (400 off the grid's half hours, else 409), then the professional's (400), the blocks (409)
 * and the professional's other appointments (409, `busy`).
 */
export async function slotRefusals(
  em: Em,
  companyId: string,
  slots: readonly BookingSlot[],
  query: SlotQuery,
): Promise<(SlotRefusal | null)[]> {
  if (slots.length === 0) return [];
  const dates = [...new Set(slots.map((s) => s.date))].sort();
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  const hours = await companyHours(em, companyId);
  const blocking = await blockingInputs(em, companyId, first, last);
  const busy = await busyByDate(em, companyId, query.professional.id, dates);
  const ignored = new Set(query.ignoreIds ?? []);
  return slots.map((slot): SlotRefusal | null => {
    const opening = bookingRefusal(slot, hours, query.service);
    if (opening) return opening;
    const own = query.service ? professionalRefusal(query.professional, slot, query.service) : null;
    if (own) return { status: 400, message: own };
    const blocked = blockRefusal(slot, blocking);
    if (blocked) return { status: 409, message: blocked };
    const taken = (busy.get(slot.date) ?? []).some(
      (a) => !ignored.has(a.id) && a.start_time < slot.endTime && slot.startTime < a.end_time,
    );
    return taken ? { status: 409, message: T.slotTaken, busy: true } : null;
  });
}

/** Why one slot cannot be booked, or null. */
export async function slotRefusal(
  em: Em,
  companyId: string,
  query: SlotQuery & { slot: BookingSlot },
): Promise<SlotRefusal | null> {
  return (await slotRefusals(em, companyId, [query.slot], query))[0] ?? null;
}

/** A refusal as the error the API answers. */
export const refusalError = (refusal: BookingRefusal) =>
  refusal.status === 400 ? badRequest(refusal.message) : conflict(refusal.message);
