import { addDays, nowInTimeZone, weekdayOf } from '@agenda/br';
import { type HolidayLocation, brazilianHolidays, nationalHolidays } from '@agenda/br/holidays';

// Dates for tests, always computed from today so no test expires. Pure: the integration tests and
// the browser tests (e2e/) both use it.

/** Where the test clinics are registered (see `registrationPayload`). */
export const TEST_CLINIC_LOCATION: HolidayLocation = { state: 'SP', city: 'São Paulo' };

/** Today in the clinic's time zone, 'yyyy-MM-dd'. */
export const today = (): string => nowInTimeZone().date;

export const yearOf = (date: string): number => Number(date.slice(0, 4));

/** Next calendar year: far enough ahead for "a given year's holidays" tests, never in the past. */
export const nextYear = (): number => yearOf(today()) + 1;

/** Every holiday date (national, state and city) a clinic at `location` can have in `year`. */
function holidayDates(year: number, location: HolidayLocation): Set<string> {
  return new Set(brazilianHolidays(year, location).map((h) => h.date));
}

const isHoliday = (date: string, location: HolidayLocation) => holidayDates(yearOf(date), location).has(date);

export interface FreeWeek {
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
  sat: string;
  sun: string;
}

function weekOf(mon: string): FreeWeek {
  const [tue, wed, thu, fri, sat, sun] = [1, 2, 3, 4, 5, 6].map((n) => addDays(mon, n)) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { mon, tue, wed, thu, fri, sat, sun };
}

const hasNoHoliday = (week: FreeWeek, location: HolidayLocation) =>
  Object.values(week).every((date) => !isHoliday(date, location));

/** The Monday on or after `date` (or on or before it, going back). */
function mondayFrom(date: string, step: 1 | -1): string {
  let d = date;
  while (weekdayOf(d) !== 1) d = addDays(d, step);
  return d;
}

/**
 * The first week (Monday to Sunday) starting at least `weeks` weeks from today — or, with a
 * negative `weeks`, the last one starting at least that many weeks ago — with no holiday of the
 * test clinic's calendar on any of its days.
 */
export function freeWeek(weeks: number, location = TEST_CLINIC_LOCATION): FreeWeek {
  const step = weeks < 0 ? -1 : 1;
  return firstFreeWeek(mondayFrom(addDays(today(), weeks * 7), step), step, location);
}

/**
 * The first week with no holiday after `week`. Two calls of freeWeek for different offsets can land
 * on the same week (in December both skip Christmas and New Year to the same January week): a test
 * that needs two different weeks takes the second from the first.
 */
export function freeWeekAfter(week: FreeWeek, location = TEST_CLINIC_LOCATION): FreeWeek {
  return firstFreeWeek(addDays(week.mon, 7), 1, location);
}

function firstFreeWeek(monday: string, step: 1 | -1, location: HolidayLocation): FreeWeek {
  let mon = monday;
  for (let i = 0; i < 60; i++, mon = addDays(mon, step * 7)) {
    const week = weekOf(mon);
    if (hasNoHoliday(week, location)) return week;
  }
  throw new Error('no week without holidays found');
}

/** The first weekday (Monday to Friday) at least `days` days from today that is no holiday. */
export function freeWorkingDay(days = 1, location = TEST_CLINIC_LOCATION): string {
  let d = addDays(today(), days);
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6 || isHoliday(d, location)) d = addDays(d, 1);
  return d;
}

/** Tiradentes (21 April) of the first year from next year on when it is not also an Easter holiday. */
export function tiradentesDay(): string {
  for (let year = nextYear(); ; year++) {
    const date = `${year}-04-21`;
    if (nationalHolidays(year).find((h) => h.date === date)?.name === 'Tiradentes') return date;
  }
}

/** The first leap year from next year on (a 366-day period). */
export function nextLeapYear(): number {
  for (let year = nextYear(); ; year++) if ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0) return year;
}
