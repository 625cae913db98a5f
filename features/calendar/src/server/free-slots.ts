import { addDays, eachDate, isValidDateString, minutesToTime } from '@agenda/br';
import type { Em } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import { badRequest, notFound } from '@agenda/trpc';
import { GRID_END_MINUTES, GRID_START_MINUTES, SLOT_MINUTES } from '../shared/grid.ts';
import { serviceWindow } from '../shared/opening-rules.ts';
import { MAX_FREE_SLOT_DAYS } from '../shared/schemas.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { busyOn, clinicRules } from './availability.ts';
import { clinicAllows, professionalAllows } from './slot-rules.ts';

// The free slots of a service over some days: every start of the agenda's grid, for every
// professional who may attend, under the very rules booking applies (slot-rules.ts), so what is
// offered is what `createAppointment` accepts. Reads: the service, the professionals, the clinic's
// hours, the blocks of the range and one query for all their appointments of the range.

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
  /** Who is free then, in the agenda's order. */
  professionalIds: string[];
}

function checkRange(query: FreeSlotQuery) {
  if (!isValidDateString(query.from) || !isValidDateString(query.to)) throw badRequest(T.invalidDate);
  if (query.to < query.from) throw badRequest(T.invalidPeriod);
  if (query.to > addDays(query.from, MAX_FREE_SLOT_DAYS)) throw badRequest(T.freeSlotsTooLong);
}

/**
 * The slots from `from` to `to` at which the service can be booked, each with who is free then.
 * 404 for an unknown (or archived) service; unknown or inactive professionals are left out.
 */
export async function freeSlotsBetween(em: Em, companyId: string, query: FreeSlotQuery): Promise<FreeSlot[]> {
  checkRange(query);
  const service = (await servicesById(em, companyId, [query.serviceId])).get(query.serviceId);
  if (!service || service.archivedAt) throw notFound(T.serviceNotFound);
  const named = new Set(query.professionalIds);
  const professionals = (await activeProfessionals(em, companyId)).filter((p) => named.size === 0 || named.has(p.id));
  if (professionals.length === 0) return [];
  const dates = eachDate(query.from, query.to);
  const rules = await clinicRules(em, companyId, query.from, query.to, { ...serviceWindow(service), id: service.id });
  const busy = await busyOn(
    em,
    companyId,
    professionals.map((p) => p.id),
    dates,
  );
  const slots: FreeSlot[] = [];
  for (const date of dates) {
    for (let m = GRID_START_MINUTES; m + service.duration <= GRID_END_MINUTES; m += SLOT_MINUTES) {
      const slot = { date, startTime: minutesToTime(m), endTime: minutesToTime(m + service.duration) };
      if (query.notBefore && `${date}T${slot.startTime}` < query.notBefore) continue;
      if (!clinicAllows(slot, rules)) continue;
      const free = professionals.filter((p) => professionalAllows(slot, rules, p, busy.get(p.id)?.get(date) ?? []));
      if (free.length > 0) slots.push({ ...slot, professionalIds: free.map((p) => p.id) });
    }
  }
  return slots;
}
