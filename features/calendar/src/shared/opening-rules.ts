import { ON_WEEKDAY, minutesToTime, timeToMinutes, weekdayOf } from '@agenda/br';
import { GRID_END_MINUTES, GRID_START_MINUTES, SLOT_MINUTES } from './grid.ts';

// When a booking may happen: inside the grid's rows, on a day and in hours the company opens, and
// on a day and in hours its service is offered. One rule for the server, the grid and the
// reschedule modal, so what the screen offers is exactly what the server accepts.

/** The company's days (0 = Sunday … 6 = Saturday, as `weekdayOf`) and opening hours. */
export interface OpeningHours {
  businessDays: readonly number[];
  openingTime: string;
  closingTime: string;
}

/** A service's weekdays (Sunday first, as `weekdayOf`) and the hours it is offered. */
export interface ServiceWindow {
  name: string;
  days: readonly boolean[];
  startTime: string;
  endTime: string;
}

export interface BookingSlot {
  date: string;
  startTime: string;
  endTime: string;
}

export type BookingRefusal = { status: 400 | 409; message: string };

const gridRange = `${minutesToTime(GRID_START_MINUTES)} às ${minutesToTime(GRID_END_MINUTES)}`;

export const OPENING_TEXTS = {
  offGrid: 'Escolha um horário da grade da agenda (de 30 em 30 minutos)',
  outsideGrid: `Horário fora da grade da agenda (${gridRange})`,
  closedDay: (date: string) => `A clínica não atende ${ON_WEEKDAY[weekdayOf(date)]}`,
  outsideHours: (h: OpeningHours) => `Fora do horário de funcionamento da clínica (${h.openingTime} às ${h.closingTime})`,
  serviceDay: (s: ServiceWindow, date: string) => `O serviço ${s.name} não é oferecido ${ON_WEEKDAY[weekdayOf(date)]}`,
  serviceHours: (s: ServiceWindow) => `O serviço ${s.name} só pode ser agendado entre ${s.startTime} e ${s.endTime}`,
  closed: 'Fechado',
} as const;

export const isBusinessDay = (hours: OpeningHours, date: string): boolean => hours.businessDays.includes(weekdayOf(date));

/** Why the slot cannot be booked (with the answer's status), or null when it can. */
export function bookingRefusal(slot: BookingSlot, hours: OpeningHours, service: ServiceWindow | null): BookingRefusal | null {
  const start = timeToMinutes(slot.startTime);
  const end = timeToMinutes(slot.endTime);
  if ((start - GRID_START_MINUTES) % SLOT_MINUTES !== 0) return { status: 400, message: OPENING_TEXTS.offGrid };
  if (start < GRID_START_MINUTES || end > GRID_END_MINUTES) return { status: 409, message: OPENING_TEXTS.outsideGrid };
  if (!isBusinessDay(hours, slot.date)) return { status: 409, message: OPENING_TEXTS.closedDay(slot.date) };
  if (start < timeToMinutes(hours.openingTime) || end > timeToMinutes(hours.closingTime)) {
    return { status: 409, message: OPENING_TEXTS.outsideHours(hours) };
  }
  if (service) {
    if (!service.days[weekdayOf(slot.date)]) return { status: 409, message: OPENING_TEXTS.serviceDay(service, slot.date) };
    if (start < timeToMinutes(service.startTime) || end > timeToMinutes(service.endTime)) {
      return { status: 409, message: OPENING_TEXTS.serviceHours(service) };
    }
  }
  return null;
}

/**
 * `bookingRefusal`'s answer for many slots of one day: null when the clinic or the service does not
 * open that weekday, else the minutes a slot must fall within (grid, clinic and service hours), so a
 * slot from `start` to `end` (on the grid's half hours) is refused iff start < first or end > last.
 */
export function openingWindowOn(
  date: string,
  hours: OpeningHours,
  service: ServiceWindow | null,
): { first: number; last: number } | null {
  const weekday = weekdayOf(date);
  if (!hours.businessDays.includes(weekday) || (service && !service.days[weekday])) return null;
  const first = Math.max(GRID_START_MINUTES, timeToMinutes(hours.openingTime), service ? timeToMinutes(service.startTime) : 0);
  const last = Math.min(GRID_END_MINUTES, timeToMinutes(hours.closingTime), service ? timeToMinutes(service.endTime) : 24 * 60);
  return { first, last };
}

/** The service's weekday flags as `weekdayOf` numbers days (Sunday first). */
export function serviceWindow(s: {
  name: string;
  startTime: string;
  endTime: string;
  sundayEnabled: boolean;
  mondayEnabled: boolean;
  tuesdayEnabled: boolean;
  wednesdayEnabled: boolean;
  thursdayEnabled: boolean;
  fridayEnabled: boolean;
  saturdayEnabled: boolean;
}): ServiceWindow {
  return {
    name: s.name,
    startTime: s.startTime,
    endTime: s.endTime,
    days: [
      s.sundayEnabled,
      s.mondayEnabled,
      s.tuesdayEnabled,
      s.wednesdayEnabled,
      s.thursdayEnabled,
      s.fridayEnabled,
      s.saturdayEnabled,
    ],
  };
}

/**
 * The grid's start times on `date` at which an appointment of `duration` minutes may be booked:
 * inside the rules above, clear of the blocked ranges, and after `notBefore` ('HH:mm', for today).
 */
export function bookableStartTimes(
  date: string,
  duration: number,
  hours: OpeningHours,
  service: ServiceWindow | null,
  blockedRanges: readonly { start: string; end: string }[] = [],
  notBefore = '00:00',
): string[] {
  const times: string[] = [];
  for (let m = GRID_START_MINUTES; m + duration <= GRID_END_MINUTES; m += SLOT_MINUTES) {
    const slot = { date, startTime: minutesToTime(m), endTime: minutesToTime(m + duration) };
    if (slot.startTime < notBefore || bookingRefusal(slot, hours, service)) continue;
    if (blockedRanges.some((r) => slot.startTime < r.end && r.start < slot.endTime)) continue;
    times.push(slot.startTime);
  }
  return times;
}
