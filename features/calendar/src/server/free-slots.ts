import { addDays, eachDate, isValidDateString, minutesToTime, timeToMinutes, weekdayOf } from '@agenda/br';
import { type SqlTarget, isUuid, runSql, sql } from '@agenda/db';
import { type ServiceWindowRow, serviceWindowSql } from '@agenda/services/server';
import { type BookableProfessionalRow, bookableProfessionalsSql } from '@agenda/team/server';
import { badRequest, notFound } from '@agenda/trpc';
import { GRID_END_MINUTES, GRID_START_MINUTES, SLOT_MINUTES } from '../shared/grid.ts';
import { MAX_FREE_SLOT_DAYS } from '../shared/schemas.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { type ClinicRulesRow, busyByProfessional, busySql, clinicRulesOf, clinicRulesSql } from './availability.ts';
import { clinicDayAllows, professionalDayAllows } from './slot-rules.ts';

// The free slots of a service over some days: every start of the agenda's grid, for every
// professional who may attend, under the very rules booking applies (slot-rules.ts), so what is
// offered is what `createAppointment` accepts. Reads, in one statement of each feature's fragments
// (one round trip on a hot read's CompanyStatements, or in the caller's transaction on an
// EntityManager): the service, the professionals, the clinic's hours, the blocks of the range and
// the appointments of the range. What the rules decide per day is decided once per day (clinicDayAllows, professionalDayAllows):
// the staff path answers 31 days × 24 starts × 10 professionals within its budget (p95 ≤ 30 ms).

export { MAX_FREE_SLOT_DAYS };

export interface FreeSlotQuery {
  serviceId: string;
  /** Who may attend; [] = every active professional who attends the service. */
  professionalIds: readonly string[];
  /** 'yyyy-MM-dd', inclusive. */
  from: string;
  /** Inclusive; at most 31 days after from (400 otherwise). */
  to: string;
  /** No slot starting before this instant in the clinic's zone ('yyyy-MM-ddTHH:mm'); e.g. now + min notice. */
  notBefore?: string;
}

export interface FreeSlot {
  date: string;
  startTime: string;
  endTime: string;
  /** Who is free then, in the agenda's order (shared between slots: never changed). */
  professionalIds: readonly string[];
}

function checkRange(query: FreeSlotQuery) {
  if (!isValidDateString(query.from) || !isValidDateString(query.to)) throw badRequest(T.invalidDate);
  if (query.to < query.from) throw badRequest(T.invalidPeriod);
  if (query.to > addDays(query.from, MAX_FREE_SLOT_DAYS)) throw badRequest(T.freeSlotsTooLong);
}

/** The grid's start minutes for a service of `duration`, with their times. */
function gridStarts(duration: number): { start: number; end: number; startTime: string; endTime: string }[] {
  const starts = [];
  for (let m = GRID_START_MINUTES; m + duration <= GRID_END_MINUTES; m += SLOT_MINUTES) {
    const startTime = minutesToTime(m);
    const endTime = minutesToTime(m + duration);
    starts.push({ start: timeToMinutes(startTime), end: timeToMinutes(endTime), startTime, endTime });
  }
  return starts;
}

type DayAllows = ((start: number, end: number) => boolean) | null;

/**
 * Who among `ids` is free from `start` to `end`, by each one's rule of the day: one frozen list per
 * distinct set (a month has a handful of sets over hundreds of slots), so the answer holds no copy
 * per slot. A set is keyed by its bits while they fit a small integer (no string per slot).
 */
function sharedLists(ids: readonly string[]): (allows: readonly DayAllows[], start: number, end: number) => readonly string[] {
  const lists = new Map<number | string, readonly string[]>();
  const bits = ids.length <= 30;
  return (allows, start, end) => {
    let key: number | string = bits ? 0 : '';
    for (let i = 0; i < ids.length; i++) {
      if (allows[i]?.(start, end)) key = bits ? (key as number) | (1 << i) : `${key}${i},`;
    }
    let list = lists.get(key);
    if (!list) {
      list = Object.freeze(ids.filter((_, i) => allows[i]?.(start, end)));
      lists.set(key, list);
    }
    return list;
  };
}

/**
 * The slots from `from` to `to` at which the service can be booked, each with who is free then.
 * 404 for an unknown (or archived) service; unknown or inactive professionals are left out. Runs on
 * a hot read's statements or on an EntityManager (inside the caller's transaction).
 */
export async function freeSlotsBetween(db: SqlTarget, companyId: string, query: FreeSlotQuery): Promise<FreeSlot[]> {
  checkRange(query);
  if (!isUuid(query.serviceId)) throw notFound(T.serviceNotFound);
  const dates = eachDate(query.from, query.to);
  const named = new Set(query.professionalIds);
  const some = named.size === 0 ? null : [...named].filter(isUuid);
  const [row] = await runSql<
    ClinicRulesRow & {
      service: ServiceWindowRow | null;
      professionals: BookableProfessionalRow[];
      busy: string;
    }
  >(
    db,
    sql`select ${serviceWindowSql(companyId, query.serviceId)} as service,
               ${bookableProfessionalsSql(companyId)} as professionals,
               ${clinicRulesSql(companyId, query.from, query.to)},
               ${busySql(companyId, some, dates)} as busy`,
    some ? 'free_slots_of_some' : 'free_slots',
  );
  const service = row?.service;
  if (!service || service.archived) throw notFound(T.serviceNotFound);
  const professionals = (row?.professionals ?? []).filter((p) => named.size === 0 || named.has(p.id));
  if (professionals.length === 0) return [];
  const rules = clinicRulesOf(row, query.from, query.to, service);
  const busy = busyByProfessional(row?.busy ?? '');
  const starts = gridStarts(service.duration);
  const [notBeforeDate = '', notBeforeTime = ''] = query.notBefore?.split('T') ?? [];
  const whoIsFree = sharedLists(professionals.map((p) => p.id));
  const slots: FreeSlot[] = [];
  for (const date of dates) {
    if (date < notBeforeDate) continue;
    const clinicAllows = clinicDayAllows(date, rules);
    if (!clinicAllows) continue;
    const weekday = weekdayOf(date);
    const allows = professionals.map((p) => professionalDayAllows(weekday, rules, p, busy.get(p.id)?.get(date) ?? []));
    if (allows.every((a) => a === null)) continue;
    const firstStart = date === notBeforeDate ? timeToMinutes(notBeforeTime) : -1;
    for (const { start, end, startTime, endTime } of starts) {
      if (start < firstStart || !clinicAllows(start, end)) continue;
      const free = whoIsFree(allows, start, end);
      if (free.length > 0) slots.push({ date, startTime, endTime, professionalIds: free });
    }
  }
  return slots;
}
