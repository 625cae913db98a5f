import { companyHours } from '@agenda/auth/server';
import { type Em, runSql, sql } from '@agenda/db';
import { blockingInputs } from '@agenda/settings/server';
import { badRequest, conflict } from '@agenda/trpc';
import type { BookingRefusal, BookingSlot } from '../shared/opening-rules.ts';
import {
  type Busy,
  type ClinicRules,
  type SlotProfessional,
  type SlotRefusal,
  type SlotService,
  refusalOf,
} from './slot-rules.ts';

// "May this professional attend this service at this slot", read from the database: the clinic's
// grid, days and hours, the service's window, the professional's days, hours and services, the
// blocked days and ranges (holidays, bridges, blocks, lunch) and the professional's other active
// appointments. Booking, rescheduling and series ask it, free slots (free-slots.ts) ask the same
// rules (slot-rules.ts); each thing is read once for any number of dates.

export type { SlotRefusal, SlotService } from './slot-rules.ts';

export interface SlotQuery {
  service: SlotService | null;
  professional: SlotProfessional;
  /** Appointments that do not count as busy (the one being moved, the members of a series being moved). */
  ignoreIds?: readonly string[];
}

/** Active appointments of these professionals on these dates, by professional then date: one query. */
export async function busyOn(
  em: Em,
  companyId: string,
  professionalIds: readonly string[],
  dates: readonly string[],
): Promise<Map<string, Map<string, Busy[]>>> {
  const rows = await runSql<Busy & { professional_id: string }>(
    em,
    sql`select id, professional_id, date::text as date, start_time, end_time
          from appointment
         where company_id = ${companyId} and professional_id = any(${[...professionalIds]}::uuid[])
           and date = any(${[...dates]}::date[]) and status in ('PENDING', 'CONFIRMED', 'OVERDUE')`,
  );
  const byProfessional = new Map<string, Map<string, Busy[]>>();
  for (const row of rows) {
    const byDate = byProfessional.get(row.professional_id) ?? new Map<string, Busy[]>();
    byProfessional.set(row.professional_id, byDate);
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  }
  return byProfessional;
}

/** The clinic's hours and blocks from `first` to `last`, with the service: read once. */
export async function clinicRules(
  em: Em,
  companyId: string,
  first: string,
  last: string,
  service: SlotService | null,
): Promise<ClinicRules> {
  const blocking = await blockingInputs(em, companyId, first, last);
  // Only the range's own holidays can fall on its dates: the same answers, from a list the rules scan per slot.
  const calendar = blocking.calendar.filter((h) => first <= h.date && h.date <= last);
  return { hours: await companyHours(em, companyId), blocking: { ...blocking, calendar }, service };
}

/** Why each slot cannot be booked (in the order given), or null where it can (slot-rules.ts: refusalOf). */
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
  const rules = await clinicRules(em, companyId, first, last, query.service);
  const busy = (await busyOn(em, companyId, [query.professional.id], dates)).get(query.professional.id);
  const ignored = new Set(query.ignoreIds ?? []);
  return slots.map((slot) => refusalOf(slot, rules, query.professional, busy?.get(slot.date) ?? [], ignored));
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
