// The day-blocking rules of spec §4, pure: the server feeds them from the database, the web from
// the API. The location's holiday calendar is an input (computing it needs date-holidays, which
// stays on the server).
import { timeToMinutes } from '@agenda/br';
import type { AgendaSettings, BlockedRange, CustomHoliday, DayUnblock, Holiday, HolidayBridge, ScheduleBlock } from './model.ts';
import { BLOCK_REASONS, SETTINGS_TEXTS as T } from './texts.ts';

type Rules = Pick<
  AgendaSettings,
  'nationalHolidays' | 'stateHolidays' | 'cityHolidays' | 'lunchBreakEnabled' | 'lunchBreakStart' | 'lunchBreakEnd'
>;

export interface BlockingInputs {
  settings: Rules;
  /** The company location's national, state and city holidays for the years concerned, whatever the toggles. */
  calendar: readonly Holiday[];
  customHolidays: readonly Omit<CustomHoliday, 'id'>[];
  bridges: readonly Omit<HolidayBridge, 'id'>[];
  blocks: readonly Omit<ScheduleBlock, 'id'>[];
  unblocks: readonly Omit<DayUnblock, 'id'>[];
}

export interface BlockingResult {
  reason: string;
  name: string;
}

const within = (date: string, start: string, end: string): boolean => start <= date && date <= end;

/** Whether a custom holiday falls on `date` (a recurring one every year from its first date on). */
export function customHolidayOn(holiday: Pick<CustomHoliday, 'date' | 'recurring'>, date: string): boolean {
  if (holiday.date === date) return true;
  return holiday.recurring && holiday.date.slice(5) === date.slice(5) && holiday.date < date;
}

/** Whether an enabled unblock re-opens `date`. */
export function isUnblocked(date: string, inputs: Pick<BlockingInputs, 'unblocks'>): boolean {
  return inputs.unblocks.some((u) => u.enabled && u.date === date);
}

/**
 * Why `date` is blocked as a whole, first match wins (spec §4): an enabled unblock opens it;
 * then national, state and city holidays (each when its toggle is on; an owner's own CITY
 * holidays count as city holidays), custom holidays, bridges and all-day blocked periods.
 */
export function blockingReason(date: string, inputs: BlockingInputs): BlockingResult | null {
  if (isUnblocked(date, inputs)) return null;
  const { settings } = inputs;
  const computed = (type: Holiday['type']) => inputs.calendar.find((h) => h.date === date && h.type === type);
  const custom = (type: CustomHoliday['type']) =>
    inputs.customHolidays.find((h) => h.enabled && h.type === type && customHolidayOn(h, date));

  const national = settings.nationalHolidays ? computed('NATIONAL') : undefined;
  if (national) return { reason: BLOCK_REASONS.NATIONAL, name: national.name };
  const state = settings.stateHolidays ? computed('STATE') : undefined;
  if (state) return { reason: BLOCK_REASONS.STATE, name: state.name };
  const city = (settings.cityHolidays ? computed('CITY') : undefined) ?? custom('CITY');
  if (city) return { reason: BLOCK_REASONS.CITY, name: city.name };
  const own = custom('CUSTOM');
  if (own) return { reason: BLOCK_REASONS.CUSTOM, name: own.name };
  const bridge = inputs.bridges.find((b) => b.enabled && within(date, b.startDate, b.endDate));
  if (bridge) return { reason: BLOCK_REASONS.BRIDGE, name: bridge.name };
  const period = inputs.blocks.find((b) => b.enabled && b.allDay && within(date, b.startDate, b.endDate));
  if (period) return { reason: BLOCK_REASONS.PERIOD, name: period.title };
  return null;
}

/**
 * The slots blocked on an open day, sorted by start: the lunch break when enabled, and the
 * enabled time-range blocks covering `date` (an enabled unblock of the day lifts those, not lunch).
 */
export function blockedRangesOn(date: string, inputs: BlockingInputs): BlockedRange[] {
  const ranges: BlockedRange[] = [];
  const { settings } = inputs;
  if (settings.lunchBreakEnabled)
    ranges.push({ start: settings.lunchBreakStart, end: settings.lunchBreakEnd, reason: BLOCK_REASONS.LUNCH, name: T.lunchName });
  if (!isUnblocked(date, inputs)) {
    for (const b of inputs.blocks) {
      if (!b.enabled || b.allDay || !b.startTime || !b.endTime || !within(date, b.startDate, b.endDate)) continue;
      ranges.push({ start: b.startTime, end: b.endTime, reason: BLOCK_REASONS.PERIOD, name: b.title });
    }
  }
  return ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** Minutes of an 'HH:mm' end time; '00:00' (or anything not after the start) means midnight. */
function endMinutes(start: number, end: string): number {
  const value = timeToMinutes(end);
  return value <= start ? 24 * 60 : value;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a minute. */
export function timeRangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  const a0 = timeToMinutes(aStart);
  const b0 = timeToMinutes(bStart);
  return a0 < endMinutes(b0, bEnd) && b0 < endMinutes(a0, aEnd);
}

/**
 * The pt-BR refusal for booking `date` from `startTime` to `endTime`, or null when it is free of
 * blocks: the whole day blocked, or the time range overlapping a blocked range.
 */
export function bookingRefusal(
  slot: { date: string; startTime: string; endTime: string },
  inputs: BlockingInputs,
): string | null {
  const day = blockingReason(slot.date, inputs);
  if (day) return T.dayBlocked(day.reason, day.name);
  const range = blockedRangesOn(slot.date, inputs).find((r) => timeRangesOverlap(slot.startTime, slot.endTime, r.start, r.end));
  return range ? T.timeBlocked(range.name) : null;
}
