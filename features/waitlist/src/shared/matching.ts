import { timeToMinutes, weekdayOf } from '@agenda/br';
import type { Period } from './texts.ts';

// Which entries of the list a freed slot suits: a pure rule, shared by the offers and their tests.

/** Manhã before 12:00, tarde until 18:00, noite from 18:00: the period a start time falls in. */
export function periodOf(startTime: string): Period {
  const minutes = timeToMinutes(startTime);
  if (minutes < 12 * 60) return 'manha';
  if (minutes < 18 * 60) return 'tarde';
  return 'noite';
}

export interface WaitingEntry {
  serviceDuration: number;
  /** [] = any professional. */
  professionalIds: readonly string[];
  /** 0 (Sunday) … 6; [] = any day. */
  weekdays: readonly number[];
  /** [] = any period. */
  periods: readonly Period[];
  /** 'yyyy-MM-dd': the last day the patient wants a slot on. */
  until: string;
}

export interface OpenSlot {
  professionalId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * Whether the entry wants this slot: its service fits the freed length, by one of its professionals,
 * on one of its days and periods, no later than its last day.
 */
export function entryWants(entry: WaitingEntry, slot: OpenSlot): boolean {
  const length = timeToMinutes(slot.endTime) - timeToMinutes(slot.startTime);
  if (entry.serviceDuration > length) return false;
  if (entry.professionalIds.length > 0 && !entry.professionalIds.includes(slot.professionalId)) return false;
  if (entry.weekdays.length > 0 && !entry.weekdays.includes(weekdayOf(slot.date))) return false;
  if (entry.periods.length > 0 && !entry.periods.includes(periodOf(slot.startTime))) return false;
  return slot.date <= entry.until;
}
