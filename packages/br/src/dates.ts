// Dates are 'yyyy-MM-dd' strings and times 'HH:mm' strings, both in the company's time zone.
// Calendar arithmetic runs in UTC on the string itself, so it never depends on the machine TZ.

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const MINUTES_PER_DAY = 24 * 60;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

function toUtc(date: string): Date {
  const m = DATE_RE.exec(date);
  if (!m || !isCalendarDate(date)) throw new RangeError(`Invalid date: ${date}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d;
}

function fromUtc(d: Date): string {
  const year = String(d.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Bounds of every date the product accepts from a person or an API client. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

/** A real calendar date 'yyyy-MM-dd' between the years 1900 and 2100. */
export function isValidDateString(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function isValidTimeString(value: string): boolean {
  return TIME_RE.test(value);
}

/** -1, 0 or 1; usable as an `Array.prototype.sort` comparator. */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The last answer per zone and the minute it was for: the hot reads ask many times a minute. */
const lastMinute = new Map<string, { minute: number; value: { date: string; time: string } }>();

/** Current wall-clock date and time in `timeZone` (not the machine's TZ). */
export function nowInTimeZone(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): { date: string; time: string } {
  // Zone offsets are whole minutes, so one UTC minute is one wall-clock minute in any zone.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return { ...last.value };
  const value = wallClock(timeZone, now);
  lastMinute.set(timeZone, { minute, value });
  return { ...value };
}

function wallClock(timeZone: string, now: Date): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatterFor(timeZone).formatToParts(now)) parts[p.type] = p.value;
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${parts.minute}`,
  };
}

/** '08:30' -> 510. Throws on an invalid time. */
export function timeToMinutes(time: string): number {
  // TIME_RE's rule read from the characters' codes: nothing allocated per call (the free slots
  // convert thousands of times per request).
  const hours = digitAt(time, 0) * 10 + digitAt(time, 1);
  const minutes = digitAt(time, 3) * 10 + digitAt(time, 4);
  if (time.length !== 5 || time.charCodeAt(2) !== 58 || !(hours <= 23) || !(minutes <= 59))
    throw new RangeError(`Invalid time: ${time}`);
  return hours * 60 + minutes;
}

/** The digit at `index`, or NaN. */
function digitAt(text: string, index: number): number {
  const d = text.charCodeAt(index) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
}

/** 510 -> '08:30'. Values outside one day wrap around (1500 -> '01:00'). */
export function minutesToTime(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Adds minutes to a time; `pastMidnight` is true when the result crossed into another day. */
export function addMinutesToTime(time: string, minutes: number): { time: string; pastMidnight: boolean } {
  const total = timeToMinutes(time) + minutes;
  return { time: minutesToTime(total), pastMidnight: total < 0 || total >= MINUTES_PER_DAY };
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay();
}

export function startOfWeekMonday(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Every date from `start` to `end`, both inclusive; empty when `start` is after `end`. */
export function eachDate(start: string, end: string): string[] {
  toUtc(end); // validates `end`; `start` is validated by addDays/toUtc below
  toUtc(start);
  const out: string[] = [];
  for (let d = start; compareDates(d, end) <= 0; d = addDays(d, 1)) out.push(d);
  return out;
}

/** '2026-11-25' -> '25/11/2026'. */
export function formatDatePtBR(date: string): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** 'aos domingos' … 'aos sábados', by `weekdayOf` (0 = Sunday): how a refusal names a day of the week. */
export const ON_WEEKDAY = [
  'aos domingos',
  'às segundas-feiras',
  'às terças-feiras',
  'às quartas-feiras',
  'às quintas-feiras',
  'às sextas-feiras',
  'aos sábados',
] as const;
