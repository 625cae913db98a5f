import { weekdayOf } from '@agenda/br';
import { professionalRefusal } from '@agenda/team/shared';
import { overlaps } from './grid.ts';
import { occupiesProfessional } from './status.ts';

// Who can take a slot, as the agenda's screens read it from what they already hold (the week's
// appointments and the professionals' list): which cells of the grid look free, which professionals
// perform a service then. Who is free for a booking is the server's answer (freeSlots).

/** A professional as the team's list answers it (hours and services expanded, with the flags that say so). */
export interface AgendaProfessional {
  id: string;
  memberId: string | null;
  name: string;
  color: string;
  workingHours: readonly { weekday: number; start: string; end: string }[];
  followsClinicHours: boolean;
  serviceIds: readonly string[];
  allServices: boolean;
  active: boolean;
}

export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
}

interface Booked extends Slot {
  professionalId: string;
  status: string;
}

/**
 * Works at that slot and, when a service is named, performs it: the team's own rule, with the
 * clinic's hours left to the opening rules (a profile that follows them adds nothing).
 */
export function canAttend(p: AgendaProfessional, slot: Slot, service: { id: string; name: string } | null): boolean {
  const bookable = {
    name: p.name,
    workingHours: p.followsClinicHours ? null : p.workingHours,
    serviceIds: p.allServices || !service ? null : p.serviceIds,
  };
  return professionalRefusal(bookable, slot, service ?? { id: '', name: '' }) === null;
}

/** Performs the service, whatever the time (the reschedule's choice, before a time is picked). */
export const performs = (p: AgendaProfessional, serviceId: string): boolean => p.allServices || p.serviceIds.includes(serviceId);

/** An appointment occupying this professional (any but a cancelled one) overlaps the slot. */
export function isBooked(professionalId: string, appointments: readonly Booked[], slot: Slot): boolean {
  return appointments.some(
    (a) =>
      a.professionalId === professionalId &&
      a.date === slot.date &&
      occupiesProfessional(a.status) &&
      overlaps(slot.startTime, slot.endTime, a.startTime, a.endTime),
  );
}

/** Some of these professionals works then and is free: the week's grid offers the slot. */
export function someoneFree(professionals: readonly AgendaProfessional[], appointments: readonly Booked[], slot: Slot): boolean {
  return professionals.some((p) => canAttend(p, slot, null) && !isBooked(p.id, appointments, slot));
}

/**
 * A professional's hours on a date's weekday: their own range, null when they do not work that
 * day, undefined when they follow the clinic's (the opening rules already shape the grid).
 */
export function hoursOn(p: AgendaProfessional, date: string): { start: string; end: string } | null | undefined {
  if (p.followsClinicHours) return undefined;
  const weekday = weekdayOf(date);
  return p.workingHours.find((r) => r.weekday === weekday) ?? null;
}
