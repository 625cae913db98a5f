import { blockRefusal, type blockingInputs } from '@agenda/settings/server';
import type { Professional } from '@agenda/team/server';
import { professionalRefusal } from '@agenda/team/shared';
import {
  type BookingRefusal,
  type BookingSlot,
  type OpeningHours,
  type ServiceWindow,
  bookingRefusal,
} from '../shared/opening-rules.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';

// The one rule set of "may this professional attend this service at this slot", pure: the callers
// read its inputs once (batched) and ask it for any number of slots. Booking, rescheduling and series
// ask `refusalOf` for the reason; free slots ask the same two halves whether anything refuses.

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

/** The clinic's half: may anyone be booked then? */
export const clinicAllows = (slot: BookingSlot, rules: ClinicRules): boolean =>
  !openingRefusal(slot, rules) && !blockedRefusal(slot, rules);

/** The professional's half, once the clinic allows the slot: `busy` holds their appointments of that day. */
export const professionalAllows = (
  slot: BookingSlot,
  rules: ClinicRules,
  professional: SlotProfessional,
  busy: readonly Busy[],
): boolean => !ownRefusal(slot, rules, professional) && !busyRefusal(slot, busy, NONE);

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
