import { type CompanyHours, companyHoursSql } from '@agenda/auth/server';
import { type Em, type Sql, type SqlTarget, runSql, sql } from '@agenda/db';
import { type BlockingRows, blockingInputsOf, blockingInputsSql } from '@agenda/settings/server';
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
import { occupiesSql } from './occupancy.ts';

// "May this professional attend this service at this slot", read from the database: the clinic's
// grid, days and hours, the service's window, the professional's days, hours and services, the
// blocked days and ranges (holidays, bridges, blocks, lunch) and the professional's other occupying
// appointments. Booking, rescheduling and series ask it, free slots (free-slots.ts) ask the same
// rules (slot-rules.ts); each thing is read once for any number of dates.

export type { SlotRefusal, SlotService } from './slot-rules.ts';

export interface SlotQuery {
  service: SlotService | null;
  professional: SlotProfessional;
  /** Appointments that do not count as busy (the one being moved, the members of a series being moved). */
  ignoreIds?: readonly string[];
}

/**
 * The appointments occupying these professionals (null: of every professional) on these dates, as a
 * scalar subquery of text: `id professional_id date start end` per appointment, joined by commas
 * (see busyByProfessional). Not json: a busy clinic's month is hundreds of rows, and building and
 * parsing an object per row cost more than the whole read (ids, dates and 'HH:mm' hold no space or comma).
 */
export const busySql = (companyId: string, professionalIds: readonly string[] | null, dates: readonly string[]): Sql =>
  sql`(select coalesce(string_agg(concat_ws(' ', id, professional_id, date, start_time, end_time), ','), '')
         from appointment
        where company_id = ${companyId}${professionalIds ? sql` and professional_id = any(${[...professionalIds]}::uuid[])` : sql``}
          and date = any(${[...dates]}::date[]) and ${occupiesSql()})`;

/** `busySql`'s text, by professional then date. */
export function busyByProfessional(text: string): Map<string, Map<string, Busy[]>> {
  const byProfessional = new Map<string, Map<string, Busy[]>>();
  if (text === '') return byProfessional;
  for (const entry of text.split(',')) {
    const [id = '', professionalId = '', date = '', start_time = '', end_time = ''] = entry.split(' ');
    const busy: Busy = { id, date, start_time, end_time };
    const byDate = byProfessional.get(professionalId) ?? new Map<string, Busy[]>();
    byProfessional.set(professionalId, byDate);
    const day = byDate.get(date);
    if (day) day.push(busy);
    else byDate.set(date, [busy]);
  }
  return byProfessional;
}

/** The clinic's hours and blocks from `first` to `last` as one json object each (see clinicRulesOf). */
export const clinicRulesSql = (companyId: string, first: string, last: string): Sql =>
  sql`${blockingInputsSql(companyId, first, last)} as blocking, ${companyHoursSql(companyId)} as hours`;

export interface ClinicRulesRow {
  blocking: BlockingRows | null;
  hours: CompanyHours | null;
}

/** The clinic's rules from `clinicRulesSql`'s columns, with the service. */
export function clinicRulesOf(
  row: ClinicRulesRow | undefined,
  first: string,
  last: string,
  service: SlotService | null,
): ClinicRules {
  if (!row?.hours) throw new Error('Company not found');
  const blocking = blockingInputsOf(row.blocking, first, last);
  // Only the range's own holidays can fall on its dates: the same answers, from a list the rules scan per slot.
  const calendar = blocking.calendar.filter((h) => first <= h.date && h.date <= last);
  return { hours: row.hours, blocking: { ...blocking, calendar }, service };
}

/** The clinic's hours and blocks from `first` to `last`, and one professional's appointments of `dates`: one statement. */
async function slotInputs(db: SqlTarget, companyId: string, dates: readonly string[], query: SlotQuery) {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  const [row] = await runSql<ClinicRulesRow & { busy: string }>(
    db,
    sql`select ${clinicRulesSql(companyId, first, last)}, ${busySql(companyId, [query.professional.id], dates)} as busy`,
  );
  const rules = clinicRulesOf(row, first, last, query.service);
  return { rules, busy: busyByProfessional(row?.busy ?? '').get(query.professional.id) };
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
  const { rules, busy } = await slotInputs(em, companyId, dates, query);
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
