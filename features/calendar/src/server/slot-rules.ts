import { timeToMinutes } from '@agenda/br';
import { blockRefusal, blockedTimesOn, type blockingInputs } from '@agenda/settings/server';
import type { Professional } from '@agenda/team/server';
import { professionalRefusal } from '@agenda/team/shared';
import {
  type BookingRefusal,
  type BookingSlot,
  type OpeningHours,
  type ServiceWindow,
  bookingRefusal,
  openingWindowOn,
} from '../shared/opening-rules.ts';
import { GRID_START_MINUTES, SLOT_MINUTES } from '../shared/grid.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';

// The one rule set of "may this professional attend this service at this slot", pure: the callers
// read its inputs once (batched) and ask it for any number of slots. Booking, rescheduling and series
// ask `refusalOf` for the reason; free slots ask the same rules whether anything refuses, a day at a
// time (clinicDayAllows, professionalDayAllows: what does not change within a day is decided once).

/** A service as the rules read it: its window, and its id for the professional's list. */
export type SlotService = ServiceWindow & { id: string };

/** A refusal; `busy` when the professional already has an appointment then (the exclusion constraint's case). */
export type SlotRefusal = BookingRefusal & { busy?: true };

export type SlotProfessional = Pick<Professional, 'id' | 'name' | 'workingHours' | 'serviceIds'>;

/** An active appointment of a professional (as read by SQL). */
export interface Busy {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
}

/** What does not depend on the professional: the clinic's hours, its blocks and the service. */
export interface ClinicRules {
  hours: OpeningHours;
  blocking: Awaited<ReturnType<typeof blockingInputs>>;
  service: SlotService | null;
}

/** The clinic's grid, days and hours and the service's window (400 off the grid, else 409). */
const openingRefusal = (slot: BookingSlot, rules: ClinicRules) => bookingRefusal(slot, rules.hours, rules.service);

/** Holidays, bridges, blocked days and ranges, lunch (409). */
function blockedRefusal(slot: BookingSlot, rules: ClinicRules): SlotRefusal | null {
  const blocked = blockRefusal(slot, rules.blocking);
  return blocked ? { status: 409, message: blocked } : null;
}

/** The professional's days, hours and services (400). */
function ownRefusal(slot: BookingSlot, rules: ClinicRules, professional: SlotProfessional): SlotRefusal | null {
  const own = rules.service ? professionalRefusal(professional, slot, rules.service) : null;
  return own ? { status: 400, message: own } : null;
}

/** Another active appointment of the professional overlaps (409, `busy`); `busy` holds that day's. */
function busyRefusal(slot: BookingSlot, busy: readonly Busy[], ignored: ReadonlySet<string>): SlotRefusal | null {
  const taken = busy.some((a) => !ignored.has(a.id) && a.start_time < slot.endTime && slot.startTime < a.end_time);
  return taken ? { status: 409, message: T.slotTaken, busy: true } : null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Why the slot cannot be booked with this professional, or null: the clinic's rules first (400 off
 * the grid's half hours, else 409), then the professional's (400), the blocks (409) and the
 * professional's other appointments of that day (409, `busy`).
 */
export function refusalOf(
  slot: BookingSlot,
  rules: ClinicRules,
  professional: SlotProfessional,
  busy: readonly Busy[],
  ignored: ReadonlySet<string> = NONE,
): SlotRefusal | null {
  return (
    openingRefusal(slot, rules) ??
    ownRefusal(slot, rules, professional) ??
    blockedRefusal(slot, rules) ??
    busyRefusal(slot, busy, ignored)
  );
}

/**
 * `professionalAllows` for the slots of one day (its weekday: 0 Sunday … 6 Saturday), with what does
 * not change within the day (the service, the weekday's working range, the day's appointments as
 * minutes) decided once: the free slots ask it for every grid start of every professional. Null
 * when the professional can take no slot that day. `start`/`end` are the slot's minutes.
 */
export function professionalDayAllows(
  weekday: number,
  rules: ClinicRules,
  professional: SlotProfessional,
  busy: readonly Busy[],
): ((start: number, end: number) => boolean) | null {
  // As busyRefusal's 'HH:mm' comparisons, in minutes: [start, end) pairs.
  const taken: number[] = [];
  for (const a of busy) taken.push(timeToMinutes(a.start_time), timeToMinutes(a.end_time));
  const free = (start: number, end: number) => {
    for (let i = 0; i < taken.length; i += 2) if ((taken[i] ?? 0) < end && start < (taken[i + 1] ?? 0)) return false;
    return true;
  };
  const { service } = rules;
  if (!service) return free;
  if (professional.serviceIds && !professional.serviceIds.includes(service.id)) return null;
  if (!professional.workingHours) return free;
  const range = professional.workingHours.find((r) => r.weekday === weekday);
  if (!range) return null;
  const first = timeToMinutes(range.start);
  const last = timeToMinutes(range.end);
  return (start, end) => start >= first && end <= last && free(start, end);
}

/**
 * `clinicAllows` for the slots of one day, with the day's opening, window and blocks decided once:
 * null when nothing can be booked that day. `start`/`end` are the slot's minutes (timeToMinutes of its times).
 */
export function clinicDayAllows(date: string, rules: ClinicRules): ((start: number, end: number) => boolean) | null {
  const window = openingWindowOn(date, rules.hours, rules.service);
  const blocked = window && blockedTimesOn(date, rules.blocking);
  if (!window || !blocked) return null;
  return (start, end) =>
    (start - GRID_START_MINUTES) % SLOT_MINUTES === 0 && start >= window.first && end <= window.last && !blocked(start, end);
}
